/**
 * `GET /product/{id}/components` (DESIGN.md §10.1): the product's top-level rows paged,
 * sorted and searched by the server. Every expectation is derived from product/get's answer
 * folded the way the web folded it, so the two calls cannot drift apart.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BOM_SEARCH_TYPES,
  BOM_SORT_KEYS,
  matchesQuery,
  Role,
  type BomPage,
  type BomSearchType,
  type BomSortKey,
  type Material,
  type Product,
  type RoleId,
} from '@partproof/shared';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import {
  componentInput,
  createCompany,
  createMaterialCertificate,
  createProduct,
  createTempCertificate,
  signedIn,
  wizardPayload,
} from '../../../test/factories.js';
import { expectError, fieldErrors } from '../../../test/helpers.js';

type Headers = { authorization: string };
interface Group {
  main: Material;
  alternatives: Material[];
}

const NAMES = ['rc0603fr0710k', 'GRM188R71H104KA93D', 'bav99', 'LM358', 'Bav70', 'ZXCT1009'];
const MAKERS = ['Yageo', 'murata', 'TDK', 'Vishay', 'nexperia'];
const TYPES = ['Resistor', 'capacitor', 'IC', 'Diode'];

/** 25 lines, two of which are alternatives (the same reference, spaced and cased apart). */
function bom() {
  return Array.from({ length: 25 }, (_, i) =>
    componentInput(i, {
      internalReference: i === 7 ? ' ipn-2 ' : i === 12 ? 'IPN-2' : `IPN-${i}`,
      componentName: i === 7 ? 'Special–Part 10µF' : `${NAMES[i % NAMES.length]}-${i % 4}`,
      manufacturer: MAKERS[i % MAKERS.length],
      type: TYPES[i % TYPES.length],
      critical: i % 3 === 0,
    }),
  );
}

/** product/get's flat list folded as the web folds it (features/materials/utils/alternatives.ts). */
function fold(materials: Material[]): Group[] {
  const groups: Group[] = [];
  const byReference = new Map<string, Group>();
  for (const material of materials) {
    const reference = material.internalReference.trim().toLowerCase();
    const existing = reference ? byReference.get(reference) : undefined;
    if (existing) existing.alternatives.push(material);
    else {
      const group = { main: material, alternatives: [] };
      groups.push(group);
      if (reference) byReference.set(reference, group);
    }
  }
  return groups;
}

const SORT_FIELD: Record<BomSortKey, keyof Material> = {
  internalReference: 'internalReference',
  componentName: 'componentName',
  manufacturer: 'manufacturer',
  type: 'type',
  critical: 'critical',
  certificates: 'approvedMaterialCertificates',
  tempCertificates: 'totalTempCertificate',
};

/** The order the server promises: case-blind code-point order or numbers, ties in BOM order. */
function sorted(groups: Group[], key: BomSortKey, order: 'asc' | 'desc'): Group[] {
  const sign = order === 'asc' ? 1 : -1;
  const value = (g: Group) => {
    const v = g.main[SORT_FIELD[key]];
    return typeof v === 'string' ? v.toLowerCase() : Number(v);
  };
  const compare = (a: Group, b: Group) => {
    const x = value(a);
    const y = value(b);
    if (x === y) return 0;
    return x < y ? -1 : 1;
  };
  return [...groups].sort((a, b) => sign * compare(a, b));
}

