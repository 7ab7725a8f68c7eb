import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempsOfMaterial } from '../../../test/part-records.js';
import { Role, type SearchRun, type TempCertificate } from '@partproof/shared';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import {
  createMaterial,
  createProduct,
  signedIn,
  createMaterialCertificate,
} from '../../../test/factories.js';
import { expectError, waitFor } from '../../../test/helpers.js';
import { openFeed, type FeedClient } from '../../../test/live-client.js';
import { insertCdoc, pendingJob } from '../../../test/search-support.js';
import { runSearchJob } from './run-search.js';

let t: TestApp;
let admin: { authorization: string };
let customer: { authorization: string; companyId: number };
let stranger: { authorization: string };
const feeds: FeedClient[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  admin = (await signedIn(t.app, t.ctx.db, { role: Role.Admin })).headers;
  const c = await signedIn(t.app, t.ctx.db, { role: Role.User });
  customer = { ...c.headers, companyId: c.user.companyId ?? 0 };
  stranger = (await signedIn(t.app, t.ctx.db, { role: Role.User })).headers;
});
afterAll(async () => {
  for (const feed of feeds) feed.close();
  await t.close();
});

async function feed(authorization: string) {
  const client = await openFeed(t.app, authorization);
  feeds.push(client);
  return client;
}

/**
 * A customer's product whose components have certificates waiting in cdocs. Every call
 * uses its own model series, so earlier tests' records never match.
 */
async function productWithCertificates() {
  const n = randomBytes(5).toString('hex').toUpperCase();
  const f = randomBytes(4).toString('hex').toUpperCase();
  const product = await createProduct(t.ctx.db, { companyId: customer.companyId });
  const resistor = await createMaterial(t.ctx.db, {
    productId: product.id,
    componentName: `RC${n}FR-0710KL`,
    manufacturer: 'Yageo',
    critical: false,
    position: 0,
  });
  const fuse = await createMaterial(t.ctx.db, {
    productId: product.id,
    componentName: `F${f}.MXP`,
    manufacturer: 'Littelfuse Inc.',
    type: 'Fuse',
    critical: true,
    position: 1,
  });
  const unknown = await createMaterial(t.ctx.db, {
    productId: product.id,
    componentName: 'XYZ-1',
    manufacturer: 'Nobody Ltd',
    critical: false,
    position: 2,
  });
  const exact = await insertCdoc(t.ctx.db, {
    holder: 'YAGEO Corporation',
    models: [`RC${n}FR-0710KL`],
  });
  const pattern = await insertCdoc(t.ctx.db, { holder: 'Yageo', models: [`RC${n.slice(0, 6)}*`] });
  const otherMaker = await insertCdoc(t.ctx.db, { holder: 'Vishay', models: [`RC${n}FR-0710KL`] });
  const fuseCert = await insertCdoc(t.ctx.db, {
    holder: 'Littel fuse',
    models: [`F${f}`],
    certifyingBody: 'VDE',
  });
  return { product, resistor, fuse, unknown, exact, series: pattern, otherMaker, fuseCert, n };
}

