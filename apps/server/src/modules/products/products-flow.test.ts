import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@partproof/shared';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { createCompany, signedIn } from '../../../test/factories.js';

const lookup = (title: string) => ({ id: null, title });

function wizardPayload(materials = 3) {
  return {
    name: 'Smart Kettle K2',
    type: [lookup('Household appliance')],
    standards: [lookup('IEC 60335-1'), lookup('EN 55014-1')],
    markets: [lookup('EU'), lookup('US')],
    developmentStatus: lookup('Prototype'),
    manufacturer: 'Acme Electronics',
    customer: 'Dana Customer',
    description: 'A kettle',
    collectionProductMaterials: 'bom.xlsx',
    materials: Array.from({ length: materials }, (_, i) => ({
      internalReference: `IPN-${i}`,
      designator: [`R${i + 1}`],
      componentName: `RC0603FR-07${i}KL`,
      type: 'Resistor',
      manufacturer: 'Yageo',
      critical: true,
    })),
  };
}

describe('a product from the wizard to approval', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('a compliance user creates a product that an admin moves to review and the customer approves', async () => {
    const company = await createCompany(t.ctx.db);
    const customer = await signedIn(t.app, t.ctx.db, {
      role: Role.Compliance,
      companyId: company.id,
    });
    const admin = await signedIn(t.app, t.ctx.db, { role: Role.Admin });

    const created = await t.app.inject({
      method: 'POST',
      url: '/api/product/save',
      headers: customer.headers,
      payload: wizardPayload(),
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<{ id: number }>();

    const list = await t.app.inject({
      method: 'POST',
      url: '/api/product/getAll',
      headers: customer.headers,
      payload: {},
    });
    expect(list.json<{ data: { id: number; companyName: string }[] }>().data).toEqual([
      expect.objectContaining({ id, companyName: company.name }),
    ]);

    const detail = await t.app.inject({
      method: 'POST',
      url: '/api/product/get',
      headers: customer.headers,
      payload: { id },
    });
    const product = detail.json<{
      materials: unknown[];
      standards: { title: string }[];
      status: { id: number };
    }>();
    expect(product.materials).toHaveLength(3);
    expect(product.standards.map((s) => s.title)).toEqual(['IEC 60335-1', 'EN 55014-1']);
    expect(product.status.id).toBe(1);

    const toReview = await t.app.inject({
      method: 'POST',
      url: '/api/product/updateStatus',
      headers: admin.headers,
      payload: { productId: id, statusId: 2 },
    });
    expect(toReview.json()).toEqual({
      result: true,
      message: 'Product status update successfully',
    });

    const approve = await t.app.inject({
      method: 'POST',
      url: '/api/product/updateStatus',
      headers: customer.headers,
      payload: { productId: id, statusId: 4 },
    });
    expect(approve.statusCode).toBe(200);
    const approved = await t.app.inject({
      method: 'POST',
      url: '/api/product/get',
      headers: customer.headers,
      payload: { id },
    });
    expect(
      approved.json<{ productApprovalDate: string | null }>().productApprovalDate,
    ).not.toBeNull();
  });

  it('the trial refuses a BOM with more components than the company’s cap, storing nothing', async () => {
    const customer = await signedIn(t.app, t.ctx.db, { role: Role.User });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/product/save',
      headers: customer.headers,
      payload: wizardPayload(6),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json<{ message: string }>().message).toBe(
      'The trial allows at most 5 components per company.',
    );
    const list = await t.app.inject({
      method: 'POST',
      url: '/api/product/getAll',
      headers: customer.headers,
      payload: {},
    });
    expect(list.json<{ total: number }>().total).toBe(0);
  });
});
