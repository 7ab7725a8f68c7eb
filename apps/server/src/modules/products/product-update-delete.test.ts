import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role, type LookupLists, type Product, type RoleId } from '@partproof/shared';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { createCompany, createProduct, signedIn } from '../../../test/factories.js';
import { expectError, fieldErrors } from '../../../test/helpers.js';
import { auditLog, materials, productLookups, products } from '../../db/schema/index.js';

type Headers = { authorization: string };

describe('product/update and product/delete', () => {
  let t: TestApp;
  let companyId: number;
  let lists: LookupLists;
  const as = {} as Record<RoleId, Headers>;

  const call = (url: string, headers: Headers | undefined, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/product/${url}`, headers, payload });
  const pick = (list: { id: number; title: string }[], title: string) => {
    const found = list.find((l) => l.title === title);
    if (!found) throw new Error(`no lookup ${title}`);
    return found;
  };
  /** A product of the company, created through the wizard so it has lookups. */
  const wizardProduct = async () => {
    const res = await call('save', as[Role.Admin], {
      name: 'Desk Lamp',
      type: [pick(lists.productTypes, 'Lighting')],
      standards: [pick(lists.standards, 'IEC 62368-1')],
      markets: [pick(lists.markets, 'EU'), pick(lists.markets, 'US')],
      developmentStatus: pick(lists.developmentStatuses, 'Prototype'),
      manufacturer: 'Acme',
      customer: 'Dana',
      description: 'Warm white, 9 W',
      materials: [],
    });
    const id = res.json<{ id: number }>().id;
    // Hand it to the company, as if a customer had created it.
    await t.ctx.db.update(products).set({ companyId, statusId: 2 }).where(eq(products.id, id));
    return id;
  };
  const get = async (id: number) => (await call('get', as[Role.Admin], { id })).json<Product>();

  beforeAll(async () => {
    t = await buildTestApp();
    companyId = (await createCompany(t.ctx.db)).id;
    as[Role.Admin] = (await signedIn(t.app, t.ctx.db, { role: Role.Admin })).headers;
    for (const role of [Role.User, Role.Compliance, Role.Engineer] as RoleId[])
      as[role] = (await signedIn(t.app, t.ctx.db, { role, companyId })).headers;
    lists = (await call('../standard-substitutions/all', as[Role.Admin], {})).json<LookupLists>();
  });
  afterAll(() => t.close());

  it('the Edit modal saves every field and replaces the chosen lookups', async () => {
    const id = await wizardProduct();
    const res = await call('update', as[Role.Compliance], {
      id,
      name: 'Desk Lamp v2',
      description: 'Now dimmable',
      manufacturer: 'Acme GmbH',
      customer: 'Dana Customer',
      developmentStatus: pick(lists.developmentStatuses, 'Mass production'),
      type: [{ id: null, title: 'Smart lighting' }],
      standards: [pick(lists.standards, 'IEC 61347-1'), pick(lists.standards, 'EN 55032')],
    });
    expect(res.statusCode, res.body).toBe(200);
    const product = res.json<Product>();
    expect(product).toMatchObject({
      name: 'Desk Lamp v2',
      description: 'Now dimmable',
      manufacturer: 'Acme GmbH',
      customer: 'Dana Customer',
      developmentStatus: { title: 'Mass production' },
      type: [{ title: 'Smart lighting' }],
    });
    expect(product.standards.map((s) => s.title)).toEqual(['IEC 61347-1', 'EN 55032']);
    // Markets were not sent: they stay as they were.
    expect(product.markets.map((s) => s.title)).toEqual(['EU', 'US']);
    expect(await get(id)).toMatchObject({ name: 'Desk Lamp v2', type: product.type });
    const [audit] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'product.update'), eq(auditLog.targetId, String(id))));
    expect(audit?.before).toMatchObject({ name: 'Desk Lamp' });
    expect(audit?.after).toMatchObject({ name: 'Desk Lamp v2' });
  });

  it('renaming alone keeps the description and the other fields', async () => {
    const id = await wizardProduct();
    const res = await call('update', as[Role.User], { id, name: 'Renamed lamp' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await get(id)).toMatchObject({
      name: 'Renamed lamp',
      description: 'Warm white, 9 W',
      manufacturer: 'Acme',
      developmentStatus: { title: 'Prototype' },
    });
  });

  it('a blank or missing name is “Name is required”', async () => {
    const id = await wizardProduct();
    for (const payload of [{ id, name: '  ' }, { id }]) {
      const res = await call('update', as[Role.Admin], payload);
      expectError(res, 400);
      expect(fieldErrors(res, 'name')).toEqual(['Name is required']);
    }
    expect((await get(id)).name).toBe('Desk Lamp');
  });

  it('only an admin marks a product as a benchmark', async () => {
    const id = await wizardProduct();
    expectError(
      await call('update', as[Role.Compliance], { id, name: 'Desk Lamp', isBenchmark: true }),
      403,
    );
    expect((await get(id)).isBenchmark).toBe(false);
    const res = await call('update', as[Role.Admin], { id, name: 'Desk Lamp', isBenchmark: true });
    expect(res.json<Product>().isBenchmark).toBe(true);
    const bench = await call('getAll', as[Role.Admin], { filter: 'benchmark' });
    expect(bench.json<{ data: { id: number }[] }>().data.map((p) => p.id)).toEqual([id]);
  });

  it('an engineer may not edit a product', async () => {
    const id = await wizardProduct();
    expectError(await call('update', as[Role.Engineer], { id, name: 'Hacked' }), 403);
    expect((await get(id)).name).toBe('Desk Lamp');
  });

  it('a user of another company gets 404 for the update', async () => {
    const other = await createProduct(t.ctx.db, { statusId: 2 });
    expectError(await call('update', as[Role.Compliance], { id: other.id, name: 'x' }), 404);
    expectError(await call('update', as[Role.Admin], { id: 999_999, name: 'x' }), 404);
  });

  it('an admin deletes a product with its components and lookups', async () => {
    const id = await wizardProduct();
    await createProduct(t.ctx.db, { companyId, materials: 0 }); // a neighbour that must stay
    const { id: withMaterials } = await createProduct(t.ctx.db, { companyId, materials: 4 });
    for (const target of [id, withMaterials]) {
      const res = await call('delete', as[Role.Admin], { id: target });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ result: true, message: 'Product deleted successfully' });
      expectError(await call('get', as[Role.Admin], { id: target }), 404);
    }
    const left = async (table: typeof materials | typeof productLookups, productId: number) =>
      (await t.ctx.db.select({ n: count() }).from(table).where(eq(table.productId, productId)))[0]
        ?.n;
    expect(await left(materials, withMaterials)).toBe(0);
    expect(await left(productLookups, id)).toBe(0);
    const [audit] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'product.delete'), eq(auditLog.targetId, String(withMaterials))),
      );
    expect(audit?.before).toMatchObject({ components: 4 });
  });

  it('roles 2, 3 and 4 may not delete their company’s product', async () => {
    const { id } = await createProduct(t.ctx.db, { companyId, materials: 1 });
    for (const role of [Role.User, Role.Compliance, Role.Engineer] as RoleId[])
      expectError(await call('delete', as[role], { id }), 403, 'You do not have permission');
    expect((await call('get', as[Role.Admin], { id })).statusCode).toBe(200);
  });

  it('deleting another company’s product is refused by role (403), an unknown one is 404', async () => {
    const other = await createProduct(t.ctx.db);
    // Deleting is for admins, who reach every company: the route refuses the role itself.
    expectError(await call('delete', as[Role.Compliance], { id: other.id }), 403);
    expectError(await call('delete', as[Role.Admin], { id: 999_999 }), 404);
  });

  it('a guest gets 401 for update and delete', async () => {
    const { id } = await createProduct(t.ctx.db);
    expectError(await call('update', undefined, { id, name: 'x' }), 401);
    expectError(await call('delete', undefined, { id }), 401);
  });
});
