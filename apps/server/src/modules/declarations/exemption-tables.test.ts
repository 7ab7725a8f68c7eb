import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  exemptionTableCsv,
  Role,
  type ExemptionTableAnswer,
  type Product,
} from '@partproof/shared';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { insertDeclaration, materialOf } from '../../../test/declarations.js';
import {
  componentInput,
  createCompany,
  createMaterial,
  createProduct,
  signedIn,
  wizardPayload,
} from '../../../test/factories.js';
import { expectError, form } from '../../../test/helpers.js';
import { parts } from '../../db/schema/index.js';
import { dayOf, recomputeParts, statusContext } from './rohs-status.js';

type Headers = { authorization: string };

const DAY = 86_400_000;
const yesterday = dayOf(new Date(Date.now() - DAY));
const FAR = '2099-12-31';

describe('the exemption table as data (GET and POST /api/rohs/exemptions)', () => {
  let t: TestApp;
  let admin: Headers;
  let customer: Headers;
  let companyId: number;

  const table = async (headers: Headers) => {
    const res = await t.app.inject({ url: '/api/rohs/exemptions', headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ExemptionTableAnswer>();
  };
  const importTable = (json: unknown, dryRun: boolean, headers = admin, name = 'exemptions.json') =>
    t.app.inject({
      method: 'POST',
      url: '/api/rohs/exemptions',
      headers,
      payload: form(
        { dryRun: String(dryRun) },
        {
          field: 'file',
          bytes: Buffer.from(typeof json === 'string' ? json : JSON.stringify(json)),
          name,
          type: name.endsWith('.csv') ? 'text/csv' : 'application/json',
        },
      ),
    });
  /** A component of a product of `category` whose part an approved declaration covers relying on `exemption`. */
  const relyingPart = async (maker: string, exemption: string, category: number) => {
    const product = await createProduct(t.ctx.db, {
      companyId,
      statusId: 2,
      eeeCategory: category,
    });
    const material = await createMaterial(t.ctx.db, {
      productId: product.id,
      manufacturer: maker,
      componentName: `${maker}-1`,
    });
    await insertDeclaration(t.ctx.db, {
      manufacturer: maker,
      partIds: [material.partId ?? 0],
      values: {
        reviewState: 'approved',
        exemptions: [exemption],
        directives: ['2011/65/EU', '(EU) 2015/863'],
        dateIssue: dayOf(new Date(Date.now() - 30 * DAY)),
      },
    });
    await recomputeParts(t.ctx.db, await statusContext(t.ctx.db, t.ctx.config), [
      material.partId ?? 0,
    ]);
    return { product, material };
  };
  /** The table in force with one entry's dates replaced, as a newer version. */
  const edited = (
    answer: ExemptionTableAnswer,
    date: string,
    id: string,
    categories: ExemptionTableAnswer['data'][number]['categories'],
  ) => ({
    ...answer,
    version: { ...answer.version, date },
    data: answer.data.map((e) => (e.id === id ? { ...e, categories } : e)),
  });

  beforeAll(async () => {
    t = await buildTestApp();
    companyId = (await createCompany(t.ctx.db)).id;
    admin = (await signedIn(t.app, t.ctx.db, { role: Role.Admin, isRoHSAllow: true })).headers;
    customer = (await signedIn(t.app, t.ctx.db, { companyId, isRoHSAllow: true })).headers;
  });
  afterAll(() => t.close());

  it('a fresh install has the table of the 2025 delegated directives in force, each entry with its standing', async () => {
    const shipped = await table(customer);
    expect(shipped.version).toMatchObject({ date: '2025-11-21' });
    const byId = new Map(shipped.data.map((e) => [e.id, e]));
    expect(byId.get('6(b)-III')).toMatchObject({
      act: 'Commission Delegated Directive (EU) 2025/2364',
      actDate: '2025-11-21',
      status: 'valid',
    });
    expect(byId.get('6(b)-II')?.status).toBe('revoked');
    expect(byId.get('1(a)')?.status).toBe('expired');
    const withoutFlag = (await signedIn(t.app, t.ctx.db, { companyId })).headers;
    expectError(await t.app.inject({ url: '/api/rohs/exemptions', headers: withoutFlag }), 403);
  });

  it('a new version: the preview shows exactly the parts whose status changes and stores nothing; applying changes those', async () => {
    const ending = await relyingPart('Vishay', '7(c)-II', 3);
    const kept = await relyingPart('Murata', '7(c)-II', 9);
    const before = await materialOf(t, admin, ending.material.id);
    const keptBefore = await materialOf(t, admin, kept.material.id);
    // Ended yesterday for every category but 9.
    const version = edited(await table(admin), '2026-06-01', '7(c)-II', [
      { categories: [1, 2, 3, 4, 5, 6, 7, 8, 10, 11], expires: yesterday },
      { categories: [9], expires: FAR },
    ]);
    const expected = {
      total: 1,
      changes: [
        {
          partId: ending.material.partId,
          materialIds: [ending.material.id],
          productIds: [ending.product.id],
          from: { rohsStatus: before.rohsStatus, reason: before.rohsStatusReason },
          to: {
            rohsStatus: 6,
            reason: `Relies on exemption 7(c)-II, expired ${yesterday} for category 3`,
          },
        },
      ],
    };

    const preview = await importTable(version, true);
    expect(preview.statusCode, preview.body).toBe(201);
    expect(preview.json()).toEqual({
      dryRun: true,
      version: { id: null, date: '2026-06-01', source: version.version.source },
      ...expected,
    });
    expect((await materialOf(t, admin, ending.material.id)).rohsStatus).toBe(before.rohsStatus);
    expect((await table(admin)).version.date).toBe('2025-11-21');

    const applied = await importTable(version, false);
    expect(applied.statusCode, applied.body).toBe(201);
    expect(applied.json()).toMatchObject({ dryRun: false, ...expected });
    const after = await materialOf(t, admin, ending.material.id);
    expect(after.rohsStatus).toBe(6);
    expect(after.rohsStatusReason).toBe(expected.changes[0]?.to.reason);
    expect((await materialOf(t, admin, kept.material.id)).rohsStatus).toBe(keptBefore.rohsStatus);
    const inForce = await table(customer);
    expect(inForce.version.date).toBe('2026-06-01');
    expect(inForce.data.find((e) => e.id === '7(c)-II')?.categories).toEqual(
      version.data.find((e) => e.id === '7(c)-II')?.categories,
    );

    // The same version again, or an older one, is refused.
    expectError(await importTable(version, false), 409);
    expectError(
      await importTable({ ...version, version: { ...version.version, date: '2026-01-01' } }, true),
      409,
    );
  });

  it("the product's category decides: changing it re-judges its parts, and product/get gives back what product/update takes", async () => {
    const { product, material } = await relyingPart('Kemet', '34', 3);
    const version = edited(await table(admin), '2026-07-01', '34', [
      { categories: [1, 2, 3, 4, 5, 6, 7, 8, 10], expires: yesterday },
      { categories: [9, 11], expires: FAR },
    ]);
    expect((await importTable(version, false)).statusCode).toBe(201);
    expect((await materialOf(t, admin, material.id)).rohsStatus).toBe(6);

    const got = await t.app.inject({
      method: 'POST',
      url: '/api/product/get',
      headers: admin,
      payload: { id: product.id },
    });
    expect(got.json<Product>().eeeCategory).toBe(3);
    const updated = await t.app.inject({
      method: 'POST',
      url: '/api/product/update',
      headers: admin,
      payload: { id: product.id, name: got.json<Product>().name, eeeCategory: 9 },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json<Product>().eeeCategory).toBe(9);
    expect((await materialOf(t, admin, material.id)).rohsStatus).toBe(2);

    // A new product of category 3 (from its type) that uses the part: each product shows its
    // own category's status; the part itself, the worse of the two.
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/product/save',
      headers: customer,
      payload: wizardPayload(0, {
        type: [{ id: null, title: 'Network switch' }],
        materials: [componentInput(0, { manufacturer: 'Kemet', componentName: 'Kemet-1' })],
      }),
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const newProduct = await t.app.inject({
      method: 'POST',
      url: '/api/product/get',
      headers: admin,
      payload: { id: saved.json<{ id: number }>().id },
    });
    expect(newProduct.statusCode, newProduct.body).toBe(200);
    expect(newProduct.json<Product>().eeeCategory).toBe(3);
    const [newComponent] = newProduct.json<Product>().materials;
    expect(newComponent?.rohsStatus).toBe(6);
    expect(newComponent?.rohsStatusReason).toBe(
      `Relies on exemption 34, expired ${yesterday} for category 3`,
    );
    expect((await materialOf(t, admin, material.id)).rohsStatus).toBe(2);
    const [part] = await t.ctx.db
      .select({ status: parts.rohsStatus })
      .from(parts)
      .where(eq(parts.id, material.partId ?? 0));
    expect(part?.status).toBe(6);
    expectError(
      await t.app.inject({
        method: 'POST',
        url: '/api/product/update',
        headers: admin,
        payload: { id: product.id, name: 'x', eeeCategory: 12 },
      }),
      400,
    );
  });

  it('a file that is not a table, or has an error, is refused with the reason and stores nothing', async () => {
    const current = (await table(admin)).version;
    const notJson = await importTable('{"version": ', true);
    expectError(notJson, 400);
    expect(notJson.json<{ message: string }>().message).toMatch(/not an exemption table/);
    const good = await table(admin);
    const unknownSubstance = {
      ...good,
      version: { ...good.version, date: '2030-01-01' },
      data: [{ ...good.data[0], substance: 'unobtainium' }],
    };
    const refused = await importTable(unknownSubstance, false);
    expectError(refused, 400);
    expect(refused.json<{ message: string }>().message).toMatch(/unobtainium/);
    expect((await table(admin)).version).toEqual(current);
    expectError(await importTable(good, true, customer), 403);
  });

  it('a CSV sheet, as the Exemption table window downloads it, imports like the JSON file', async () => {
    const { material } = await relyingPart('Nichicon', '6(c)', 3);
    const version = edited(await table(admin), '2031-01-01', '6(c)', [
      { categories: [1, 2, 3, 4, 5, 6, 7, 8, 10, 11], expires: yesterday },
      { categories: [9], expires: FAR, renewalPending: true },
    ]);
    const csv = exemptionTableCsv(version);
    const applied = await importTable(csv, false, admin, 'exemptions.csv');
    expect(applied.statusCode, applied.body).toBe(201);
    expect(applied.json()).toMatchObject({ version: { date: '2031-01-01' } });
    expect((await materialOf(t, admin, material.id)).rohsStatus).toBe(6);
    // What the sheet said is what is in force: the same as the JSON file it was made from.
    const inForce = await table(admin);
    expect(inForce.data.map(({ status: _s, ...e }) => e)).toEqual(
      version.data.map(({ status: _s, ...e }) => e),
    );

    const [header = '', ...rows] = csv.split('\r\n');
    const noColumn = [header.replace(',actDate', ''), ...rows].join('\r\n');
    const lacking = await importTable(noColumn, true, admin, 'exemptions.csv');
    expectError(lacking, 400);
    expect(lacking.json<{ message: string }>().message).toMatch(/lacks the column\(s\) actDate/);
    const twoVersions = [header, rows[0], rows[1]?.replace('2031-01-01', '2032-01-01')].join(
      '\r\n',
    );
    const mixed = await importTable(twoVersions, true, admin, 'exemptions.csv');
    expectError(mixed, 400);
    expect(mixed.json<{ message: string }>().message).toMatch(/row 3: every row must carry/);
  });
});
