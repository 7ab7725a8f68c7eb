import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role, type Material, type Product, type RoleId } from '@partproof/shared';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { createCompany, createProduct, signedIn } from '../../../test/factories.js';
import { expectError, fieldErrors } from '../../../test/helpers.js';
import { auditLog, materials } from '../../db/schema/index.js';

type Headers = { authorization: string };

describe('material/save (the Add component modal)', () => {
  let t: TestApp;
  let companyId: number;
  const as = {} as Record<RoleId, Headers>;

  const component = (productId: number, overrides: Record<string, unknown> = {}) => ({
    productId,
    internalReference: 'U7',
    componentName: 'TPS54331DR',
    manufacturer: 'Texas Instruments',
    type: 'IC',
    critical: false,
    ...overrides,
  });
  const save = (headers: Headers | undefined, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/material/save', headers, payload });
  const countOf = async (productId: number) =>
    (
      await t.ctx.db
        .select({ n: count() })
        .from(materials)
        .where(eq(materials.productId, productId))
    )[0]?.n ?? 0;

  beforeAll(async () => {
    t = await buildTestApp();
    companyId = (await createCompany(t.ctx.db, { trialLifted: true })).id;
    as[Role.Admin] = (await signedIn(t.app, t.ctx.db, { role: Role.Admin })).headers;
    for (const role of [Role.User, Role.Compliance, Role.Engineer] as RoleId[])
      as[role] = (await signedIn(t.app, t.ctx.db, { role, companyId })).headers;
  });
  afterAll(() => t.close());

  it('adds a component after the existing ones and answers 201 “Material created!”', async () => {
    const { id } = await createProduct(t.ctx.db, { companyId, statusId: 2, materials: 2 });
    const res = await save(as[Role.User], component(id, { requiredCertificates: ['UL', 'VDE'] }));
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json<{ message: string; material: Material }>();
    expect(body.message).toBe('Material created!');
    expect(body.material).toMatchObject({
      productId: id,
      internalReference: 'U7',
      componentName: 'TPS54331DR',
      manufacturer: 'Texas Instruments',
      type: 'IC',
      critical: false,
      status: 1,
      materialStatus: { id: 1 },
      requiredCertificates: ['UL', 'VDE'],
    });
    const product = (
      await t.app.inject({
        method: 'POST',
        url: '/api/product/get',
        headers: as[Role.User],
        payload: { id },
      })
    ).json<Product>();
    expect(product.materials.map((m) => m.id).at(-1)).toBe(body.material.id);
    const [audit] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(body.material.id)));
    expect(audit?.action).toBe('material.create');
  });

  it.each(['internalReference', 'componentName', 'manufacturer', 'type'])(
    'a missing or blank %s is “Required” and nothing is added',
    async (field) => {
      const { id } = await createProduct(t.ctx.db, { companyId });
      const without: Record<string, unknown> = component(id);
      delete without[field];
      for (const payload of [without, component(id, { [field]: '   ' })]) {
        const res = await save(as[Role.Compliance], payload);
        expectError(res, 400);
        expect(fieldErrors(res, field)).toEqual(['Required']);
      }
      expect(await countOf(id)).toBe(0);
    },
  );

  it('critical is a required boolean', async () => {
    const { id } = await createProduct(t.ctx.db, { companyId });
    const without: Record<string, unknown> = component(id);
    delete without.critical;
    for (const payload of [without, component(id, { critical: 'yes' })]) {
      const res = await save(as[Role.Compliance], payload);
      expectError(res, 400);
      expect(fieldErrors(res, 'critical')).toEqual(['Required']);
    }
    expect(await countOf(id)).toBe(0);
  });

  it('the status of a new component is always 1', async () => {
    const { id } = await createProduct(t.ctx.db, { companyId, statusId: 2 });
    expectError(await save(as[Role.User], component(id, { status: 2 })), 400);
    const res = await save(as[Role.User], component(id, { status: 1 }));
    expect(res.json<{ material: Material }>().material.status).toBe(1);
  });

  it('an engineer of the company may add a component', async () => {
    const { id } = await createProduct(t.ctx.db, { companyId, statusId: 2 });
    expect((await save(as[Role.Engineer], component(id))).statusCode).toBe(201);
  });

  it('the trial cap applies to components added here', async () => {
    const capped = await createCompany(t.ctx.db);
    const user = await signedIn(t.app, t.ctx.db, { role: Role.User, companyId: capped.id });
    const { id } = await createProduct(t.ctx.db, {
      ownerId: user.user.id,
      statusId: 2,
      materials: 5,
    });
    expectError(
      await save(user.headers, component(id)),
      403,
      'The trial allows at most 5 components per company.',
    );
    expect(await countOf(id)).toBe(5);
  });

  it('a user of another company gets 404 and adds nothing', async () => {
    const other = await createProduct(t.ctx.db, { statusId: 2 });
    for (const role of [Role.User, Role.Compliance, Role.Engineer] as RoleId[])
      expectError(await save(as[role], component(other.id)), 404);
    expectError(await save(as[Role.Admin], component(999_999)), 404);
    expect(await countOf(other.id)).toBe(0);
  });

  it('a guest gets 401', async () => {
    const { id } = await createProduct(t.ctx.db, { companyId });
    expectError(await save(undefined, component(id)), 401);
  });
});
