import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { tempsOfMaterial } from '../../../test/part-records.js';
import { Role, SEARCH_MSG, type ScrapeListItem, type SearchRun } from '@partproof/shared';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { startDirectory } from '../../../test/directory-server.js';
import { createMaterial, createProduct, signedIn } from '../../../test/factories.js';
import { expectError, waitFor } from '../../../test/helpers.js';
import { openFeed } from '../../../test/live-client.js';
import { cdocs } from '../../db/schema/index.js';
import { enabledConnectors } from './sources/sources.js';
import { runSearchJob } from './run-search.js';
import { createRuns } from './search-runs.queries.js';

let t: TestApp;
let directory: Awaited<ReturnType<typeof startDirectory>>;
let admin: { authorization: string };
let customer: { authorization: string; companyId: number };

beforeAll(async () => {
  directory = await startDirectory();
  t = await buildTestApp({
    SOURCE_TUV_SUD_URL: directory.url('tuv-sud'),
    SOURCE_VDE_URL: directory.url('vde'),
    SOURCE_UL_URL: directory.url('ul'),
    // Generous: a busy CI machine must not turn the good answers into timeouts.
    SOURCE_TIMEOUT_MS: '3000',
  });
  await t.startSearchWorkers();
  admin = (await signedIn(t.app, t.ctx.db, { role: Role.Admin })).headers;
  const c = await signedIn(t.app, t.ctx.db, { role: Role.User });
  customer = { ...c.headers, companyId: c.user.companyId ?? 0 };
});
afterAll(async () => {
  await t.close();
  await directory.close();
});
beforeEach(() => {
  directory.state.mode = 'good';
});

/** A component and the directory record that certifies it, unique to the test. */
async function componentInDirectory() {
  const model = `RC${randomBytes(5).toString('hex').toUpperCase()}`;
  const refNumber = `E-${randomBytes(4).toString('hex')}`;
  directory.state.records = [{ refNumber, holder: 'YAGEO Corporation', models: [model] }];
  const product = await createProduct(t.ctx.db, { companyId: customer.companyId });
  const material = await createMaterial(t.ctx.db, {
    productId: product.id,
    componentName: model,
    manufacturer: 'Yageo',
  });
  return { product, material, model, refNumber };
}

