import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, ProductStatus, Role } from '@partproof/shared';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { createCompany, createMaterial, createProduct, signedIn } from '../../../test/factories.js';
import { expectError } from '../../../test/helpers.js';
import { materials, products } from '../../db/schema/index.js';

type Headers = { authorization: string };

/**
 * A pending product opens only for roles 1 and 3 (DESIGN.md §5.1): product/get refuses the
 * others, and so does every call that would change it or its components behind the page
 * they cannot open.
 */
describe('a pending product cannot be changed by roles 2 and 4', () => {
  let t: TestApp;
  let companyId: number;
  let user: Headers;
  let engineer: Headers;
  let compliance: Headers;

  const post = (url: string, headers: Headers, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/${url}`, headers, payload });
  const pendingProduct = async () => {
    const product = await createProduct(t.ctx.db, { companyId, statusId: ProductStatus.Pending });
    const material = await createMaterial(t.ctx.db, { productId: product.id });
    return { product, material };
  };
  const componentInput = (productId: number) => ({
    productId,
    internalReference: 'U9',
    componentName: 'LM317',
    manufacturer: 'TI',
    type: 'IC',
    critical: false,
  });
  const componentsOf = async (productId: number) =>
    (await t.ctx.db.select().from(materials).where(eq(materials.productId, productId))).length;

  beforeAll(async () => {
    t = await buildTestApp();
    companyId = (await createCompany(t.ctx.db, { trialLifted: true })).id;
    user = (await signedIn(t.app, t.ctx.db, { role: Role.User, companyId })).headers;
    engineer = (await signedIn(t.app, t.ctx.db, { role: Role.Engineer, companyId })).headers;
    compliance = (await signedIn(t.app, t.ctx.db, { role: Role.Compliance, companyId })).headers;
  });
  afterAll(() => t.close());

  it('product/update answers 403 and changes nothing', async () => {
    const { product } = await pendingProduct();
    expectError(
      await post('product/update', user, { id: product.id, name: 'Renamed' }),
      403,
      MSG.pendingProduct,
    );
    const [row] = await t.ctx.db.select().from(products).where(eq(products.id, product.id));
    expect(row?.name).toBe(product.name);
  });

  it('material/save answers 403 and adds no component', async () => {
    const { product } = await pendingProduct();
    for (const headers of [user, engineer])
      expectError(
        await post('material/save', headers, componentInput(product.id)),
        403,
        MSG.pendingProduct,
      );
    expect(await componentsOf(product.id)).toBe(1);
  });

  it('material/update answers 403 and leaves the component as it was', async () => {
    const { material } = await pendingProduct();
    expectError(
      await post('material/update', user, { id: material.id, componentName: 'CHANGED-1' }),
      403,
      MSG.pendingProduct,
    );
    const [row] = await t.ctx.db.select().from(materials).where(eq(materials.id, material.id));
    expect(row?.componentName).toBe(material.componentName);
  });

  it('material/delete is refused and deletes nothing', async () => {
    const { product, material } = await pendingProduct();
    // Deleting components is for admins: the route refuses the role before the record.
    expectError(
      await post('material/delete', user, { productId: product.id, id: material.id }),
      403,
      MSG.noPermission,
    );
    expect(await componentsOf(product.id)).toBe(1);
  });

  it('material/get and the material status refuse the component of a pending product', async () => {
    const { material } = await pendingProduct();
    expectError(await post('material/get', user, { id: material.id }), 403, MSG.pendingProduct);
    expectError(
      await t.app.inject({
        method: 'PATCH',
        url: `/api/material/update-material-status/${material.id}`,
        headers: user,
        payload: { materialStatus: { id: 2 } },
      }),
      403,
      MSG.pendingProduct,
    );
    const [row] = await t.ctx.db.select().from(materials).where(eq(materials.id, material.id));
    expect(row?.materialStatusId).toBe(material.materialStatusId);
  });

  it('compliance users still work on the pending product, and role 2 once it is in review', async () => {
    const { product, material } = await pendingProduct();
    expect(
      (await post('product/update', compliance, { id: product.id, name: 'C' })).statusCode,
    ).toBe(200);
    expect((await post('material/save', compliance, componentInput(product.id))).statusCode).toBe(
      201,
    );
    await t.ctx.db
      .update(products)
      .set({ statusId: ProductStatus.ReadyForReview })
      .where(eq(products.id, product.id));
    expect((await post('product/update', user, { id: product.id, name: 'U' })).statusCode).toBe(
      200,
    );
    expect((await post('material/save', user, componentInput(product.id))).statusCode).toBe(201);
    expect(
      (await post('material/update', user, { id: material.id, componentName: 'NEW-2' })).statusCode,
    ).toBe(200);
  });
});