describe('product components, paged on the server', () => {
  let t: TestApp;
  let admin: Headers;
  let companyId: number;
  let productId: number;
  let groups: Group[];
  const as: Partial<Record<RoleId, Headers>> = {};

  const page = (headers: Headers | undefined, id: number, query: Record<string, unknown> = {}) =>
    t.app.inject({
      method: 'GET',
      url: `/api/product/${id}/components`,
      headers,
      query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    });
  const read = async (query: Record<string, unknown> = {}) => {
    const res = await page(admin, productId, query);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<BomPage>();
  };
  /** Every page of a listing, read `limit` at a time, with the totals each page reported. */
  const allPages = async (query: Record<string, unknown>, limit: number) => {
    const first = await read({ ...query, limit, page: 1 });
    const rows = [...first.data];
    for (let p = 2; p <= Math.ceil(first.total / limit); p++) {
      const next = await read({ ...query, limit, page: p });
      expect(next.total).toBe(first.total);
      expect(next.data.length).toBeLessThanOrEqual(limit);
      rows.push(...next.data);
    }
    return { total: first.total, ids: rows.map((r) => r.id) };
  };
  const productGet = async (headers: Headers, id: number) =>
    t.app.inject({ method: 'POST', url: '/api/product/get', headers, payload: { id } });

  beforeAll(async () => {
    t = await buildTestApp();
    admin = (await signedIn(t.app, t.ctx.db, { role: Role.Admin })).headers;
    companyId = (await createCompany(t.ctx.db, { name: 'Kettle Works' })).id;
    for (const role of [Role.User, Role.Compliance, Role.Engineer] as RoleId[]) {
      as[role] = (await signedIn(t.app, t.ctx.db, { role, companyId })).headers;
    }
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/product/save',
      headers: admin,
      payload: wizardPayload(0, { materials: bom() }),
    });
    expect(saved.statusCode, saved.body).toBe(201);
    productId = saved.json<{ id: number }>().id;
    const before = (await productGet(admin, productId)).json<Product>();
    // Certification records and candidates on a few parts, so their counts sort.
    for (const [index, records] of [
      [3, 2],
      [5, 1],
      [9, 3],
    ] as const) {
      const materialId = before.materials[index]?.id ?? 0;
      for (let r = 0; r < records; r++) await createMaterialCertificate(t.ctx.db, { materialId });
      await createTempCertificate(t.ctx.db, { materialId: before.materials[index + 1]?.id ?? 0 });
    }
    groups = fold((await productGet(admin, productId)).json<Product>().materials);
  });
  afterAll(() => t.close());

  it('pages the top-level rows in BOM order: totals right, no overlap, no gap', async () => {
    expect(groups).toHaveLength(23);
    const first = await read();
    expect(first).toMatchObject({ total: 23, page: 1, limit: 10 });
    expect(first.data).toHaveLength(10);
    const { total, ids } = await allPages({}, 10);
    expect(total).toBe(23);
    expect(ids).toEqual(groups.map((g) => g.main.id));
    const last = await read({ page: 3 });
    expect(last.data).toHaveLength(3);
    expect((await read({ page: 4 })).data).toEqual([]);
  });

  it('folds alternatives under their first line, as the web did', async () => {
    const withAlternative = groups.find((g) => g.alternatives.length > 0);
    expect(withAlternative?.alternatives).toHaveLength(2);
    const row = (await read({ limit: 100 })).data.find((r) => r.id === withAlternative?.main.id);
    expect(row?.variations.map((m) => m.id)).toEqual(
      withAlternative?.alternatives.map((m) => m.id),
    );
  });

  it.each(BOM_SORT_KEYS.flatMap((key) => [[key, 'asc'] as const, [key, 'desc'] as const]))(
    'sorts by %s %s across pages, stably',
    async (sort, order) => {
      const { ids } = await allPages({ sort, order }, 7);
      expect(ids).toEqual(sorted(groups, sort, order).map((g) => g.main.id));
    },
  );

  it.each([
    ['componentName', 'RC0603FR-07 10K'],
    ['componentName', 'special part 10μf'],
    ['internalReference', 'I.P.N 2'],
    ['manufacturer', 'MURA-TA'],
    ['type', ' capaci tor '],
  ] as [BomSearchType, string][])(
    'searching %s for "%s" keeps the rows the shared normalise matches',
    async (searchType, query) => {
      const expected = groups
        .filter((g) => [g.main, ...g.alternatives].some((m) => matchesQuery(m[searchType], query)))
        .map((g) => g.main.id);
      expect(expected.length).toBeGreaterThan(0);
      const { total, ids } = await allPages({ searchType, query }, 3);
      expect(total).toBe(expected.length);
      expect(ids).toEqual(expected);
    },
  );

  it('a row is kept when only one of its alternatives matches', async () => {
    const found = await read({ searchType: 'componentName', query: 'SPECIAL-part' });
    expect(found.total).toBe(1);
    const group = groups.find((g) => g.alternatives.some((m) => m.componentName.startsWith('Sp')));
    expect(found.data[0]?.id).toBe(group?.main.id);
    expect(found.data[0]?.variations).toHaveLength(2);
  });

  it('searches with sorting and paging together', async () => {
    const query = { searchType: 'type', query: 'resistor', sort: 'componentName', order: 'desc' };
    const expected = sorted(
      groups.filter((g) =>
        [g.main, ...g.alternatives].some((m) => matchesQuery(m.type, 'resistor')),
      ),
      'componentName',
      'desc',
    ).map((g) => g.main.id);
    expect((await allPages(query, 2)).ids).toEqual(expected);
  });

  it('a blank query searches nothing; one of punctuation only finds nothing', async () => {
    expect((await read({ query: '   ' })).total).toBe(23);
    expect((await read({ query: '--- *' })).total).toBe(0);
    for (const searchType of BOM_SEARCH_TYPES) {
      expect((await read({ searchType, query: 'no such thing' })).total).toBe(0);
    }
  });

  it('a page item is the very material product/get answers, its alternatives too', async () => {
    const product = (await productGet(admin, productId)).json<Product>();
    const byId = new Map(product.materials.map((m) => [m.id, m]));
    const all = (await read({ limit: 100 })).data;
    expect(all).toHaveLength(23);
    for (const { variations, ...material } of all) {
      expect(material).toStrictEqual(byId.get(material.id));
      for (const alternative of variations)
        expect(alternative).toStrictEqual(byId.get(alternative.id));
    }
  });

  it('a component changed between two reads is read fresh', async () => {
    const first = (await read()).data[0];
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/material/update',
      headers: admin,
      payload: { id: first?.id, componentName: 'Renamed 4711' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await read()).data[0]?.componentName).toBe('Renamed 4711');
    const found = await read({ searchType: 'componentName', query: 'renamed-4711' });
    expect(found.data.map((r) => r.id)).toEqual([first?.id]);
  });

  it('answers every role exactly what product/get answers them', async () => {
    const pending = await createProduct(t.ctx.db, { companyId, statusId: 1, materials: 2 });
    const open = await createProduct(t.ctx.db, { companyId, statusId: 2, materials: 2 });
    const other = await createProduct(t.ctx.db, { statusId: 2, materials: 1 });
    for (const role of [Role.User, Role.Compliance, Role.Engineer] as RoleId[]) {
      const headers = as[role] as Headers;
      for (const id of [pending.id, open.id, other.id]) {
        const viaGet = await productGet(headers, id);
        const paged = await page(headers, id);
        expect(paged.statusCode, `role ${role}, product ${id}`).toBe(viaGet.statusCode);
        if (viaGet.statusCode === 200) {
          expect(paged.json<BomPage>().total).toBe(viaGet.json<Product>().materials.length);
        } else {
          expect(paged.json<{ message: string }>().message).toBe(
            viaGet.json<{ message: string }>().message,
          );
        }
      }
    }
    expectError(await page(as[Role.User], pending.id), 403, 'This product is still pending review');
    expectError(await page(as[Role.User], other.id), 404, 'Product not found');
    expectError(await page(undefined, open.id), 401);
    expectError(await page(admin, 999_999), 404);
  });

  it('refuses a limit over 100 and unknown sort or search keys', async () => {
    const res = await page(admin, productId, { limit: 101 });
    expectError(res, 400);
    expect(fieldErrors(res, 'limit')).toContain('limit is at most 100');
    expect((await page(admin, productId, { limit: 100 })).statusCode).toBe(200);
    expectError(await page(admin, productId, { sort: 'designator' }), 400);
    expectError(await page(admin, productId, { searchType: 'designator', query: 'R1' }), 400);
    expectError(await page(admin, productId, { page: 0 }), 400);
  });
});
