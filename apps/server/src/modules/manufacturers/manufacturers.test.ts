import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role, type Manufacturer } from '@partproof/shared';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { textPdf } from '../../../test/declarations.js';
import {
  createCdoc,
  createCompany,
  createMaterial,
  createProduct,
  signedIn,
} from '../../../test/factories.js';
import { expectError, fieldErrors } from '../../../test/helpers.js';
import { auditLog, manufacturers } from '../../db/schema/index.js';

type Headers = { authorization: string };

describe('GET and POST /api/manufacturer', () => {
  let t: TestApp;
  let admin: Headers;
  let engineer: Headers;
  let customer: Headers;

  const add = (headers: Headers | undefined, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/manufacturer', headers, payload });
  const list = (headers: Headers) =>
    t.app.inject({ method: 'GET', url: '/api/manufacturer', headers });

  beforeAll(async () => {
    t = await buildTestApp();
    admin = (await signedIn(t.app, t.ctx.db, { role: Role.Admin })).headers;
    engineer = (await signedIn(t.app, t.ctx.db, { role: Role.Engineer })).headers;
    customer = (await signedIn(t.app, t.ctx.db, { role: Role.User })).headers;
  });
  afterAll(() => t.close());

  it('an admin adds a manufacturer and every signed-in user lists it', async () => {
    const res = await add(admin, { name: '  Murata Manufacturing ' });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json<{ result: Manufacturer; message: string }>();
    expect(body).toEqual({
      result: { id: expect.any(Number) as number, name: 'Murata Manufacturing' },
      message: 'Manufacturer created',
    });
    await add(admin, { name: 'abracon' });
    for (const headers of [customer, engineer, admin]) {
      const listed = await list(headers);
      expect(listed.statusCode).toBe(200);
      const { data, total } = listed.json<{ data: Manufacturer[]; total: number }>();
      expect(data.map((m) => m.name)).toEqual(['abracon', 'Murata Manufacturing']);
      expect(total).toBe(2);
    }
    const audit = await t.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'manufacturer.create'));
    expect(audit).toHaveLength(2);
  });

  it('a blank name is refused with the spec text', async () => {
    const res = await add(admin, { name: '   ' });
    expectError(res, 400, 'Please enter a manufacturer name.');
    expect(fieldErrors(res, 'name')).toEqual(['Please enter a manufacturer name.']);
    expectError(await add(admin, {}), 400, 'Please enter a manufacturer name.');
  });

  it('a duplicate name (any case) is a conflict', async () => {
    expectError(await add(admin, { name: 'MURATA manufacturing' }), 409);
    const rows = await t.ctx.db.select().from(manufacturers);
    expect(rows).toHaveLength(2);
  });

  it('the list comes a page at a time, in name order, with the total count', async () => {
    await t.ctx.db.insert(manufacturers).values(
      Array.from({ length: 130 }, (_, i) => ({
        name: `Maker ${String(i).padStart(3, '0')}`,
        key: `maker${i}`,
      })),
    );
    const page = (query: string) =>
      t.app.inject({ method: 'GET', url: `/api/manufacturer?${query}`, headers: engineer });
    const second = (await page('page=2&size=3')).json<{ data: Manufacturer[]; total: number }>();
    // abracon, Maker 000, Maker 001 | Maker 002 …
    expect(second.data.map((m) => m.name)).toEqual(['Maker 002', 'Maker 003', 'Maker 004']);
    expect(second.total).toBe(132);
    // Without page and size, one page of 100, never the whole table.
    const first = (await list(engineer)).json<{ data: Manufacturer[]; total: number }>();
    expect(first.data).toHaveLength(100);
    expect(first.total).toBe(132);
    expectError(await page('size=501'), 400);
    expectError(await page('page=0'), 400);
  });

  it('a name search narrows the list and its total', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/manufacturer?search=MURATA',
      headers: customer,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      data: [{ id: expect.any(Number) as number, name: 'Murata Manufacturing' }],
      total: 1,
    });
  });

  it('only admins add manufacturers; guests are not signed in', async () => {
    expectError(await add(customer, { name: 'Kemet' }), 403, 'You do not have permission');
    expectError(await add(engineer, { name: 'Kemet' }), 403, 'You do not have permission');
    expectError(await add(undefined, { name: 'Kemet' }), 401);
    expectError(await t.app.inject({ method: 'GET', url: '/api/manufacturer' }), 401);
    expect(
      await t.ctx.db.select().from(manufacturers).where(eq(manufacturers.name, 'Kemet')),
    ).toEqual([]);
  });
});

describe("GET /api/manufacturer never shows a maker known only from another company's BOM", () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const readForm = (bytes: Buffer) => {
    const data = new FormData();
    data.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), 'a.pdf');
    return data;
  };
  const names = async (headers: Headers, search: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/manufacturer?search=${encodeURIComponent(search)}`,
      headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: Manufacturer[] }>().data.map((m) => m.name);
  };

  it("B's users do not list A's BOM-only maker; A's users and admins do", async () => {
    const a = await createCompany(t.ctx.db, { name: 'Company A' });
    const b = await createCompany(t.ctx.db, { name: 'Company B' });
    const product = await createProduct(t.ctx.db, { companyId: a.id, statusId: 2 });
    await createMaterial(t.ctx.db, {
      productId: product.id,
      manufacturer: 'Quietwave Semiconductors',
      componentName: 'QW-1234',
    });
    const admin = await signedIn(t.app, t.ctx.db, { role: Role.Admin, isRoHSAllow: true });
    // Reading a document remembers the BOMs' makers (read.service rememberPartMakers).
    const read = await t.app.inject({
      method: 'POST',
      url: '/api/rohs/read',
      headers: admin.headers,
      payload: readForm(await textPdf(['RoHS Declaration of Conformity'])),
    });
    expect(read.statusCode, read.body).toBe(200);
    expect(await names(admin.headers, 'Quietwave')).toEqual(['Quietwave Semiconductors']);
    for (const role of [Role.User, Role.Compliance, Role.Engineer]) {
      const ofB = await signedIn(t.app, t.ctx.db, { role, companyId: b.id });
      expect(await names(ofB.headers, 'Quietwave')).toEqual([]);
      const ofA = await signedIn(t.app, t.ctx.db, { role, companyId: a.id });
      expect(await names(ofA.headers, 'Quietwave')).toEqual(['Quietwave Semiconductors']);
    }
    // Once the certificate database knows it, everyone may list it.
    await createCdoc(t.ctx.db, { holder: 'Quietwave Semiconductors' });
    const ofB = await signedIn(t.app, t.ctx.db, { role: Role.User, companyId: b.id });
    expect(await names(ofB.headers, 'Quietwave')).toEqual(['Quietwave Semiconductors']);
  });
});
