import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productApi, Role } from '@partproof/shared';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { createCompany, createProduct, createUser, signedIn } from '../../../test/factories.js';
import { answerOf, send, type CallInput } from '../../../test/call.js';
import { expectError } from '../../../test/helpers.js';
import { lookups, productLookups } from '../../db/schema/index.js';

type Headers = { authorization: string };

describe('product/getAll', () => {
  let t: TestApp;
  let admin: { headers: Headers };
  let complianceA: { headers: Headers };
  let userA: { headers: Headers };
  let engineerA: { headers: Headers };
  let loneEngineer: { headers: Headers; user: { id: number } };
  let companyA: { id: number; name: string };
  let companyB: { id: number; name: string };
  const ids = { a1: 0, a2: 0, b: 0, lone: 0 };

  const list = (
    headers: Headers | undefined,
    body: CallInput<typeof productApi.getAll>['body'] = {},
  ) => send(t.app, productApi.getAll, { body }, headers);
  const rowsOf = (res: Awaited<ReturnType<typeof list>>) => answerOf(productApi.getAll, res).data;
  const idsOf = (res: Awaited<ReturnType<typeof list>>) => rowsOf(res).map((p) => p.id);

  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.ctx.db;
    companyA = await createCompany(db, { name: 'Kettle Works' });
    companyB = await createCompany(db, { name: 'Lamp Makers' });
    admin = await signedIn(t.app, db, { role: Role.Admin });
    complianceA = await signedIn(t.app, db, { role: Role.Compliance, companyId: companyA.id });
    userA = await signedIn(t.app, db, { role: Role.User, companyId: companyA.id });
    engineerA = await signedIn(t.app, db, { role: Role.Engineer, companyId: companyA.id });
    loneEngineer = await signedIn(t.app, db, { role: Role.Engineer });
    const ownerA = await createUser(db, { companyId: companyA.id });
    // Inserted out of date order, so the list's order can only come from createdAt.
    ids.a2 = (
      await createProduct(db, {
        ownerId: ownerA.id,
        isBenchmark: true,
        statusId: 2,
        createdAt: new Date('2025-03-01T10:00:00Z'),
      })
    ).id;
    ids.a1 = (
      await createProduct(db, {
        ownerId: ownerA.id,
        createdAt: new Date('2025-01-01T10:00:00.456Z'),
      })
    ).id;
    ids.b = (
      await createProduct(db, {
        companyId: companyB.id,
        createdAt: new Date('2025-04-01T10:00:00Z'),
      })
    ).id;
    ids.lone = (
      await createProduct(db, {
        ownerId: loneEngineer.user.id,
        createdAt: new Date('2025-02-01T10:00:00Z'),
      })
    ).id;
    const [lighting] = await db.select().from(lookups).where(eq(lookups.title, 'Lighting'));
    await db.insert(productLookups).values({ productId: ids.a1, lookupId: lighting?.id ?? 0 });
  });
  afterAll(() => t.close());

  it('an admin sees every company’s products, newest first', async () => {
    const res = await list(admin.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(idsOf(res)).toEqual([ids.b, ids.a2, ids.lone, ids.a1]);
    expect(answerOf(productApi.getAll, res).total).toBe(4);
  });

  it('a list row has name, type, status, company name and created date', async () => {
    const rows = rowsOf(await list(complianceA.headers));
    const a1 = rows.find((r) => r.id === ids.a1);
    expect(a1).toMatchObject({
      type: [{ title: 'Lighting' }],
      status: { id: 1 },
      companyName: 'Kettle Works',
      createdAt: '2025-01-01T10:00:00.456Z',
      isBenchmark: false,
    });
    expect(rows.find((r) => r.id === ids.a2)?.status.id).toBe(2);
  });

  it('a customer sees only their own company’s products', async () => {
    for (const who of [complianceA, userA, engineerA]) {
      expect(idsOf(await list(who.headers))).toEqual([ids.a2, ids.a1]);
    }
  });

  it('an engineer without a company sees only the products they created', async () => {
    expect(idsOf(await list(loneEngineer.headers))).toEqual([ids.lone]);
  });

  it('a product whose owner has no company shows the provider name', async () => {
    const rows = rowsOf(await list(admin.headers));
    expect(rows.find((r) => r.id === ids.lone)?.companyName).toBe('PartProof');
    expect(rows.find((r) => r.id === ids.b)?.companyName).toBe('Lamp Makers');
  });

  it('the Benchmark filter lists only products marked as benchmark', async () => {
    expect(idsOf(await list(admin.headers, { filter: 'benchmark' }))).toEqual([ids.a2]);
    expect(idsOf(await list(complianceA.headers, { filter: 'benchmark' }))).toEqual([ids.a2]);
  });

  it('the Companies filter lists one chosen company’s products', async () => {
    const b = await list(admin.headers, { filter: 'companies', companyId: companyB.id });
    expect(idsOf(b)).toEqual([ids.b]);
    const a = await list(admin.headers, { filter: 'companies', companyId: companyA.id });
    expect(idsOf(a)).toEqual([ids.a2, ids.a1]);
  });

  it('a compliance user filtering by another company still sees nothing of it', async () => {
    const res = await list(complianceA.headers, { filter: 'companies', companyId: companyB.id });
    expect(res.statusCode).toBe(200);
    expect(idsOf(res)).toEqual([]);
  });

  it('the Companies filter without a company asks to select one', async () => {
    expectError(await list(admin.headers, { filter: 'companies' }), 400, 'Please select a company');
  });

  it('roles 2 and 4 cannot use the filter', async () => {
    for (const who of [userA, engineerA]) {
      for (const filter of ['benchmark', 'companies'] as const) {
        expectError(
          await list(who.headers, { filter, companyId: companyA.id }),
          403,
          'You do not have permission',
        );
      }
      expect((await list(who.headers, { filter: 'all' })).statusCode).toBe(200);
    }
  });

  it('pages with page and size and still reports the total', async () => {
    const res = await list(admin.headers, { page: 2, size: 1 });
    expect(idsOf(res)).toEqual([ids.a2]);
    expect(answerOf(productApi.getAll, res).total).toBe(4);
    // Past the last page: no rows, and still the total (the pager shows where the list ends).
    const past = await list(admin.headers, { page: 9, size: 1 });
    expect(idsOf(past)).toEqual([]);
    expect(answerOf(productApi.getAll, past).total).toBe(4);
  });

  it('an unknown filter is a validation error', async () => {
    // Not a value the contract allows, so sent by hand.
    const mine = await t.app.inject({
      method: 'POST',
      url: '/api/product/getAll',
      headers: admin.headers,
      payload: { filter: 'mine' },
    });
    expectError(mine, 400);
  });

  it('a guest gets 401', async () => {
    expectError(await list(undefined), 401);
  });
});
