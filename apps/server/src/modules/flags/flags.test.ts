import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MaterialFlagEventSchema,
  MSG,
  REQUEST_MSG,
  ROHS_REASONS,
  Role,
  type Material,
  type Product,
  type RoleId,
} from '@partproof/shared';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { insertDeclaration, materialOf } from '../../../test/declarations.js';
import { createCompany, createMaterial, createProduct, signedIn } from '../../../test/factories.js';
import { expectError, waitFor } from '../../../test/helpers.js';
import { openFeed } from '../../../test/live-client.js';
import { insertRequest } from '../../../test/supply.js';
import { auditLog, mails, materialFlags, users } from '../../db/schema/index.js';
import { recomputeParts, statusContext } from '../declarations/rohs-status.js';

type Headers = { authorization: string };

describe('flags on components', () => {
  let t: TestApp;
  let companyId: number;
  let rohsAdmin: Headers;
  let admin: Headers;
  const callers = new Map<RoleId, { headers: Headers; name: string }>();
  let rohsCustomer: Headers;

  const post = (url: string, headers: Headers, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/${url}`, headers, payload });
  const flag = (headers: Headers, materialId: number, reason = 'The marking looks wrong') =>
    post('scrapers/product/flag-mail', headers, { materialId, reason });
  const resolve = (headers: Headers, materialId: number, note = 'Checked: fine') =>
    post('material/flag/resolve', headers, { materialId, note });
  const component = async (statusId = 2) =>
    createMaterial(t.ctx.db, {
      productId: (await createProduct(t.ctx.db, { companyId, statusId })).id,
    });

  beforeAll(async () => {
    t = await buildTestApp();
    companyId = (await createCompany(t.ctx.db)).id;
    rohsAdmin = (await signedIn(t.app, t.ctx.db, { role: Role.Admin, isRoHSAllow: true })).headers;
    admin = (await signedIn(t.app, t.ctx.db, { role: Role.Admin })).headers;
    rohsCustomer = (await signedIn(t.app, t.ctx.db, { companyId, isRoHSAllow: true })).headers;
    for (const role of [Role.Admin, Role.User, Role.Compliance, Role.Engineer] as RoleId[]) {
      const { user, headers } = await signedIn(t.app, t.ctx.db, {
        role,
        ...(role === Role.Admin ? {} : { companyId }),
      });
      callers.set(role, { headers, name: `${user.firstName} ${user.lastName}` });
    }
  });
  afterAll(() => t.close());

  it('every role flags a component it sees; it shows on the component for everyone', async () => {
    for (const [role, caller] of callers) {
      const material = await component();
      const res = await flag(caller.headers, material.id, `Role ${role}: the marking looks wrong`);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toEqual({ result: true, message: REQUEST_MSG.flagged });
      const seen = await materialOf(t, callers.get(Role.User)?.headers ?? admin, material.id);
      expect(seen.flag).toMatchObject({
        reason: `Role ${role}: the marking looks wrong`,
        flaggedBy: caller.name,
      });
      // Without the RoHS flag nothing of RoHS shows, flagged or not.
      expect(seen.rohsStatus).toBeNull();
      const [row] = await t.ctx.db
        .select()
        .from(materialFlags)
        .where(eq(materialFlags.materialId, material.id));
      expect(row?.resolvedAt).toBeNull();
      const audit = await t.ctx.db
        .select()
        .from(auditLog)
        .where(
          and(eq(auditLog.action, 'material.flag'), eq(auditLog.targetId, String(material.id))),
        );
      expect(audit).toHaveLength(1);
    }
  });

  it("another company's component is a 404; a pending product follows the product's rule", async () => {
    const other = await createMaterial(t.ctx.db, {
      productId: (await createProduct(t.ctx.db, { statusId: 2 })).id,
    });
    for (const role of [Role.User, Role.Compliance, Role.Engineer] as RoleId[]) {
      expectError(await flag(callers.get(role)?.headers ?? admin, other.id), 404);
    }
    const pending = await component(1);
    expectError(
      await flag(callers.get(Role.User)?.headers ?? admin, pending.id),
      403,
      MSG.pendingProduct,
    );
    expect(
      (await flag(callers.get(Role.Compliance)?.headers ?? admin, pending.id)).statusCode,
    ).toBe(201);
  });

  it('one open flag per component: a second answers 409', async () => {
    const material = await component();
    expect((await flag(rohsCustomer, material.id)).statusCode).toBe(201);
    expectError(await flag(admin, material.id, 'Me too'), 409, REQUEST_MSG.alreadyFlagged);
  });

  it('mails every admin with the product, the component, the reason, who and a link', async () => {
    const product = await createProduct(t.ctx.db, { companyId, statusId: 2 });
    const material = await createMaterial(t.ctx.db, { productId: product.id });
    const flagger = callers.get(Role.Engineer);
    expect((await flag(flagger?.headers ?? admin, material.id, 'Wrong tolerance')).statusCode).toBe(
      201,
    );
    const sent = (
      await t.ctx.db.select().from(mails).where(eq(mails.kind, 'material-flag'))
    ).filter((m) => m.text.includes(material.internalReference));
    const admins = await t.ctx.db.select().from(users).where(eq(users.role, Role.Admin));
    expect(sent.map((m) => m.to).sort()).toEqual(admins.map((a) => a.email).sort());
    const text = sent[0]?.text ?? '';
    for (const part of [
      product.name,
      material.internalReference,
      material.componentName,
      material.manufacturer,
      'Wrong tolerance',
      flagger?.name ?? '',
      `http://partproof.test/products/${product.id}`,
    ]) {
      expect(text).toContain(part);
    }
  });

  it('RoHS viewers see 4 Flagged over the part; the product stays RoHS-available; live pages hear it', async () => {
    const product = await createProduct(t.ctx.db, { companyId, statusId: 2 });
    const material = await createMaterial(t.ctx.db, { productId: product.id });
    const partId = material.partId ?? 0;
    await insertDeclaration(t.ctx.db, { partIds: [partId], values: { reviewState: 'approved' } });
    await recomputeParts(t.ctx.db, await statusContext(t.ctx.db, t.config), [partId]);
    expect((await materialOf(t, rohsCustomer, material.id)).rohsStatus).toBe(2);

    const feed = await openFeed(t.app, rohsCustomer.authorization);
    try {
      expect((await flag(callers.get(Role.User)?.headers ?? admin, material.id)).statusCode).toBe(
        201,
      );
      const flagged = await materialOf(t, rohsCustomer, material.id);
      expect([flagged.rohsStatus, flagged.rohsStatusReason]).toEqual([4, ROHS_REASONS.flagged]);
      const got = await post('product/get', rohsCustomer, { id: product.id });
      const page = got.json<Product>();
      expect(page.isRoHSAvailable).toBe(true);
      expect(page.materials[0]?.rohsStatus).toBe(4);
      expect(page.materials[0]?.flag?.reason).toBe('The marking looks wrong');

      const frames = await waitFor(
        () => {
          const mine = feed.events().filter((m) => m.materialId === material.id);
          return Promise.resolve(mine.length >= 2 ? mine : undefined);
        },
        { what: 'the flag frames' },
      );
      const flagFrame = frames.find((m) => m.event === 'materialFlag');
      expect(MaterialFlagEventSchema.parse(flagFrame?.data).flag?.reason).toBe(
        'The marking looks wrong',
      );
      expect(frames.find((m) => m.event === 'rohsUpdate')?.data).toMatchObject({ rohsStatus: 4 });

      // Resolved: the part's status again, everywhere.
      const res = await resolve(admin, material.id);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<Material>().flag).toBeNull();
      const back = await materialOf(t, rohsCustomer, material.id);
      expect([back.rohsStatus, back.flag]).toEqual([2, null]);
      await waitFor(
        () =>
          Promise.resolve(
            feed
              .events()
              .some(
                (m) =>
                  m.materialId === material.id &&
                  m.event === 'rohsUpdate' &&
                  (m.data as { rohsStatus: number }).rohsStatus === 2,
              )
              ? true
              : undefined,
          ),
        { what: 'the status back on the feed' },
      );
    } finally {
      feed.close();
    }
  });

  it('only admins resolve; the note is stored; no open flag answers 404', async () => {
    const material = await component();
    expect((await flag(rohsCustomer, material.id)).statusCode).toBe(201);
    for (const role of [Role.User, Role.Compliance, Role.Engineer] as RoleId[]) {
      expectError(
        await resolve(callers.get(role)?.headers ?? admin, material.id),
        403,
        MSG.noPermission,
      );
    }
    const res = await resolve(rohsAdmin, material.id, 'Datasheet confirms the marking');
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.ctx.db
      .select()
      .from(materialFlags)
      .where(eq(materialFlags.materialId, material.id));
    expect(row?.note).toBe('Datasheet confirms the marking');
    expect(row?.resolvedAt).toBeInstanceOf(Date);
    expectError(await resolve(rohsAdmin, material.id), 404, REQUEST_MSG.notFlagged);
    // Resolved, it may be flagged again.
    expect((await flag(rohsCustomer, material.id)).statusCode).toBe(201);
  });

  it("a component's latest request shows only to viewers who may read requests", async () => {
    const material = await component();
    await insertRequest(t.ctx.db, t.config, {
      partIds: [material.partId ?? 0],
      sentAt: new Date(Date.now() - 86_400_000),
    });
    const { request: latest } = await insertRequest(t.ctx.db, t.config, {
      partIds: [material.partId ?? 0],
    });
    const seen = await materialOf(t, rohsAdmin, material.id);
    expect(seen.request).toEqual({
      id: latest.id,
      to: latest.to,
      sentAt: latest.createdAt.toISOString(),
      status: 'sent',
    });
    for (const headers of [admin, rohsCustomer, callers.get(Role.Compliance)?.headers ?? admin]) {
      expect((await materialOf(t, headers, material.id)).request).toBeNull();
    }
  });
});
