import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { can, MSG, Role, type Mail, type Product, type RoleId } from '@partproof/shared';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { createCompany, createProduct, createUser, signedIn } from '../../../test/factories.js';
import { expectError } from '../../../test/helpers.js';
import { auditLog, products } from '../../db/schema/index.js';

type Headers = { authorization: string };

/**
 * DESIGN.md §5.1, written out by hand so the test does not reuse the code it checks:
 * admins set Pending, Ready for review or Collecting from anywhere and approve only a
 * product in review; customers (2, 3) approve from review and revert from Approved;
 * engineers change nothing.
 */
const ALLOWED: Record<RoleId, string[]> = {
  [Role.Admin]: ['1>2', '1>3', '2>1', '2>3', '2>4', '3>1', '3>2', '4>1', '4>2', '4>3'],
  [Role.User]: ['2>4', '4>2'],
  [Role.Compliance]: ['2>4', '4>2'],
  [Role.Engineer]: [],
};
const STATUSES = [1, 2, 3, 4] as const;

describe('product/updateStatus and product/customerProductStatus', () => {
  let t: TestApp;
  let companyId: number;
  const as = {} as Record<RoleId, Headers & { userId: number }>;

  const call = (url: string, headers: Headers | undefined, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/product/${url}`, headers, payload });
  const statusOf = async (id: number) =>
    (await t.ctx.db.select().from(products).where(eq(products.id, id)))[0];
  const headers = (role: RoleId): Headers => ({ authorization: as[role].authorization });

  beforeAll(async () => {
    t = await buildTestApp();
    companyId = (await createCompany(t.ctx.db)).id;
    for (const role of [Role.Admin, Role.User, Role.Compliance, Role.Engineer] as RoleId[]) {
      const s = await signedIn(t.app, t.ctx.db, {
        role,
        ...(role === Role.Admin ? {} : { companyId }),
      });
      as[role] = { ...s.headers, userId: s.user.id };
    }
  });
  afterAll(() => t.close());

  describe.each([Role.Admin, Role.User, Role.Compliance, Role.Engineer] as RoleId[])(
    'the transition table for role %i',
    (role) => {
      const cases = STATUSES.flatMap((from) =>
        STATUSES.filter((to) => to !== from).map((to) => ({ from, to })),
      );
      it.each(cases)('from $from to $to', async ({ from, to }) => {
        const { id } = await createProduct(t.ctx.db, { companyId, statusId: from });
        const res = await call('updateStatus', headers(role), { productId: id, statusId: to });
        if (ALLOWED[role].includes(`${from}>${to}`)) {
          expect(res.statusCode, res.body).toBe(200);
          expect(res.json()).toEqual({
            result: true,
            message: 'Product status update successfully',
          });
          expect((await statusOf(id))?.statusId).toBe(to);
        } else if (!can({ role }, 'product.changeStatus')) {
          // A role that changes no status at all is refused by the route, before the table.
          expectError(res, 403, MSG.noPermission);
          expect((await statusOf(id))?.statusId).toBe(from);
        } else {
          expectError(res, 403);
          expect(res.json<{ message: string }>().message).toMatch(
            /^You cannot change the status from ".+" to ".+"$/,
          );
          expect((await statusOf(id))?.statusId).toBe(from);
        }
      });
    },
  );

  it('approving sets the approval date and reverting clears it', async () => {
    const { id } = await createProduct(t.ctx.db, { companyId, statusId: 2 });
    const before = Date.now();
    expect(
      (await call('updateStatus', headers(Role.User), { productId: id, statusId: 4 })).statusCode,
    ).toBe(200);
    const approved = (await call('get', headers(Role.User), { id })).json<Product>();
    expect(approved.status.id).toBe(4);
    expect(Date.parse(approved.productApprovalDate ?? '')).toBeGreaterThanOrEqual(before - 1000);
    await call('updateStatus', headers(Role.Compliance), { productId: id, statusId: 2 });
    const reverted = (await call('get', headers(Role.User), { id })).json<Product>();
    expect(reverted).toMatchObject({ status: { id: 2 }, productApprovalDate: null });
  });

  it('every change is written to the audit log with before, after and actor; refusals are not', async () => {
    const { id } = await createProduct(t.ctx.db, { companyId, statusId: 1 });
    await call('updateStatus', headers(Role.Admin), { productId: id, statusId: 2 });
    await call('updateStatus', headers(Role.Compliance), { productId: id, statusId: 4 });
    await call('updateStatus', headers(Role.Engineer), { productId: id, statusId: 2 });
    const rows = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'product.status'), eq(auditLog.targetId, String(id))))
      .orderBy(desc(auditLog.id));
    expect(rows.map((r) => [r.actorId, r.before, r.after])).toEqual([
      [as[Role.Compliance].userId, { statusId: 2 }, { statusId: 4 }],
      [as[Role.Admin].userId, { statusId: 1 }, { statusId: 2 }],
    ]);
    expect(rows[0]?.targetType).toBe('product');
  });

  it('a user of another company gets 404 and an unknown status is a validation error', async () => {
    const other = await createProduct(t.ctx.db, { statusId: 2 });
    expectError(
      await call('updateStatus', headers(Role.Compliance), { productId: other.id, statusId: 4 }),
      404,
    );
    expect((await statusOf(other.id))?.statusId).toBe(2);
    expectError(
      await call('updateStatus', headers(Role.Admin), { productId: other.id, statusId: 5 }),
      400,
    );
    expectError(
      await call('updateStatus', headers(Role.Admin), { productId: 999_999, statusId: 2 }),
      404,
    );
  });

  describe('customerProductStatus', () => {
    const reviewMails = async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/mails?size=200',
        headers: headers(Role.Admin),
      });
      return res.json<{ data: Mail[] }>().data.filter((m) => m.kind === 'product-review');
    };

    it('mails the product’s company users that it is ready for review', async () => {
      const colleague = await createUser(t.ctx.db, { role: Role.User, companyId });
      const stranger = await createUser(t.ctx.db, { role: Role.User });
      const { id, name } = await createProduct(t.ctx.db, {
        ownerId: colleague.id,
        statusId: 1,
      });
      await call('updateStatus', headers(Role.Admin), { productId: id, statusId: 2 });
      const before = (await reviewMails()).length;
      const res = await call('customerProductStatus', headers(Role.Admin), { id });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<{ result: boolean }>().result).toBe(true);
      const mails = (await reviewMails()).slice(0, (await reviewMails()).length - before);
      const companyUsers = await t.ctx.db.query.users.findMany({
        where: (u, { eq: is }) => is(u.companyId, companyId),
      });
      expect(mails.map((m) => m.to).sort()).toEqual(companyUsers.map((u) => u.email).sort());
      expect(mails.map((m) => m.to)).not.toContain(stranger.email);
      expect(mails[0]?.subject).toBe(`Certificate list ready for review: ${name}`);
      expect(mails[0]?.text).toContain(`http://partproof.test/products/${id}`);
    });

    it('refuses a product that is not in review with 409 and mails nobody', async () => {
      const before = (await reviewMails()).length;
      for (const statusId of [1, 3, 4]) {
        const { id } = await createProduct(t.ctx.db, { companyId, statusId });
        expectError(await call('customerProductStatus', headers(Role.Admin), { id }), 409);
      }
      expect(await reviewMails()).toHaveLength(before);
    });

    it('is for admins only', async () => {
      const { id } = await createProduct(t.ctx.db, { companyId, statusId: 2 });
      for (const role of [Role.User, Role.Compliance, Role.Engineer] as RoleId[])
        expectError(await call('customerProductStatus', headers(role), { id }), 403);
      // The role is refused before the record: another company's product is 403 too.
      const other = await createProduct(t.ctx.db, { statusId: 2 });
      expectError(
        await call('customerProductStatus', headers(Role.Compliance), { id: other.id }),
        403,
      );
      expectError(await call('customerProductStatus', headers(Role.Admin), { id: 999_999 }), 404);
    });
  });

  it('a guest gets 401 for both calls', async () => {
    const { id } = await createProduct(t.ctx.db, { companyId, statusId: 2 });
    expectError(await call('updateStatus', undefined, { productId: id, statusId: 4 }), 401);
    expectError(await call('customerProductStatus', undefined, { id }), 401);
  });
});
