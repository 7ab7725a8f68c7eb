import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role, type LookupLists, type Product } from '@partproof/shared';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { componentInput, signedIn, wizardPayload } from '../../../test/factories.js';
import { expectError, fieldErrors } from '../../../test/helpers.js';
import { lookups, products } from '../../db/schema/index.js';

type Headers = { authorization: string };

describe('product/save: validation and lookups', () => {
  let t: TestApp;
  let admin: Headers;

  const save = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/product/save', headers: admin, payload });
  const productCount = async () =>
    (await t.ctx.db.select({ n: count() }).from(products))[0]?.n ?? 0;
  const lists = async () =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/standard-substitutions/all',
        headers: admin,
        payload: {},
      })
    ).json<LookupLists>();
  const getProduct = async (id: number) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/product/get',
        headers: admin,
        payload: { id },
      })
    ).json<Product>();

  beforeAll(async () => {
    t = await buildTestApp();
    admin = (await signedIn(t.app, t.ctx.db, { role: Role.Admin })).headers;
  });
  afterAll(() => t.close());

  const missing: [field: string, message: string][] = [
    ['name', 'Name is required'],
    ['type', 'Type is required'],
    ['standards', 'Standard is required'],
    ['markets', 'Markets is required'],
    ['developmentStatus', 'Status is required'],
    ['manufacturer', 'Manufacturer field is required'],
    ['customer', 'Name is required'],
  ];
  it.each(missing)(
    'without %s the answer is 400 “%s” and nothing is stored',
    async (field, message) => {
      const before = await productCount();
      const payload: Record<string, unknown> = wizardPayload(1);
      delete payload[field];
      const res = await save(payload);
      expectError(res, 400);
      expect(fieldErrors(res, field)).toContain(message);
      expect(await productCount()).toBe(before);
    },
  );

  it.each([
    ['name', '   ', 'Name is required'],
    ['manufacturer', '', 'Manufacturer field is required'],
    ['customer', ' ', 'Name is required'],
    ['type', [], 'Type is required'],
    ['standards', [], 'Standard is required'],
    ['markets', [], 'Markets is required'],
  ])('a blank %s is refused with its text', async (field, value, message) => {
    const res = await save(wizardPayload(1, { [field]: value }));
    expectError(res, 400);
    expect(fieldErrors(res, field)).toContain(message);
  });

  it('the description is optional', async () => {
    const payload: Record<string, unknown> = wizardPayload(1);
    delete payload.description;
    const res = await save(payload);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<{ message: string }>().message).toBe('Product added');
    expect(await getProduct(res.json<{ id: number }>().id).then((p) => p.description)).toBe('');
  });

  it('a component without a name is refused with “Required” at its row', async () => {
    const res = await save(
      wizardPayload(0, {
        materials: [componentInput(0), componentInput(1, { componentName: ' ' })],
      }),
    );
    expectError(res, 400);
    expect(fieldErrors(res, 'materials.1.componentName')).toContain('Required');
  });

  it('a standard and a type typed by the user are created and then offered in the lists', async () => {
    const res = await save(
      wizardPayload(1, {
        type: [{ id: null, title: 'Garden robot' }],
        standards: [{ id: null, title: 'IEC 60335-2-107' }],
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const { standards, productTypes } = await lists();
    const standard = standards.find((s) => s.title === 'IEC 60335-2-107');
    const type = productTypes.find((s) => s.title === 'Garden robot');
    expect(standard?.id).toEqual(expect.any(Number));
    expect(type?.id).toEqual(expect.any(Number));
    const product = await getProduct(res.json<{ id: number }>().id);
    expect(product.standards).toEqual([standard]);
    expect(product.type).toEqual([type]);
  });

  it('typing an existing title in another case reuses it instead of creating a duplicate', async () => {
    const first = await save(
      wizardPayload(1, { standards: [{ id: null, title: 'EN 50636-2-107' }] }),
    );
    const again = await save(
      wizardPayload(1, {
        standards: [
          { id: null, title: 'en 50636-2-107' },
          { id: null, title: 'iec 62368-1' },
        ],
        type: [{ id: null, title: 'LIGHTING' }],
      }),
    );
    expect(again.statusCode, again.body).toBe(201);
    const { standards, productTypes } = await lists();
    expect(standards.filter((s) => s.title.toLowerCase() === 'en 50636-2-107')).toHaveLength(1);
    expect(standards.filter((s) => s.title.toLowerCase() === 'iec 62368-1')).toHaveLength(1);
    const a = await getProduct(first.json<{ id: number }>().id);
    const b = await getProduct(again.json<{ id: number }>().id);
    expect(b.standards.map((s) => s.id)).toContain(a.standards[0]?.id);
    expect(b.standards.map((s) => s.title)).toContain('IEC 62368-1');
    expect(b.type).toEqual([productTypes.find((p) => p.title === 'Lighting')]);
  });

  it('existing entries chosen by id are linked as they are', async () => {
    const { markets, developmentStatuses } = await lists();
    const eu = markets.find((m) => m.title === 'EU');
    const jp = markets.find((m) => m.title === 'JP');
    const mass = developmentStatuses.find((d) => d.title === 'Mass production');
    const res = await save(wizardPayload(1, { markets: [eu, jp], developmentStatus: mass }));
    expect(res.statusCode, res.body).toBe(201);
    const product = await getProduct(res.json<{ id: number }>().id);
    expect(product.markets).toEqual([eu, jp]);
    expect(product.developmentStatus).toEqual(mass);
  });

  it('an unknown market id is 400 and stores nothing', async () => {
    const before = await productCount();
    const res = await save(wizardPayload(1, { markets: [{ id: 999_999, title: 'Atlantis' }] }));
    expectError(res, 400);
    expect(fieldErrors(res, 'markets')).toEqual(['Unknown entry']);
    expect(await productCount()).toBe(before);
  });

  it('a standard’s id sent as a market is refused', async () => {
    const [standard] = await t.ctx.db
      .select()
      .from(lookups)
      .where(eq(lookups.title, 'IEC 61010-1'));
    const res = await save(wizardPayload(1, { markets: [{ id: standard?.id, title: 'EU' }] }));
    expectError(res, 400);
  });

  it('markets and development statuses cannot be created by typing', async () => {
    const before = (await lists()).markets.length;
    expectError(await save(wizardPayload(1, { markets: [{ id: null, title: 'Atlantis' }] })), 400);
    expectError(
      await save(wizardPayload(1, { developmentStatus: { id: null, title: 'Dreaming' } })),
      400,
    );
    expect((await lists()).markets).toHaveLength(before);
  });

  it('a new product’s payload may not carry an id', async () => {
    expectError(await save({ ...wizardPayload(1), id: 5 }), 400);
  });

  it('a filePath that is not an uploaded BOM is refused', async () => {
    const res = await save(wizardPayload(1, { filePath: 'f0000000-0000-0000-0000-000000000000' }));
    expectError(res, 400);
    expect(fieldErrors(res, 'filePath')).toEqual(['Unknown file']);
  });

  it('a guest gets 401', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/product/save',
      payload: wizardPayload(1),
    });
    expectError(res, 401);
  });
});
