import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role, type Component, type Product, type WhereUsedItem } from '@partproof/shared';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import {
  componentInput,
  createCdoc,
  createCompany,
  createMaterial,
  createProduct,
  signedIn,
  wizardPayload,
} from '../../../test/factories.js';
import { expectError } from '../../../test/helpers.js';
import { pendingJob } from '../../../test/search-support.js';
import { runSearchJob } from '../certificate-search/run-search.js';

type Headers = { authorization: string };

/** DESIGN.md §9.1: facts about a part are shared by every product that uses it. */
describe('parts', () => {
  let t: TestApp;
  let admin: Headers;
  let customer: Headers;
  let stranger: Headers;
  let companyId: number;
  let otherCompanyId: number;

  const post = (url: string, headers: Headers, payload?: object) =>
    t.app.inject({ method: 'POST', url: `/api/${url}`, headers, payload });
  const get = (url: string, headers: Headers) =>
    t.app.inject({ method: 'GET', url: `/api/${url}`, headers });
  const productOf = async (company: number, name: string) =>
    createProduct(t.ctx.db, { companyId: company, statusId: 2, name });
  const materialIn = (productId: number, componentName: string, manufacturer: string) =>
    createMaterial(t.ctx.db, { productId, componentName, manufacturer });
  const approvedCount = async (headers: Headers, productId: number, materialId: number) => {
    const res = await post('product/get', headers, { id: productId });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Product>().materials.find((m) => m.id === materialId)
      ?.approvedMaterialCertificates;
  };

  beforeAll(async () => {
    t = await buildTestApp();
    companyId = (await createCompany(t.ctx.db)).id;
    otherCompanyId = (await createCompany(t.ctx.db)).id;
    admin = (await signedIn(t.app, t.ctx.db, { role: Role.Admin })).headers;
    customer = (await signedIn(t.app, t.ctx.db, { role: Role.User, companyId })).headers;
    stranger = (await signedIn(t.app, t.ctx.db, { role: Role.User, companyId: otherCompanyId }))
      .headers;
  });
  afterAll(() => t.close());

  it('BOM lines naming one part however written share it; another maker is another part', async () => {
    const a = await productOf(companyId, 'Kettle');
    const one = await materialIn(a.id, 'GRM188R61E225MA12D', 'Murata Manufacturing');
    const same = await materialIn(a.id, 'grm188r61e225ma12d', 'muRata');
    const other = await materialIn(a.id, 'GRM188R61E225MA12D', 'Yageo');
    expect(one.partId).not.toBeNull();
    expect(same.partId).toBe(one.partId);
    expect(other.partId).not.toBe(one.partId);
    const res = await post('material/get', customer, { id: one.id });
    expect(res.json<{ partId: number }>().partId).toBe(one.partId);
  });

  it('a BOM line without a part number gets no part until one is entered', async () => {
    const compliance = (await signedIn(t.app, t.ctx.db, { role: Role.Compliance, companyId }))
      .headers;
    const saved = await post(
      'product/save',
      compliance,
      wizardPayload(0, {
        materials: [
          componentInput(0),
          componentInput(1, { componentName: '2.2uF 0603 25V', partNumberSource: 'none' }),
        ],
      }),
    );
    expect(saved.statusCode, saved.body).toBe(201);
    const id = saved.json<{ id: number }>().id;
    const product = (await post('product/get', compliance, { id })).json<Product>();
    const [withPart, valueOnly] = product.materials;
    expect(withPart?.partId).toEqual(expect.any(Number));
    expect(valueOnly).toMatchObject({ partId: null, partNumberSource: 'none' });
    // Not searched, and not on the Components screen.
    const parts = (await post('product/getAllComponents', compliance, { size: 500 })).json<{
      data: Component[];
    }>();
    expect(parts.data.some((c) => c.componentName === '2.2uF 0603 25V')).toBe(false);
    // Entering a part number makes it a part.
    const updated = await post('material/update', compliance, {
      id: valueOnly?.id,
      componentName: 'GRM188R61E225MA12D',
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json<{ partId: number | null }>().partId).toEqual(expect.any(Number));
  });

  it('a certificate approved for a part in product A shows in product B that uses it', async () => {
    const a = await productOf(companyId, 'Kettle A');
    const b = await productOf(companyId, 'Kettle B');
    const foreign = await productOf(otherCompanyId, 'Toaster');
    const inA = await materialIn(a.id, '0031.8201', 'Schurter');
    const inB = await materialIn(b.id, '0031.8201', 'SCHURTER AG');
    const inForeign = await materialIn(foreign.id, '0031.8201', 'Schurter');
    const cdoc = await createCdoc(t.ctx.db, { holder: 'Schurter AG', models: ['0031.8201'] });
    const added = await post('cdocs/add-existing', admin, { materialId: inA.id, cdocId: cdoc.id });
    expect(added.statusCode, added.body).toBe(201);

    // Same company: the customer sees the record in product B at once.
    expect(await approvedCount(customer, b.id, inB.id)).toBe(1);
    const records = await get(`material/get/certificates/by/material/${inB.id}`, customer);
    expect(records.json<{ data: { referenceNumber?: string }[] }>().data).toHaveLength(1);
    // Another company's product using the same part: its user and an admin see it too.
    expect(await approvedCount(stranger, foreign.id, inForeign.id)).toBe(1);
    expect(await approvedCount(admin, foreign.id, inForeign.id)).toBe(1);
    // Approving the same certificate from product B is a conflict: it is already the part's.
    const again = await post('cdocs/add-existing', admin, { materialId: inB.id, cdocId: cdoc.id });
    expectError(again, 409);
  });

  it('where-used lists only the uses the caller may see, and 404 when none', async () => {
    const mine = await productOf(companyId, 'Heater');
    const theirs = await productOf(otherCompanyId, 'Fan');
    const m = await materialIn(mine.id, 'B32922C3104M', 'EPCOS');
    await materialIn(theirs.id, 'B32922C3104M', 'TDK Electronics');
    const partId = m.partId ?? 0;
    const uses = async (headers: Headers) =>
      (await get(`part/${partId}/where-used`, headers)).json<{ data: WhereUsedItem[] }>().data;

    expect((await uses(customer)).map((u) => u.productName)).toEqual(['Heater']);
    expect((await uses(customer))[0]).toMatchObject({
      productId: mine.id,
      materialId: m.id,
      internalReference: m.internalReference,
    });
    expect((await uses(stranger)).map((u) => u.productName)).toEqual(['Fan']);
    expect((await uses(admin)).map((u) => u.productName).sort()).toEqual(['Fan', 'Heater']);

    const lonely = await materialIn((await productOf(companyId, 'Lamp')).id, 'LONELY-1', 'Acme');
    expectError(await get(`part/${lonely.partId ?? 0}/where-used`, stranger), 404);
    expectError(await get('part/999999/where-used', admin), 404);
    expectError(await get(`part/${partId}/where-used`, {} as Headers), 401);
  });

  it('Search database for 50 materials over 10 parts searches 10 parts', async () => {
    const models = ['LM317T', 'NE555P', 'TL072CP', 'BC547B', '1N4148', 'LM7805CT', 'MAX232CPE'];
    models.push('ATMEGA328P-PU', 'ESP32-WROOM-32E', 'STM32F103C8T6');
    const product = await productOf(companyId, 'Big board');
    const materialIds: number[] = [];
    for (const model of models) {
      await createCdoc(t.ctx.db, { holder: 'Texas Instruments', models: [model] });
      for (let use = 0; use < 5; use++)
        materialIds.push((await materialIn(product.id, model, 'Texas Instruments')).id);
    }
    const started = await post('material/find-certificates', admin, {
      materials: materialIds,
      webScraping: false,
      runAll: false,
    });
    expect(started.statusCode, started.body).toBe(202);
    const result = await runSearchJob(t.ctx, await pendingJob(t.ctx.db, product.id));
    expect(result.searchedParts).toBe(10);
    expect(result.failed).toBe(0);
    // Every material shows its part's candidates: the exact record of its model at least.
    const detail = (await post('product/get', admin, { id: product.id })).json<Product>();
    const counts = detail.materials.map((m) => m.totalTempCertificate);
    expect(counts).toHaveLength(50);
    expect(counts.every((n) => n >= 1)).toBe(true);
    for (let part = 0; part < 10; part++)
      expect(new Set(counts.slice(part * 5, part * 5 + 5)).size).toBe(1);
  });

  it('the Components screen lists each part once, with the products using it', async () => {
    const company = (await createCompany(t.ctx.db)).id;
    const user = (await signedIn(t.app, t.ctx.db, { role: Role.User, companyId: company })).headers;
    const p1 = await productOf(company, 'Alpha');
    const p2 = await productOf(company, 'Beta');
    const a = await materialIn(p1.id, 'SHARED-PART-1', 'Bourns');
    await materialIn(p2.id, 'shared part 1', 'Bourns Inc.');
    await materialIn(p2.id, 'ONLY-IN-BETA', 'Bourns');
    const res = await post('product/getAllComponents', user, {
      sortBy: 'products',
      sortDir: 'desc',
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ data: Component[]; total: number }>();
    expect(body.total).toBe(2);
    expect(body.data[0]).toMatchObject({
      id: a.id,
      partId: a.partId,
      componentName: 'SHARED-PART-1',
      product: [
        { id: p1.id, name: 'Alpha' },
        { id: p2.id, name: 'Beta' },
      ],
    });
    expect(body.data[1]?.componentName).toBe('ONLY-IN-BETA');
  });
});
