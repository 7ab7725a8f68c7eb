import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@partproof/shared';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { createCompany, createProduct, signedIn, wizardPayload } from '../../../test/factories.js';
import { expectError } from '../../../test/helpers.js';
import { materials, products } from '../../db/schema/index.js';

type Headers = { authorization: string };
const CAP = 'The trial allows at most 5 components per company.';
const USER_CAP = 'The trial allows at most 5 components per user.';
const ENDED = 'Your trial has ended. Please contact PartProof to continue.';

/**
 * The freemium trial of DESIGN.md §5.5 on product/save and material/save: the cap counts
 * the components of the company's products, so adding users does not raise it.
 */
describe('trial limits', () => {
  let t: TestApp;
  let admin: Headers;

  const save = (headers: Headers, components: number) =>
    t.app.inject({
      method: 'POST',
      url: '/api/product/save',
      headers,
      payload: wizardPayload(components),
    });
  const addComponent = (headers: Headers, productId: number) =>
    t.app.inject({
      method: 'POST',
      url: '/api/material/save',
      headers,
      payload: {
        productId,
        internalReference: 'U1',
        componentName: 'LM317',
        manufacturer: 'TI',
        type: 'IC',
        critical: false,
      },
    });
  const materialsOf = async (userId: number) =>
    (
      await t.ctx.db.select({ n: count() }).from(materials).where(eq(materials.createdBy, userId))
    )[0]?.n ?? 0;
  const productsOf = async (userId: number) =>
    (await t.ctx.db.select({ n: count() }).from(products).where(eq(products.ownerId, userId)))[0]
      ?.n ?? 0;
  /** Role 2 adds components only outside Pending (pending-product.test.ts). */
  const inReview = (id: number) =>
    t.ctx.db.update(products).set({ statusId: 2 }).where(eq(products.id, id));
  const customer = async (company: Parameters<typeof createCompany>[1] = {}) => {
    const { id } = await createCompany(t.ctx.db, company);
    return signedIn(t.app, t.ctx.db, { role: Role.User, companyId: id });
  };

  beforeAll(async () => {
    t = await buildTestApp();
    admin = (await signedIn(t.app, t.ctx.db, { role: Role.Admin })).headers;
  });
  afterAll(() => t.close());

  it('a user may add 5 components, then product/save and material/save answer 403', async () => {
    const user = await customer();
    const first = await save(user.headers, 5);
    expect(first.statusCode, first.body).toBe(201);
    const productId = first.json<{ id: number }>().id;
    await inReview(productId);
    expectError(await save(user.headers, 1), 403, CAP);
    expectError(await addComponent(user.headers, productId), 403, CAP);
    expect(await materialsOf(user.user.id)).toBe(5);
    expect(await productsOf(user.user.id)).toBe(1);
  });

  it('components added one by one count towards the same cap', async () => {
    const user = await customer();
    const { id } = await createProduct(t.ctx.db, {
      ownerId: user.user.id,
      statusId: 2,
      materials: 3,
    });
    expect((await addComponent(user.headers, id)).statusCode).toBe(201);
    expect((await addComponent(user.headers, id)).statusCode).toBe(201);
    expectError(await addComponent(user.headers, id), 403, CAP);
    expect(await materialsOf(user.user.id)).toBe(5);
  });

  it('the cap is per company: adding users does not add components', async () => {
    const user = await customer();
    expect((await save(user.headers, 3)).statusCode).toBe(201);
    const colleague = await signedIn(t.app, t.ctx.db, {
      role: Role.Compliance,
      companyId: user.user.companyId,
    });
    expectError(await save(colleague.headers, 3), 403, CAP);
    expect((await save(colleague.headers, 2)).statusCode).toBe(201);
    const newcomer = await signedIn(t.app, t.ctx.db, {
      role: Role.Compliance,
      companyId: user.user.companyId,
    });
    expectError(await save(newcomer.headers, 1), 403, CAP);
    // Another company is not affected.
    expect((await save((await customer()).headers, 5)).statusCode).toBe(201);
  });

  it('a company’s own component limit replaces the default', async () => {
    const user = await customer({ componentLimit: 3 });
    expectError(
      await save(user.headers, 4),
      403,
      'The trial allows at most 3 components per company.',
    );
    expect((await save(user.headers, 3)).statusCode).toBe(201);
  });

  it('after the trial has ended, no component can be added and nothing is deleted', async () => {
    const user = await customer({ trialEndsAt: new Date(Date.now() - 60_000) });
    const { id } = await createProduct(t.ctx.db, {
      ownerId: user.user.id,
      statusId: 2,
      materials: 1,
    });
    expectError(await save(user.headers, 1), 403, ENDED);
    expectError(await addComponent(user.headers, id), 403, ENDED);
    expect(await materialsOf(user.user.id)).toBe(1);
  });

  it('a trial that ends in the future still allows adding', async () => {
    const user = await customer({ trialEndsAt: new Date(Date.now() + 86_400_000) });
    expect((await save(user.headers, 2)).statusCode).toBe(201);
  });

  it('a lifted trial has neither the cap nor the end date', async () => {
    const user = await customer({ trialLifted: true, trialEndsAt: new Date('2020-01-01') });
    const res = await save(user.headers, 12);
    expect(res.statusCode, res.body).toBe(201);
    await inReview(res.json<{ id: number }>().id);
    expect((await addComponent(user.headers, res.json<{ id: number }>().id)).statusCode).toBe(201);
    expect(await materialsOf(user.user.id)).toBe(13);
  });

  it('admins are never capped, also on a customer’s product of an ended trial', async () => {
    const res = await save(admin, 25);
    expect(res.statusCode, res.body).toBe(201);
    const user = await customer({ trialEndsAt: new Date('2020-01-01') });
    const { id } = await createProduct(t.ctx.db, { ownerId: user.user.id });
    for (let i = 0; i < 6; i++) expect((await addComponent(admin, id)).statusCode).toBe(201);
  });

  it('an engineer without a company is capped at 5 of their own', async () => {
    const engineer = await signedIn(t.app, t.ctx.db, { role: Role.Engineer });
    expectError(await save(engineer.headers, 6), 403, USER_CAP);
    expect((await save(engineer.headers, 5)).statusCode).toBe(201);
    expectError(await save(engineer.headers, 1), 403, USER_CAP);
  });

  it('two saves at once cannot both slip under the cap', async () => {
    const user = await customer();
    const answers = await Promise.all([save(user.headers, 3), save(user.headers, 3)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 403]);
    expect(await materialsOf(user.user.id)).toBe(3);
  });
});
