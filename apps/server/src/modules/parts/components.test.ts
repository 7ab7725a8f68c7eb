import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ProductStatus,
  Role,
  type Component,
  type RoleId,
  type WhereUsedItem,
} from '@partproof/shared';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import {
  createCdoc,
  createCompany,
  createMaterial,
  createMaterialCertificate,
  createProduct,
  signedIn,
} from '../../../test/factories.js';
import { expectError } from '../../../test/helpers.js';

type Headers = { authorization: string };
type List = { data: Component[]; total: number };

describe('POST /api/product/getAllComponents', () => {
  let t: TestApp;
  let admin: Headers;
  let customer: Headers;
  let engineer: Headers;
  let stranger: Headers;
  let kettleId: number;
  let toasterId: number;
  let cdocId: number;

  const list = (headers: Headers, payload?: object) =>
    t.app.inject({ method: 'POST', url: '/api/product/getAllComponents', headers, payload });

  beforeAll(async () => {
    t = await buildTestApp();
    const companyId = (await createCompany(t.ctx.db)).id;
    admin = (await signedIn(t.app, t.ctx.db, { role: Role.Admin })).headers;
    customer = (await signedIn(t.app, t.ctx.db, { role: Role.User, companyId })).headers;
    engineer = (await signedIn(t.app, t.ctx.db, { role: Role.Engineer, companyId })).headers;
    stranger = (await signedIn(t.app, t.ctx.db, { role: Role.User })).headers;

    // Out of Pending (1), so that every role of the company may open them.
    const kettle = await createProduct(t.ctx.db, { companyId, name: 'Kettle', statusId: 2 });
    const toaster = await createProduct(t.ctx.db, { companyId, name: 'Toaster', statusId: 4 });
    kettleId = kettle.id;
    toasterId = toaster.id;
    // The same capacitor in both products, written differently, under two alias names.
    const a = await createMaterial(t.ctx.db, {
      productId: kettle.id,
      componentName: 'B32922C3104M',
      manufacturer: 'EPCOS',
      type: 'Capacitor',
    });
    const b = await createMaterial(t.ctx.db, {
      productId: toaster.id,
      componentName: 'b32922-c3104-m',
      manufacturer: 'TDK Electronics AG',
      type: 'Capacitor',
    });
    await createMaterial(t.ctx.db, {
      productId: toaster.id,
      componentName: 'G5LE-1A DC12',
      manufacturer: 'Omron',
      type: 'Relay',
    });
    const cdoc = await createCdoc(t.ctx.db, {
      certifyingBody: 'VDE',
      refNumber: '40011111',
      holder: 'TDK Electronics AG',
      expiryDate: '2029-01-31',
    });
    cdocId = cdoc.id;
    // One part: approved once, from either product, it is the record of both.
    expect(b.partId).toBe(a.partId);
    await createMaterialCertificate(t.ctx.db, { materialId: a.id, cdocId: cdoc.id });
    // Another company's component never shows up for the customer.
    await createMaterial(t.ctx.db, { componentName: 'SECRET-PART', manufacturer: 'Acme' });
  });
  afterAll(() => t.close());

  it('lists one part across products with its certification records', async () => {
    const res = await list(customer);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<List>();
    expect(body.total).toBe(2);
    const capacitor = body.data.find((c) => c.type === 'Capacitor');
    expect(capacitor).toMatchObject({
      componentName: 'B32922C3104M',
      manufacturer: 'EPCOS',
      product: [
        { id: kettleId, name: 'Kettle' },
        { id: toasterId, name: 'Toaster' },
      ],
    });
    // No made-up comment count until comments exist.
    expect(capacitor).not.toHaveProperty('commentCount');
    expect(capacitor?.allCertificates).toEqual([
      {
        id: expect.any(Number) as number,
        source: 'https://certificates.example/doc.pdf',
        serviceName: 'import',
        certifyingBody: 'VDE',
        referenceNumber: '40011111',
        expireDate: '2029-01-31',
        manufacture: 'TDK Electronics AG',
        rawVersion: null,
      },
    ]);
    const relay = body.data.find((c) => c.type === 'Relay');
    expect(relay).toMatchObject({ product: [{ id: toasterId }], allCertificates: [] });
    expect(body.data.some((c) => c.componentName === 'SECRET-PART')).toBe(false);
  });

  it('admins see every company and the C-Doc No.', async () => {
    const body = (await list(admin)).json<List>();
    expect(body.data.some((c) => c.componentName === 'SECRET-PART')).toBe(true);
    const capacitor = body.data.find((c) => c.componentName === 'B32922C3104M');
    expect(capacitor?.allCertificates[0]?.cDocNo).toBe(cdocId);
  });

  it('engineers get the same data (the screen hides IN PRODUCT for them)', async () => {
    const body = (await list(engineer)).json<List>();
    expect(body.total).toBe(2);
    expect(body.data.find((c) => c.type === 'Capacitor')?.product).toHaveLength(2);
  });

  it('sorts by any column before cutting the page', async () => {
    const names = async (payload: object) =>
      (await list(customer, payload)).json<List>().data.map((c) => c.componentName);
    const capacitor = 'B32922C3104M';
    const relay = 'G5LE-1A DC12';
    expect(await names({})).toEqual([capacitor, relay]);
    expect(await names({ sortBy: 'componentName', sortDir: 'desc' })).toEqual([relay, capacitor]);
    expect(await names({ sortBy: 'manufacturer', sortDir: 'desc' })).toEqual([relay, capacitor]);
    expect(await names({ sortBy: 'type' })).toEqual([capacitor, relay]);
    // Counts: the capacitor is in two products and has one record, the relay one and none.
    expect(await names({ sortBy: 'products' })).toEqual([relay, capacitor]);
    expect(await names({ sortBy: 'certificates' })).toEqual([relay, capacitor]);
    expect(await names({ sortBy: 'certificates', sortDir: 'desc' })).toEqual([capacitor, relay]);
    // The first page of one row is the first row of the whole sorted list.
    expect(await names({ sortBy: 'certificates', page: 1, size: 1 })).toEqual([relay]);
    const page = (await list(customer, { sortBy: 'certificates', page: 2, size: 1 })).json<List>();
    expect(page.data[0]?.allCertificates).toHaveLength(1);
    expectError(await list(customer, { sortBy: 'price' }), 400);
    expectError(await list(customer, { sortDir: 'up' }), 400);
  });

  it('pages on request, validates paging, and shows other companies nothing', async () => {
    const page = (await list(customer, { page: 2, size: 1 })).json<List>();
    expect(page.total).toBe(2);
    expect(page.data).toHaveLength(1);
    expectError(await list(customer, { page: 0 }), 400);
    expect((await list(stranger)).json()).toEqual({ data: [], total: 0 });
  });

  it("roles 2 and 4 see no Pending product of their company, here or in where-used (product/get's rule)", async () => {
    const companyId = (await createCompany(t.ctx.db)).id;
    const as = async (role: RoleId) =>
      (await signedIn(t.app, t.ctx.db, { role, ...(role === Role.Admin ? {} : { companyId }) }))
        .headers;
    const prototype = await createProduct(t.ctx.db, {
      companyId,
      name: 'Secret Prototype',
      statusId: ProductStatus.Pending,
    });
    const lamp = await createProduct(t.ctx.db, { companyId, name: 'Desk Lamp', statusId: 2 });
    // A part only the Pending product uses, and one both use.
    const onlyPending = await createMaterial(t.ctx.db, {
      productId: prototype.id,
      componentName: 'PROTO-ONLY-1',
      manufacturer: 'Vishay',
    });
    const shared = { componentName: 'SHARED-LED-7', manufacturer: 'Osram' };
    const inPending = await createMaterial(t.ctx.db, { productId: prototype.id, ...shared });
    await createMaterial(t.ctx.db, { productId: lamp.id, ...shared });
    const whereUsed = (partId: number | null, headers: Headers) =>
      t.app.inject({ method: 'GET', url: `/api/part/${partId ?? 0}/where-used`, headers });
    const ofCompany = async (headers: Headers) =>
      (await list(headers, { size: 500 }))
        .json<List>()
        .data.filter(
          (c) => c.componentName.startsWith('PROTO') || c.componentName.startsWith('SHARED'),
        );

    for (const role of [Role.User, Role.Engineer]) {
      const headers = await as(role);
      const seen = await ofCompany(headers);
      expect(
        seen.map((c) => [c.componentName, c.product.map((p) => p.name)]),
        `role ${role}`,
      ).toEqual([['SHARED-LED-7', ['Desk Lamp']]]);
      const uses = (await whereUsed(inPending.partId, headers)).json<{ data: WhereUsedItem[] }>();
      expect(
        uses.data.map((u) => u.productName),
        `role ${role}`,
      ).toEqual(['Desk Lamp']);
      expectError(await whereUsed(onlyPending.partId, headers), 404);
      // The same rule as product/get, which refuses them the product.
      const opened = await t.app.inject({
        method: 'POST',
        url: '/api/product/get',
        headers,
        payload: { id: prototype.id },
      });
      expect(opened.statusCode, `role ${role}`).toBe(403);
    }
    for (const role of [Role.Admin, Role.Compliance]) {
      const headers = await as(role);
      const names = (await ofCompany(headers)).map((c) => [
        c.componentName,
        c.product.map((p) => p.name).sort(),
      ]);
      expect(names, `role ${role}`).toEqual(
        expect.arrayContaining([
          ['PROTO-ONLY-1', ['Secret Prototype']],
          ['SHARED-LED-7', ['Desk Lamp', 'Secret Prototype']],
        ]),
      );
      const uses = (await whereUsed(inPending.partId, headers)).json<{ data: WhereUsedItem[] }>();
      expect(
        uses.data.map((u) => u.productName),
        `role ${role}`,
      ).toEqual(['Desk Lamp', 'Secret Prototype']);
    }
  });
});