async function scrapeDirectly(s: Awaited<ReturnType<typeof componentInDirectory>>) {
  const [run] = await createRuns(t.ctx.db, 'scrape', 1, [s.material]);
  if (!run) throw new Error('no run');
  const data = {
    kind: 'scrape' as const,
    runs: [{ runId: run.id, materialId: s.material.id }],
    productIds: [s.product.id],
  };
  await runSearchJob(t.ctx, data, enabledConnectors(t.ctx.config));
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/material/search-runs?productId=${s.product.id}`,
    headers: admin,
  });
  return res.json<{ data: { ranProducts: SearchRun[] }[] }>().data[0]?.ranProducts[0];
}

const storedFor = async (refNumber: string, materialId: number) => ({
  cdocs: await t.ctx.db.select().from(cdocs).where(eq(cdocs.refNumber, refNumber)),
  temps: await tempsOfMaterial(t.ctx.db, materialId),
});

describe('Scrape Certificate', () => {
  it('stores every directory record in cdocs under its source and matches it', async () => {
    const s = await componentInDirectory();
    const run = await scrapeDirectly(s);
    expect(run).toMatchObject({ isRunning: false, error: null, found: 3 });
    const { cdocs: stored, temps } = await storedFor(s.refNumber, s.material.id);
    expect(stored.map((c) => [c.serviceName, c.certifyingBody]).sort()).toEqual([
      ['tuv-sud', 'TÜV SÜD'],
      ['ul', 'UL'],
      ['vde', 'VDE'],
    ]);
    expect(stored.every((c) => c.holderKey === 'yageo')).toBe(true);
    expect(temps.map((r) => r.matchPercent)).toEqual([100, 100, 100]);
    expect(temps.map((r) => r.serviceName).sort()).toEqual(['tuv-sud', 'ul', 'vde']);
  });

  it('a directory that times out ends the run with the error and stores nothing', async () => {
    const s = await componentInDirectory();
    directory.state.mode = 'slow';
    const run = await scrapeDirectly(s);
    expect(run?.isRunning).toBe(false);
    expect(run?.error).toMatch(/no answer within 3000 ms/);
    const { cdocs: stored, temps } = await storedFor(s.refNumber, s.material.id);
    expect(stored).toEqual([]);
    expect(temps).toEqual([]);
  });

  it('a malformed directory answer ends the run with the error and stores nothing', async () => {
    const s = await componentInDirectory();
    directory.state.mode = 'malformed';
    const staff = await openFeed(t.app, admin.authorization);
    const run = await scrapeDirectly(s);
    expect(run).toMatchObject({ isRunning: false, found: 0 });
    expect(run?.error).toMatch(/not valid JSON/);
    // The admin's product page hears why, not only that the run ended.
    const update = await waitFor(
      () =>
        Promise.resolve(
          staff
            .events()
            .find((m) => m.event === 'ranProductUpdate' && m.materialId === s.material.id),
        ),
      { what: "the failed run's ranProductUpdate" },
    );
    staff.close();
    expect(update.data).toMatchObject({ ranProducts: [{ isRunning: false, error: run?.error }] });
    const { cdocs: stored, temps } = await storedFor(s.refNumber, s.material.id);
    expect(stored).toEqual([]);
    expect(temps).toEqual([]);
  });

  it('a redirect to another host is refused: error set, nothing stored', async () => {
    const s = await componentInDirectory();
    directory.state.mode = 'redirect';
    const run = await scrapeDirectly(s);
    expect(run?.error).toMatch(/refused a redirect to localhost/);
    expect((await storedFor(s.refNumber, s.material.id)).cdocs).toEqual([]);
  });

  it('runs end to end through the job queue and the live feed', async () => {
    const s = await componentInDirectory();
    const owner = await openFeed(t.app, customer.authorization);
    const staff = await openFeed(t.app, admin.authorization);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/material/find-certificates',
      headers: admin,
      payload: { materials: [s.material.id], webScraping: true },
    });
    expect(res.statusCode, res.body).toBe(202);
    const run = await waitFor(
      async () => {
        const runs = await t.app.inject({
          method: 'GET',
          url: `/api/material/search-runs?productId=${s.product.id}`,
          headers: customer,
        });
        const latest = runs.json<{ data: { ranProducts: SearchRun[] }[] }>().data[0]
          ?.ranProducts[0];
        return latest && !latest.isRunning ? latest : undefined;
      },
      { what: 'the scrape job to finish' },
    );
    expect(run).toMatchObject({ kind: 'scrape', found: 3, error: null });
    for (const feed of [owner, staff])
      await waitFor(
        () => Promise.resolve(feed.events().at(-1)?.event === 'undefined' ? true : undefined),
        { what: 'the end of the live stream' },
      );
    expect(staff.events().map((m) => m.event)).toEqual([
      'ranProductUpdate',
      'none',
      'resultTempSearch',
      'resultTempSearch',
      'resultTempSearch',
      'ranProductUpdate',
      'undefined',
    ]);
    // The owner follows the run; the candidates are the admins' to review.
    expect(owner.events().map((m) => m.event)).toEqual([
      'ranProductUpdate',
      'none',
      'ranProductUpdate',
      'undefined',
    ]);
    owner.close();
    staff.close();
  });
});

describe('Manufacturer scrape, scrapper and scraping list', () => {
  const scrap = (headers: { authorization: string }, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/manufacturer/scrap', headers, payload });
  const fixedPayload = {
    query: 'Yageo',
    test_house: 'ul',
    llm: false,
    search_term: 'company',
    max_pages: 200,
    max_rows: 200,
  };

  it('queues the UL scrape, which stores the manufacturer records and shows in the list', async () => {
    const refNumber = `E-${randomBytes(4).toString('hex')}`;
    directory.state.records = [
      { refNumber, holder: 'YAGEO Corporation', models: ['RC0402FR-07*'] },
    ];
    const res = await scrap(admin, fixedPayload);
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json<{ message: string }>().message).toBe(SEARCH_MSG.scrapingStarted);
    const jobId = res.json<{ jobId: string }>().jobId;
    const item = await waitFor(
      async () => {
        const list = await t.app.inject({ method: 'GET', url: '/api/list', headers: admin });
        const found = list.json<{ data: ScrapeListItem[] }>().data.find((j) => j.jobId === jobId);
        return found?.status === 'done' ? found : undefined;
      },
      { what: 'the manufacturer scrape' },
    );
    expect(item).toMatchObject({ kind: 'manufacturer', query: 'UL: Yageo', found: 1, error: null });
    const [stored] = await t.ctx.db.select().from(cdocs).where(eq(cdocs.refNumber, refNumber));
    expect(stored).toMatchObject({
      serviceName: 'ul',
      holder: 'YAGEO Corporation',
      models: ['RC0402FR-07*'],
    });
  });

  it('a failing directory shows as a failed scrape in the list', async () => {
    directory.state.mode = 'malformed';
    const res = await scrap(admin, { ...fixedPayload, query: 'Broken' });
    const jobId = res.json<{ jobId: string }>().jobId;
    const item = await waitFor(
      async () => {
        const list = await t.app.inject({ method: 'GET', url: '/api/list', headers: admin });
        const found = list.json<{ data: ScrapeListItem[] }>().data.find((j) => j.jobId === jobId);
        return found?.status === 'failed' ? found : undefined;
      },
      { what: 'the failed scrape' },
    );
    expect(item.error).toMatch(/not valid JSON/);
  });

  it('refuses a directory that is not configured, non-admins and bad payloads', async () => {
    expectError(await scrap(admin, { ...fixedPayload, test_house: 'csa' }), 409);
    expectError(await scrap(customer, fixedPayload), 403);
    expectError(await scrap(admin, { ...fixedPayload, max_pages: 201 }), 400);
    expectError(await scrap(admin, { ...fixedPayload, query: '' }), 400);
    const list = await t.app.inject({ method: 'GET', url: '/api/list', headers: customer });
    expectError(list, 403);
  });

  it('the scrapper needs a product name and queues the names it gets', async () => {
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/search?search=',
      headers: admin,
    });
    expectError(empty, 400, SEARCH_MSG.enterProductName);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/search?search=RC0402, LVR005K',
      headers: admin,
    });
    expect(ok.statusCode, ok.body).toBe(202);
    expect(ok.json<{ message: string }>().message).toBe(SEARCH_MSG.success);
    const jobId = ok.json<{ jobId: string }>().jobId;
    const item = await waitFor(
      async () => {
        const list = await t.app.inject({ method: 'GET', url: '/api/list', headers: admin });
        const found = list.json<{ data: ScrapeListItem[] }>().data.find((j) => j.jobId === jobId);
        return found?.status === 'done' ? found : undefined;
      },
      { what: 'the product-name scrape' },
    );
    expect(item.query).toBe('RC0402, LVR005K');
    expectError(
      await t.app.inject({ method: 'POST', url: '/api/search?search=x', headers: customer }),
      403,
    );
  });
});

describe('VDE link resolution', () => {
  const resolve = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/scrapers/vde/link', headers: customer, payload });

  it('answers the VDE directory link of the certificate', async () => {
    directory.state.records = [
      { refNumber: '40012345', holder: 'Schurter AG', models: ['0001.2503'] },
    ];
    const res = await resolve({
      model: '0001.2503',
      manufacturer: 'Schurter',
      certificateNo: '40012345',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      result: true,
      url: `${directory.url('vde').replace('/vde', '')}/vde/40012345`,
    });
  });

  it("answers result false (the client's 'Link not work') when the certificate is unknown or the directory fails", async () => {
    directory.state.records = [];
    expect((await resolve({ certificateNo: '400999' })).json()).toEqual({
      result: false,
      url: null,
    });
    // Another number: the first answer is cached (vde-link.test.ts).
    directory.state.mode = 'slow';
    expect((await resolve({ certificateNo: '400998' })).json()).toEqual({
      result: false,
      url: null,
    });
  });

  it('needs a certificate number', async () => {
    expectError(await resolve({ model: 'x' }), 400);
  });
});
