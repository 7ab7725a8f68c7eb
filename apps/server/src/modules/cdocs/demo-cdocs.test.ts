import { and, between, count, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Home, Product, SearchRun, TempCertificate } from '@partproof/shared';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { waitFor } from '../../../test/helpers.js';
import { cdocs, products } from '../../db/schema/index.js';
import { bootstrap } from '../users/bootstrap.js';
import { DEMO_CDOC_SERVICE } from './demo-cdocs.js';

type Headers = { authorization: string };

/** The demo product's safety-relevant parts, by manufacturer as its BOM names them. */
const SAFETY_PARTS = [
  'SCHURTER',
  'Littelfuse',
  'TDK Electronics',
  'KEMET',
  'Omron',
  'Würth Elektronik',
];

describe('the demo certificate database on a first start', () => {
  let t: TestApp;
  let admin: Headers;
  let product: Product;

  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/${url}`, headers: admin, payload });

  beforeAll(async () => {
    t = await buildTestApp({ DEMO_DATA: '1' });
    await bootstrap(t.ctx, () => undefined);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: 'admin@example.com', password: 'admin-password' },
    });
    admin = { authorization: `Bearer ${login.json<{ accessToken: string }>().accessToken}` };
    const [row] = await t.ctx.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.name, 'Smart Kettle K2'));
    product = (await post('product/get', { id: row?.id })).json<Product>();
    await t.startSearchWorkers();
  });
  afterAll(() => t.close());

  it('holds a few hundred records marked as demo data, some ending within 90 days, once', async () => {
    const [all] = await t.ctx.db.select({ n: count() }).from(cdocs);
    expect(all?.n).toBeGreaterThanOrEqual(300);
    const [other] = await t.ctx.db
      .select({ n: count() })
      .from(cdocs)
      .where(ne(cdocs.serviceName, DEMO_CDOC_SERVICE));
    expect(other?.n).toBe(0);
    const refs = await t.ctx.db
      .select({ ref: cdocs.refNumber, links: cdocs.documentLinks })
      .from(cdocs);
    expect(refs.every((r) => r.ref.startsWith('DEMO-'))).toBe(true);
    expect(refs.flatMap((r) => r.links).every((l) => l.startsWith('https://example.com/'))).toBe(
      true,
    );

    const day = (offset: number) =>
      new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const [ending] = await t.ctx.db
      .select({ n: count() })
      .from(cdocs)
      .where(and(between(cdocs.expiryDate, day(0), day(90)), eq(cdocs.isValid, true)));
    expect(ending?.n).toBeGreaterThanOrEqual(5);

    // The bootstrap runs once: a second start adds nothing.
    await bootstrap(t.ctx, () => undefined);
    const [again] = await t.ctx.db.select({ n: count() }).from(cdocs);
    expect(again?.n).toBe(all?.n);
  });

  it('the work queue of a first start has work in it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/home', headers: admin });
    const home = res.json<Home>();
    expect(home.counts).toMatchObject({
      productsInReview: 1,
      openFlags: 1,
      expiring30: 1,
      expiring90: 2,
    });
    expect(home.counts.declarationsInReview).toBeGreaterThan(0);
    expect(home.products.map((p) => p.name)).toEqual(['Smart Kettle K2']);
  });

  it('Search database on the demo product finds candidates, the right maker first', async () => {
    const started = await post('material/find-certificates', {
      materials: [],
      runAll: true,
      productId: product.id,
      webScraping: false,
    });
    expect(started.statusCode, started.body).toBe(202);
    const runs = await waitFor(
      async () => {
        const res = await t.app.inject({
          method: 'GET',
          url: `/api/material/search-runs?productId=${product.id}`,
          headers: admin,
        });
        const data = res.json<{ data: { materialId: number; ranProducts: SearchRun[] }[] }>().data;
        const ended = data.length === product.materials.length;
        return ended && data.every((r) => r.ranProducts.every((run) => !run.isRunning))
          ? data
          : undefined;
      },
      { what: 'the search to end' },
    );
    const errors = runs.flatMap((r) => r.ranProducts.flatMap((run) => run.error ?? []));
    expect(errors).toEqual([]);

    const candidates = async (manufacturer: string) => {
      const material = product.materials.find((m) => m.manufacturer === manufacturer);
      const res = await post(`material/temp-certificates/by/material/${material?.id}`, {});
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ data: TempCertificate[] }>().data;
    };
    for (const maker of SAFETY_PARTS) {
      const found = await candidates(maker);
      expect(found.length, maker).toBeGreaterThanOrEqual(2);
      expect(found[0]?.matchPercent, maker).toBe(100);
      expect(found.every((c) => c.serviceName === DEMO_CDOC_SERVICE)).toBe(true);
    }

    // The fuse: Fusetek's record has the very part number, but another maker is no
    // candidate; the exact Littelfuse record leads, the series record follows, and the
    // neighbouring part numbers rank below what a candidate list trusts.
    const fuse = await candidates('Littelfuse');
    expect(fuse[0]).toMatchObject({ name: 'Littelfuse Inc.', matchPercent: 100 });
    expect(fuse.map((c) => c.name)).not.toContain('Fusetek Components Co., Ltd.');
    expect(fuse.map((c) => [c.cert.cutModelName, c.matchPercent])).toEqual(
      expect.arrayContaining([
        ['0215*.MXP', 90],
        ['0215001.MXP', expect.any(Number) as number],
      ]),
    );
    expect(fuse.find((c) => c.cert.cutModelName === '0215001.MXP')?.matchPercent).toBeLessThan(80);
  });
});
