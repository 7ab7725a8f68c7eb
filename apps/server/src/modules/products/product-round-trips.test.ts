/**
 * What an endpoint answers, a client sends back unchanged where the spec round-trips it
 * (DESIGN.md §9.9): parseFile's materials into product/save, product/get's lookups into
 * product/update.
 */
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Role,
  type BomUploadResult,
  type LookupLists,
  type Product,
  type ProductSaveResult,
} from '@partproof/shared';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { signedIn } from '../../../test/factories.js';
import { fixture } from '../../../test/fixtures/boms/make-files.js';
import { form } from '../../../test/helpers.js';

type Headers = { authorization: string };

describe('round trips between product calls', () => {
  let t: TestApp;
  let admin: Headers;
  let lists: LookupLists;

  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/${url}`, headers: admin, payload });
  const first = <T>(list: T[]): T => {
    const [item] = list;
    if (item === undefined) throw new Error('empty lookup list');
    return item;
  };

  beforeAll(async () => {
    t = await buildTestApp();
    admin = (await signedIn(t.app, t.ctx.db, { role: Role.Admin })).headers;
    lists = (await post('standard-substitutions/all', {})).json<LookupLists>();
  });
  afterAll(() => t.close());

  const productInfo = () => ({
    name: 'Bench Supply',
    type: [first(lists.productTypes)],
    standards: [first(lists.standards)],
    markets: [first(lists.markets)],
    developmentStatus: first(lists.developmentStatuses),
    manufacturer: 'Acme',
    customer: 'Dana',
  });

  it("parseFile's materials, alternatives included, save unchanged through product/save", async () => {
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/collectionProductMaterials/parseFile',
      // As a browser asks: the answer is the parse child's JSON bytes, compressed on the way.
      headers: { ...admin, 'accept-encoding': 'br' },
      payload: form(
        {},
        { field: 'file', name: 'distributor.csv', bytes: fixture('distributor-export.csv') },
      ),
    });
    expect(upload.statusCode, upload.body).toBe(200);
    expect(upload.headers['content-encoding']).toBe('br');
    const parsed = JSON.parse(
      brotliDecompressSync(upload.rawPayload).toString('utf8'),
    ) as BomUploadResult;
    expect(parsed.materials.some((m) => m.alternativeOf !== null)).toBe(true);

    const saved = await post('product/save', {
      ...productInfo(),
      filePath: parsed.filePath,
      materials: parsed.materials,
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const { id } = saved.json<ProductSaveResult>();
    const product = (await post('product/get', { id })).json<Product>();
    expect(product.materials.map((m) => m.componentName)).toEqual(
      parsed.materials.map((m) => m.componentName),
    );
    // An alternative shares its primary part's internal reference.
    const alternative = parsed.materials.findIndex((m) => m.alternativeOf !== null);
    const primary = parsed.materials[alternative]?.alternativeOf ?? -1;
    expect(product.materials[alternative]?.internalReference).toBe(
      product.materials[primary]?.internalReference,
    );
  });

  it("product/get's lookups and fields go back into product/update as they came", async () => {
    const saved = await post('product/save', { ...productInfo(), materials: [] });
    const { id } = saved.json<ProductSaveResult>();
    const product = (await post('product/get', { id })).json<Product>();

    const res = await post('product/update', {
      id: product.id,
      name: `${product.name} v2`,
      description: product.description,
      manufacturer: product.manufacturer,
      customer: product.customer,
      type: product.type,
      standards: product.standards,
      markets: product.markets,
      developmentStatus: product.developmentStatus,
    });
    expect(res.statusCode, res.body).toBe(200);
    const updated = res.json<Product>();
    expect(updated.name).toBe('Bench Supply v2');
    expect(updated.type).toEqual(product.type);
    expect(updated.standards).toEqual(product.standards);
    expect(updated.markets).toEqual(product.markets);
    expect(updated.developmentStatus).toEqual(product.developmentStatus);
  });

  it('product/update takes a product without a development status as product/get sent it', async () => {
    const saved = await post('product/save', { ...productInfo(), materials: [] });
    const { id } = saved.json<ProductSaveResult>();
    const product = (await post('product/get', { id })).json<Product>();
    const res = await post('product/update', {
      id,
      name: product.name,
      developmentStatus: null,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Product>().developmentStatus).toBeNull();
  });
});