const start = (headers: { authorization: string }, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/material/find-certificates', headers, payload });

const runsOf = async (headers: { authorization: string }, productId: number) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/material/search-runs?productId=${productId}`,
    headers,
  });
  return res;
};

describe('Search database', () => {
  it('stores scored candidates and streams the spec events in order, candidates to admins only', async () => {
    const s = await productWithCertificates();
    const ownerFeed = await feed(customer.authorization);
    const adminFeed = await feed(admin.authorization);
    const strangerFeed = await feed(stranger.authorization);

    const res = await start(admin, {
      materials: [],
      runAll: true,
      productId: s.product.id,
      webScraping: false,
    });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json<{ jobId: string }>().jobId).toMatch(/./);

    // The start is announced before any work: ranProducts running (critical first), then 'none'.
    await waitFor(() => Promise.resolve(ownerFeed.events().length >= 4 ? true : undefined), {
      what: 'start events',
    });
    const startEvents = ownerFeed.events().slice(0, 4);
    expect(startEvents.map((m) => [m.event, m.materialId])).toEqual([
      ['ranProductUpdate', s.fuse.id],
      ['ranProductUpdate', s.resistor.id],
      ['ranProductUpdate', s.unknown.id],
      ['none', null],
    ]);
    expect(startEvents[1]?.data).toEqual({
      ranProducts: [
        { model: `RC${s.n}FR-0710KL`, manufacture: 'Yageo', isRunning: true, error: null },
      ],
    });
    expect(startEvents.every((m) => m.id === s.product.id)).toBe(true);

    // A reload while it runs shows the runs as running.
    const during = await runsOf(customer, s.product.id);
    expect(during.json<{ total: number }>().total).toBe(3);

    const result = await runSearchJob(t.ctx, await pendingJob(t.ctx.db, s.product.id));
    expect(result).toEqual({ found: 3, failed: 0, searchedParts: 3 });

    const stored = await tempsOfMaterial(t.ctx.db, s.resistor.id);
    expect(stored.map((r) => [r.cdocId, r.matchPercent])).toEqual([
      [s.series.id, 90],
      [s.exact.id, 100],
    ]);
    expect(stored.some((r) => r.cdocId === s.otherMaker.id)).toBe(false);

    await waitFor(
      () => Promise.resolve(adminFeed.events().at(-1)?.event === 'undefined' ? true : undefined),
      {
        what: 'the end event',
      },
    );
    expect(adminFeed.events().slice(0, 4)).toEqual(startEvents);
    const work = adminFeed.events().slice(4);
    // Per component the candidates come before its end-of-run update, and 'undefined'
    // closes the run; components are not promised an order among themselves.
    const eventsOf = (materialId: number) =>
      work.filter((m) => m.materialId === materialId).map((m) => m.event);
    expect(eventsOf(s.fuse.id)).toEqual(['resultTempSearch', 'ranProductUpdate']);
    expect(eventsOf(s.resistor.id)).toEqual([
      'resultTempSearch',
      'resultTempSearch',
      'ranProductUpdate',
    ]);
    expect(eventsOf(s.unknown.id)).toEqual(['ranProductUpdate']);
    expect(work.map((m) => m.event).at(-1)).toBe('undefined');
    expect(work).toHaveLength(7);
    const resistorEvents = work.filter((m) => m.materialId === s.resistor.id);
    const best = resistorEvents[0]?.data as { materialId: number; data: TempCertificate };
    expect(best.materialId).toBe(s.resistor.id);
    expect(best.data).toMatchObject({
      cdocId: s.exact.id,
      matchPercent: 100,
      certificateNumber: s.exact.refNumber,
      name: 'YAGEO Corporation',
      cert: {
        certifying_body: 'TÜV SÜD',
        ref_number: s.exact.refNumber,
        model: `RC${s.n}FR-0710KL`,
      },
      modelName: { name: `RC${s.n}FR-0710KL`, found: true },
      aiScoreData: { score: 1 },
    });
    expect(resistorEvents[2]?.data).toEqual({
      ranProducts: [
        { model: `RC${s.n}FR-0710KL`, manufacture: 'Yageo', isRunning: false, error: null },
      ],
    });

    // The owner got the same stream without the candidates: those are the admins' review
    // material (over REST too, temp certificates are 'certificate.review').
    await waitFor(
      () => Promise.resolve(ownerFeed.events().at(-1)?.event === 'undefined' ? true : undefined),
      { what: "the owner's end event" },
    );
    expect(ownerFeed.events()).toEqual(
      adminFeed.events().filter((m) => m.event !== 'resultTempSearch'),
    );
    // Another company's user sees none of it.
    expect(strangerFeed.events()).toEqual([]);

    const after = await runsOf(customer, s.product.id);
    expect(after.statusCode).toBe(200);
    const runs = after.json<{ data: { materialId: number; ranProducts: SearchRun[] }[] }>().data;
    const byMaterial = new Map(runs.map((r) => [r.materialId, r.ranProducts[0]]));
    expect(byMaterial.get(s.resistor.id)).toMatchObject({
      isRunning: false,
      found: 2,
      error: null,
      kind: 'database',
    });
    expect(byMaterial.get(s.fuse.id)).toMatchObject({ isRunning: false, found: 1 });
    expect(byMaterial.get(s.unknown.id)).toMatchObject({ isRunning: false, found: 0 });
    expect(byMaterial.get(s.unknown.id)?.finishedAt).not.toBeNull();
  });

  it('skips certificates the component already has as certification records', async () => {
    const s = await productWithCertificates();
    await createMaterialCertificate(t.ctx.db, { materialId: s.resistor.id, cdocId: s.exact.id });
    expect((await start(admin, { materials: [s.resistor.id] })).statusCode).toBe(202);
    await runSearchJob(t.ctx, await pendingJob(t.ctx.db, s.product.id));
    const stored = await tempsOfMaterial(t.ctx.db, s.resistor.id);
    expect(stored.map((r) => r.cdocId)).toEqual([s.series.id]);
  });

  it('a re-run updates candidates instead of duplicating them', async () => {
    const s = await productWithCertificates();
    for (let i = 0; i < 2; i++) {
      expect((await start(admin, { materials: [s.resistor.id] })).statusCode).toBe(202);
      await runSearchJob(t.ctx, await pendingJob(t.ctx.db, s.product.id));
    }
    const stored = await tempsOfMaterial(t.ctx.db, s.resistor.id);
    expect(stored).toHaveLength(2);
  });

  it('only admins may start a search', async () => {
    const s = await productWithCertificates();
    expectError(
      await start(customer, { materials: [s.resistor.id] }),
      403,
      'You do not have permission',
    );
    const anon = await t.app.inject({
      method: 'POST',
      url: '/api/material/find-certificates',
      payload: {},
    });
    expectError(anon, 401);
  });

  it('an unknown component answers 404 and starts nothing', async () => {
    const s = await productWithCertificates();
    expectError(await start(admin, { materials: [s.resistor.id, 99_999_999] }), 404);
    expect((await runsOf(admin, s.product.id)).json<{ total: number }>().total).toBe(0);
  });

  it("runAll with the spec's three fields searches every component of the listed ones' product", async () => {
    const s = await productWithCertificates();
    const res = await start(admin, {
      materials: [s.resistor.id],
      webScraping: false,
      runAll: true,
    });
    expect(res.statusCode, res.body).toBe(202);
    const runs = (await runsOf(admin, s.product.id)).json<{ data: { materialId: number }[] }>();
    expect(runs.data.map((r) => r.materialId).sort()).toEqual(
      [s.resistor.id, s.fuse.id, s.unknown.id].sort(),
    );
  });

  it('runAll refuses components of two products (400) and one the caller cannot see (404)', async () => {
    const one = await productWithCertificates();
    const two = await productWithCertificates();
    const mixed = await start(admin, { materials: [one.fuse.id, two.fuse.id], runAll: true });
    expectError(mixed, 400, 'The components must all belong to one product');
    const unseen = await start(admin, { materials: [one.fuse.id, 99_999_999], runAll: true });
    expectError(unseen, 404);
    expect((await runsOf(admin, one.product.id)).json<{ total: number }>().total).toBe(0);
  });

  it('validates the request', async () => {
    expectError(await start(admin, { runAll: true }), 400);
    expectError(await start(admin, { materials: [] }), 400);
    expectError(await start(admin, { materials: ['x'] }), 400);
  });

  it("another company's product has no search runs for the caller (404)", async () => {
    const s = await productWithCertificates();
    expectError(await runsOf(stranger, s.product.id), 404);
    expect((await runsOf(customer, s.product.id)).statusCode).toBe(200);
  });

  it('scraping without any configured directory is refused with a clear message', async () => {
    const s = await productWithCertificates();
    const res = await start(admin, { materials: [s.resistor.id], webScraping: true });
    expectError(res, 409, 'No certificate directory is configured on this server');
  });
});
