import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MaterialStatus,
  ProductStatus,
  Role,
  SHIPPED_EXEMPTION_TABLE,
  STAFF_QUEUE_KEYS,
  type Home,
  type HomeQueueItem,
} from '@partproof/shared';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { insertDeclaration } from '../../../test/declarations.js';
import {
  createCdoc,
  createCompany,
  createMaterial,
  createMaterialCertificate,
  createProduct,
  createTempCertificate,
  signedIn,
} from '../../../test/factories.js';
import { insertRequest } from '../../../test/supply.js';
import {
  exemptionTables,
  manufacturerRequests,
  materialFlags,
  materials,
} from '../../db/schema/index.js';

type Headers = { authorization: string };

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe('the work queue (GET /api/home)', () => {
  let t: TestApp;
  let admin: Headers;
  let customer: Headers;
  let otherCustomer: Headers;
  let inReviewId: number;
  let flaggedId: number;

  const get = async <T>(url: string, headers: Headers) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/${url}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<T>();
  };
  const queue = (key: string, headers = admin) =>
    get<{ data: HomeQueueItem[]; total: number }>(`home/queue?key=${key}`, headers);

  beforeAll(async () => {
    t = await buildTestApp();
    const companyId = (await createCompany(t.ctx.db)).id;
    admin = (await signedIn(t.app, t.ctx.db, { role: Role.Admin })).headers;
    customer = (await signedIn(t.app, t.ctx.db, { companyId })).headers;
    otherCustomer = (
      await signedIn(t.app, t.ctx.db, { companyId: (await createCompany(t.ctx.db)).id })
    ).headers;

    // The customer's product in review: a fuse with a candidate and a certificate ending in
    // 20 days, a relay flagged with a certificate ending in 60 days, a capacitor asked for.
    const product = await createProduct(t.ctx.db, {
      companyId,
      name: 'Kettle K2',
      statusId: ProductStatus.ReadyForReview,
    });
    inReviewId = product.id;
    const fuse = await createMaterial(t.ctx.db, {
      productId: product.id,
      componentName: '0215002.MXP',
      manufacturer: 'Littelfuse',
      type: 'Fuse',
      materialStatusId: MaterialStatus.Approved,
    });
    await createTempCertificate(t.ctx.db, { materialId: fuse.id, matchPercent: 87 });
    await createMaterialCertificate(t.ctx.db, {
      materialId: fuse.id,
      cdocId: (await createCdoc(t.ctx.db, { refNumber: 'E10001', expiryDate: day(20) })).id,
    });
    const relay = await createMaterial(t.ctx.db, {
      productId: product.id,
      componentName: 'G5LE-1A',
      manufacturer: 'Omron',
      type: 'Relay',
    });
    flaggedId = relay.id;
    await createMaterialCertificate(t.ctx.db, {
      materialId: relay.id,
      cdocId: (await createCdoc(t.ctx.db, { refNumber: 'E10002', expiryDate: day(60) })).id,
    });
    await t.ctx.db
      .insert(materialFlags)
      .values({ materialId: relay.id, reason: 'Marking differs' });
    const capacitor = await createMaterial(t.ctx.db, {
      productId: product.id,
      componentName: 'B32922C3104M',
      manufacturer: 'TDK',
      type: 'Capacitor',
      critical: false,
    });
    const { request } = await insertRequest(t.ctx.db, t.ctx.config, {
      manufacturer: 'TDK',
      productId: product.id,
      partIds: [capacitor.partId ?? 0],
      sentAt: new Date(Date.now() - 20 * 86_400_000),
    });
    await t.ctx.db
      .update(manufacturerRequests)
      .set({ reminders: 1, remindedAt: new Date() })
      .where(eq(manufacturerRequests.id, request.id));

    // The capacitor's approved declaration claims an exemption that ends in 100 days (a law
    // table newer than the shipped one), and another declaration waits for review.
    await t.ctx.db.insert(exemptionTables).values({
      date: '2099-01-01',
      source: 'test',
      exemptions: [
        ...SHIPPED_EXEMPTION_TABLE.exemptions,
        {
          id: 'T(1)',
          description: 'A test exemption',
          substance: 'lead',
          limit: null,
          categories: [{ categories: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], expires: day(100) }],
          act: 'Test act',
          actDate: '2025-11-21',
        },
      ],
    });
    await insertDeclaration(t.ctx.db, {
      manufacturer: 'TDK',
      partIds: [capacitor.partId ?? 0],
      values: { reviewState: 'approved', exemptions: ['T(1)'] },
    });
    await insertDeclaration(t.ctx.db, { manufacturer: 'Omron' });

    // Another company's pending product: staff count nothing of it but its candidate.
    const other = await createProduct(t.ctx.db, { name: 'Other', statusId: ProductStatus.Pending });
    const otherLine = await createMaterial(t.ctx.db, { productId: other.id });
    await createTempCertificate(t.ctx.db, { materialId: otherLine.id });
  });
  afterAll(() => t.close());

  it('staff see one count per queue, and each count is the length of its list', async () => {
    const home = await get<Home>('home', admin);
    expect(home.role).toBe('staff');
    expect(home.counts).toEqual({
      productsInReview: 1,
      candidatesToApprove: 2,
      declarationsInReview: 1,
      openFlags: 1,
      requestsOverdue: 1,
      expiring30: 1,
      expiring90: 2,
      exemptionsEnding: 1,
    });
    for (const key of STAFF_QUEUE_KEYS) {
      const list = await queue(key);
      expect(list.total, key).toBe(home.counts[key]);
      expect(list.data, key).toHaveLength(home.counts[key] ?? -1);
    }
  });

  it('each list names what waits, soonest or oldest first', async () => {
    expect((await queue('productsInReview')).data).toEqual([
      expect.objectContaining({
        productId: inReviewId,
        productName: 'Kettle K2',
        materialId: null,
      }),
    ]);
    expect((await queue('openFlags')).data).toEqual([
      expect.objectContaining({ materialId: flaggedId, detail: 'Marking differs' }),
    ]);
    expect((await queue('expiring90')).data.map((i) => [i.title, i.detail, i.date])).toEqual([
      ['Littelfuse 0215002.MXP', 'UL E10001', day(20)],
      ['Omron G5LE-1A', 'UL E10002', day(60)],
    ]);
    const overdue = (await queue('requestsOverdue')).data[0];
    expect(overdue).toMatchObject({ productId: inReviewId, title: 'TDK' });
    expect(overdue?.detail).toMatch(/^Reminded 1 time, no answer since /);
    expect((await queue('exemptionsEnding')).data[0]).toMatchObject({
      productId: inReviewId,
      title: 'TDK B32922C3104M',
      detail: `Exemption T(1) ends on ${day(100)} for category 11`,
    });
    expect((await queue('candidatesToApprove')).data[0]?.detail).toBe(
      '1 candidate, best match 87 %',
    );
  });

  it('a customer sees what each of their products misses, and nothing of others', async () => {
    const home = await get<Home>('home', customer);
    expect(home.role).toBe('customer');
    expect(home.counts).toEqual({});
    expect(home.products).toEqual([
      {
        id: inReviewId,
        name: 'Kettle K2',
        // The capacitor is not critical: it needs no safety certificate.
        missingCertificates: 0,
        // Fuse and relay: no approved declaration covers them.
        missingDeclarations: 2,
        expiring90: 2,
        openRequests: 1,
        status: {
          certificates: { approved: 1, waitingForReply: 0, inReview: 2, notApproved: 0 },
          // No line has an approved declaration; the fuse and relay have none at all.
          rohs: { approved: 0, open: 3, attention: 0 },
        },
      },
    ]);
    const months = home.timeline.filter((m) => m.certificates + m.exemptions > 0);
    expect(home.timeline).toHaveLength(12);
    expect(months.reduce((n, m) => n + m.certificates, 0)).toBe(2);
    expect(months.reduce((n, m) => n + m.exemptions, 0)).toBe(1);

    expect((await get<Home>('home', otherCustomer)).products).toEqual([]);
  });

  it('what changed shows at once: resolving the flag empties its queue', async () => {
    await t.ctx.db
      .update(materialFlags)
      .set({ resolvedAt: new Date() })
      .where(eq(materialFlags.materialId, flaggedId));
    expect((await get<Home>('home', admin)).counts.openFlags).toBe(0);
    expect(await queue('openFlags')).toEqual({ data: [], total: 0 });
    await t.ctx.db.update(materials).set({ materialStatusId: MaterialStatus.Approved });
  });

  it('only staff open the lists; a bad key is refused', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/home/queue?key=openFlags',
      headers: customer,
    });
    expect(res.statusCode).toBe(403);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/home/queue?key=everything',
      headers: admin,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('reads in a fixed number of statements, however many products and lines', async () => {
    const count = async () => (await t.statementsDuring(() => get<Home>('home', admin))).length;
    const before = await count();
    for (let i = 0; i < 5; i++) {
      await createProduct(t.ctx.db, { statusId: ProductStatus.ReadyForReview, materials: 4 });
    }
    expect(await count()).toBe(before);
  });
});
