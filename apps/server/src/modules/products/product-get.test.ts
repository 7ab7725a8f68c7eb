import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role, type Product, type RoleId } from '@partproof/shared';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import {
  componentInput,
  createCompany,
  createProduct,
  signedIn,
  wizardPayload,
} from '../../../test/factories.js';
import { expectError } from '../../../test/helpers.js';
import { products } from '../../db/schema/index.js';

type Headers = { authorization: string };

describe('product/get', () => {
  let t: TestApp;
  let companyId: number;
  const as: Partial<Record<RoleId, Headers>> = {};
  const headersOf = (role: RoleId): Headers => {
    const h = as[role];
    if (!h) throw new Error(`no user of role ${role}`);
    return h;
  };

  const get = (headers: Headers | undefined, id: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/product/get', headers, payload: { id } });

  beforeAll(async () => {
    t = await buildTestApp();
    companyId = (await createCompany(t.ctx.db, { name: 'Kettle Works' })).id;
    for (const role of [Role.User, Role.Compliance, Role.Engineer] as RoleId[]) {
      as[role] = (await signedIn(t.app, t.ctx.db, { role, companyId })).headers;
    }
    as[Role.Admin] = (await signedIn(t.app, t.ctx.db, { role: Role.Admin })).headers;
  });
  afterAll(() => t.close());

  it('returns the bare product with every info field and its materials in BOM order', async () => {
    const payload = wizardPayload(0, {
      name: 'Smart Kettle K2',
      standards: [
        { id: null, title: 'IEC 60335-1' },
        { id: null, title: 'EN 55014-1' },
      ],
      markets: [
        { id: null, title: 'EU' },
        { id: null, title: 'US' },
      ],
      materials: [
        componentInput(0, { designator: ['R1', 'R2'], critical: false }),
        componentInput(1, { componentName: 'GRM188R71H104KA93D', type: 'Capacitor' }),
      ],
    });
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/product/save',
      headers: headersOf(Role.Compliance),
      payload,
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const { id } = saved.json<{ id: number }>();

    const res = await get(headersOf(Role.Compliance), id);
    expect(res.statusCode, res.body).toBe(200);
    const product = res.json<Product>();
    expect(product).toMatchObject({
      id,
      name: 'Smart Kettle K2',
      description: 'A kettle',
      manufacturer: 'Acme Electronics',
      customer: 'Dana Customer',
      type: [{ title: 'Household appliance' }],
      developmentStatus: { title: 'Prototype' },
      status: { id: 1 },
      productApprovalDate: null,
      user: { company: { id: companyId, name: 'Kettle Works' } },
      companyName: 'Kettle Works',
      collectionProductMaterials: 'bom.xlsx',
      filePath: null,
      isRoHSAvailable: false,
    });
    expect(product.standards.map((s) => s.title)).toEqual(['IEC 60335-1', 'EN 55014-1']);
    expect(product.markets.map((s) => s.title)).toEqual(['EU', 'US']);
    expect(product.materials).toHaveLength(2);
    expect(product.materials[0]).toMatchObject({
      productId: id,
      internalReference: 'IPN-0',
      designator: ['R1', 'R2'],
      critical: false,
      materialStatus: { id: 1 },
      status: 1,
    });
    expect(product.materials[1]).toMatchObject({
      componentName: 'GRM188R71H104KA93D',
      type: 'Capacitor',
      critical: true,
    });
  });

  it('a pending product is refused to roles 2 and 4', async () => {
    const { id } = await createProduct(t.ctx.db, { companyId, statusId: 1 });
    for (const role of [Role.User, Role.Engineer] as RoleId[]) {
      expectError(await get(headersOf(role), id), 403, 'This product is still pending review');
    }
  });

  it('a pending product opens for admins and compliance users', async () => {
    const { id } = await createProduct(t.ctx.db, { companyId, statusId: 1 });
    for (const role of [Role.Admin, Role.Compliance] as RoleId[]) {
      const res = await get(headersOf(role), id);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<Product>().id).toBe(id);
    }
  });

  it('once out of Pending the product opens for every role of its company', async () => {
    const { id } = await createProduct(t.ctx.db, { companyId, statusId: 1, materials: 2 });
    await t.ctx.db.update(products).set({ statusId: 2 }).where(eq(products.id, id));
    for (const role of [Role.User, Role.Engineer, Role.Compliance] as RoleId[]) {
      const res = await get(headersOf(role), id);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<Product>().materials).toHaveLength(2);
    }
  });

  it('a user of another company gets 404 for the product', async () => {
    const other = await createProduct(t.ctx.db, { statusId: 2 });
    expectError(await get(headersOf(Role.Compliance), other.id), 404, 'Product not found');
    expectError(await get(headersOf(Role.User), other.id), 404, 'Product not found');
    expect((await get(headersOf(Role.Admin), other.id)).statusCode).toBe(200);
  });

  it('an engineer without a company gets 404 for another user’s company-less product', async () => {
    const owner = await signedIn(t.app, t.ctx.db, { role: Role.Engineer });
    const stranger = await signedIn(t.app, t.ctx.db, { role: Role.Engineer });
    const { id } = await createProduct(t.ctx.db, { ownerId: owner.user.id, statusId: 2 });
    expect((await get(owner.headers, id)).statusCode).toBe(200);
    expectError(await get(stranger.headers, id), 404);
  });

  it('an unknown id is 404 and a non-integer id is a validation error', async () => {
    expectError(await get(headersOf(Role.Admin), 999_999), 404);
    expectError(await get(headersOf(Role.Admin), 'abc'), 400);
  });

  it('a guest gets 401', async () => {
    expectError(await get(undefined, 1), 401);
  });
});
