import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role, type LookupLists, type Product } from '@partproof/shared';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { createCompany, signedIn, wizardPayload } from '../../../test/factories.js';
import { expectError, fieldErrors } from '../../../test/helpers.js';
import { lookups, products } from '../../db/schema/index.js';
import { TYPED_LOOKUPS_PER_COMPANY } from './lookups.service.js';

type Headers = { authorization: string };

/** Typed standards and product types belong to the company whose product they were typed on. */
describe('typed lookup entries stay in their company', () => {
  let t: TestApp;
  let admin: Headers;
  let companyA: number;
  let userA: Headers;
  let userB: Headers;

  const post = (url: string, headers: Headers, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/${url}`, headers, payload });
  const listsOf = async (headers: Headers) =>
    (await post('standard-substitutions/all', headers, {})).json<LookupLists>();
  const standardTitles = async (headers: Headers) =>
    (await listsOf(headers)).standards.map((s) => s.title);
  /** product/save with the given standards; a new product type is typed too. */
  const saveWith = (headers: Headers, standards: object[], type = 'Household appliance') =>
    post(
      'product/save',
      headers,
      wizardPayload(0, { standards, type: [{ id: null, title: type }] }),
    );
  const typedIdOf = async (title: string, companyId: number | null) =>
    (
      await t.ctx.db
        .select({ id: lookups.id, companyId: lookups.companyId })
        .from(lookups)
        .where(and(eq(lookups.kind, 'standard'), eq(lookups.title, title)))
    ).find((l) => l.companyId === companyId)?.id;

  beforeAll(async () => {
    t = await buildTestApp();
    admin = (await signedIn(t.app, t.ctx.db, { role: Role.Admin })).headers;
    companyA = (await createCompany(t.ctx.db)).id;
    userA = (await signedIn(t.app, t.ctx.db, { role: Role.Compliance, companyId: companyA }))
      .headers;
    userB = (await signedIn(t.app, t.ctx.db, { role: Role.Compliance })).headers;
  });
  afterAll(() => t.close());

  it("a standard and a type typed by company A show in A's lists and not in B's", async () => {
    const res = await saveWith(userA, [{ id: null, title: 'ACME house norm 7' }], 'Garden robot');
    expect(res.statusCode, res.body).toBe(201);
    expect(await standardTitles(userA)).toContain('ACME house norm 7');
    expect(await standardTitles(userB)).not.toContain('ACME house norm 7');
    expect((await listsOf(userA)).productTypes.map((p) => p.title)).toContain('Garden robot');
    expect((await listsOf(userB)).productTypes.map((p) => p.title)).not.toContain('Garden robot');
    // Nor in the staff's global list.
    expect(await standardTitles(admin)).not.toContain('ACME house norm 7');
  });

  it("company B cannot use A's entry by its id, and typing the same title gives B its own", async () => {
    await saveWith(userA, [{ id: null, title: 'ACME house norm 8' }]);
    const aId = await typedIdOf('ACME house norm 8', companyA);
    expect(aId).toBeDefined();
    const refused = await saveWith(userB, [{ id: aId, title: 'ACME house norm 8' }]);
    expectError(refused, 400);
    expect(fieldErrors(refused, 'standards')).toEqual(['Unknown entry']);

    const own = await saveWith(userB, [{ id: null, title: 'acme HOUSE norm 8' }]);
    expect(own.statusCode, own.body).toBe(201);
    const product = (
      await post('product/get', userB, { id: own.json<{ id: number }>().id })
    ).json<Product>();
    expect(product.standards).toHaveLength(1);
    expect(product.standards[0]?.id).not.toBe(aId);
    // Each company sees its own spelling, once.
    const norm8 = (titles: string[]) => titles.filter((s) => /house norm 8/i.test(s));
    expect(norm8(await standardTitles(userA))).toEqual(['ACME house norm 8']);
    expect(norm8(await standardTitles(userB))).toEqual(['acme HOUSE norm 8']);
  });

  it('the seeded entries show to every company and anyone may choose them by id', async () => {
    for (const headers of [userA, userB, admin]) {
      expect(await standardTitles(headers)).toEqual(
        expect.arrayContaining(['IEC 62368-1', 'EN 55032']),
      );
    }
    const seeded = (await listsOf(userB)).standards.find((s) => s.title === 'IEC 62368-1');
    if (!seeded) throw new Error('IEC 62368-1 is not seeded');
    expect((await saveWith(userB, [seeded])).statusCode).toBe(201);
  });

  it("an admin typing a standard on A's product files it under A, not under the admin", async () => {
    const saved = await saveWith(userA, [{ id: null, title: 'IEC 62368-1' }]);
    const id = saved.json<{ id: number }>().id;
    await t.ctx.db.update(products).set({ statusId: 2 }).where(eq(products.id, id));
    const res = await post('product/update', admin, {
      id,
      name: 'Edited by staff',
      standards: [{ id: null, title: 'Customer spec 12' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await typedIdOf('Customer spec 12', companyA)).toBeDefined();
    expect(await standardTitles(userA)).toContain('Customer spec 12');
    expect(await standardTitles(userB)).not.toContain('Customer spec 12');
    expect(await standardTitles(admin)).not.toContain('Customer spec 12');
    // … and the admin cannot put A's entry on B's product by its id either.
    const ofB = (await saveWith(userB, [{ id: null, title: 'EN 55032' }])).json<{ id: number }>()
      .id;
    const aId = await typedIdOf('Customer spec 12', companyA);
    expectError(
      await post('product/update', admin, {
        id: ofB,
        name: 'x',
        standards: [{ id: aId, title: 'Customer spec 12' }],
      }),
      400,
    );
  });

  it(`a company may type at most ${TYPED_LOOKUPS_PER_COMPANY} entries of a kind`, async () => {
    const companyId = (await createCompany(t.ctx.db)).id;
    const full = (await signedIn(t.app, t.ctx.db, { role: Role.Compliance, companyId })).headers;
    await t.ctx.db.insert(lookups).values(
      Array.from({ length: TYPED_LOOKUPS_PER_COMPANY }, (_, i) => ({
        kind: 'standard',
        title: `Norm ${i}`,
        companyId,
      })),
    );
    const refused = await saveWith(full, [{ id: null, title: 'One norm too many' }]);
    expectError(refused, 400);
    expect(fieldErrors(refused, 'standards')[0]).toMatch(/500/);
    expect(await typedIdOf('One norm too many', companyId)).toBeUndefined();
    // Choosing one it already has, or a seeded one, still works; so does another kind.
    const reuse = await saveWith(full, [
      { id: null, title: 'norm 7' },
      { id: null, title: 'IEC 62368-1' },
    ]);
    expect(reuse.statusCode, reuse.body).toBe(201);
  });

  it("a title an admin types on the staff's own product joins every company's list", async () => {
    expect((await saveWith(admin, [{ id: null, title: 'IEC 60950-1 (legacy)' }])).statusCode).toBe(
      201,
    );
    for (const headers of [userA, userB, admin])
      expect(await standardTitles(headers)).toContain('IEC 60950-1 (legacy)');
  });

  it('a company-less engineer may choose listed entries but not add to the global list', async () => {
    const engineer = (await signedIn(t.app, t.ctx.db, { role: Role.Engineer })).headers;
    const refused = await saveWith(engineer, [{ id: null, title: 'Engineer private norm' }]);
    expectError(refused, 400);
    expect(await standardTitles(userB)).not.toContain('Engineer private norm');
    expect((await saveWith(engineer, [{ id: null, title: 'EN 55032' }])).statusCode).toBe(201);
  });
});
