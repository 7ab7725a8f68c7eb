/**
 * The keys a page of components reads instead of computing (drizzle/0017): every kind of
 * write leaves each line of the product with the shared `normalise` of its texts, the
 * alternatives' key, and the head of its group as the web folded the whole list (the first
 * line of its key in BOM order; an empty reference heads itself). Checked on the whole
 * table after each write, so a writer or a trigger that forgets a case fails here.
 */
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role, type Product } from '@partproof/shared';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import {
  componentInput,
  createCompany,
  createMaterial,
  signedIn,
  wizardPayload,
} from '../../../test/factories.js';
import { materials } from '../../db/schema/index.js';
import { materialKeys } from '../materials/material-keys.js';
import { createDemoProduct } from './demo-product.js';

type Headers = { authorization: string };

/** What the stored columns must hold for a product's lines, derived in JavaScript. */
function expectedKeys(rows: (typeof materials.$inferSelect)[]) {
  const heads = new Map<string, number>();
  return rows.map((row) => {
    const keys = materialKeys(row);
    const head = keys.referenceKey === '' ? row.id : (heads.get(keys.referenceKey) ?? row.id);
    if (keys.referenceKey !== '') heads.set(keys.referenceKey, head);
    return { id: row.id, ...keys, mainId: head };
  });
}

describe('stored keys of components, on every write', () => {
  let t: TestApp;
  let admin: Headers;

  const call = async (url: string, payload: object, status = url.endsWith('/save') ? 201 : 200) => {
    const res = await t.app.inject({ method: 'POST', url, headers: admin, payload });
    expect(res.statusCode, res.body).toBe(status);
    return res;
  };
  const linesOf = (productId: number) =>
    t.ctx.db
      .select()
      .from(materials)
      .where(eq(materials.productId, productId))
      .orderBy(asc(materials.position), asc(materials.id));
  /** The product's stored keys, checked against JavaScript; answers the lines. */
  const expectKeysRight = async (productId: number) => {
    const rows = await linesOf(productId);
    const stored = rows.map((r) => ({
      id: r.id,
      referenceKey: r.referenceKey,
      searchInternalReference: r.searchInternalReference,
      searchComponentName: r.searchComponentName,
      searchManufacturer: r.searchManufacturer,
      searchType: r.searchType,
      mainId: r.mainId,
    }));
    expect(stored).toEqual(expectedKeys(rows));
    return rows;
  };
  const headOf = async (id: number) =>
    (await t.ctx.db.select().from(materials).where(eq(materials.id, id)))[0]?.mainId;

  /** A saved product: lines 1, 3 and 5 share a reference written three ways. */
  const saveProduct = async () => {
    const lines = Array.from({ length: 8 }, (_, i) =>
      componentInput(i, {
        internalReference: [1, 3, 5].includes(i)
          ? ['GRP-A', ' grp-a ', 'Grp-A\u00a0'][[1, 3, 5].indexOf(i)]
          : `IPN-${i}`,
        componentName: i === 4 ? 'Spécial–Part 10µF' : `RC0603FR-07 ${i}K`,
        manufacturer: i % 2 ? 'Murata Manufacturing Co., Ltd.' : 'Würth Elektronik',
        type: i % 2 ? 'Capacitor (MLCC)' : 'Résistance',
      }),
    );
    const res = await call('/api/product/save', wizardPayload(0, { materials: lines }));
    return res.json<{ id: number }>().id;
  };

  beforeAll(async () => {
    t = await buildTestApp();
    admin = (await signedIn(t.app, t.ctx.db, { role: Role.Admin })).headers;
  });
  afterAll(() => t.close());

  it('a saved product stores every line’s keys and the head of its group', async () => {
    const id = await saveProduct();
    const rows = await expectKeysRight(id);
    expect(rows.map((r) => r.mainId)).toEqual([
      rows[0]?.id,
      rows[1]?.id,
      rows[2]?.id,
      rows[1]?.id,
      rows[4]?.id,
      rows[1]?.id,
      rows[6]?.id,
      rows[7]?.id,
    ]);
    expect(rows[4]).toMatchObject({
      searchComponentName: 'spécialpart10μf',
      searchManufacturer: 'würthelektronik',
    });
  });

  it('a product of more lines than one insert holds keeps its groups across the inserts', async () => {
    // Lines 0 and 1,200 share a reference: the head is in the first insert of 500.
    const lines = Array.from({ length: 1_201 }, (_, i) =>
      componentInput(i, { internalReference: i === 1_200 ? 'ipn-0' : `IPN-${i}` }),
    );
    const res = await call('/api/product/save', wizardPayload(0, { materials: lines }));
    const rows = await expectKeysRight(res.json<{ id: number }>().id);
    expect(rows[1_200]?.mainId).toBe(rows[0]?.id);
  });

  it('an added component joins the group of its reference as an alternative', async () => {
    const id = await saveProduct();
    const saved = await call('/api/material/save', {
      productId: id,
      ...componentInput(99, { internalReference: 'ipn-4' }),
    });
    const added = saved.json<{ material: { id: number } }>().material.id;
    const rows = await expectKeysRight(id);
    expect(await headOf(added)).toBe(rows[4]?.id);
  });

  it('an update of the texts stores their keys; a new reference moves the line', async () => {
    const id = await saveProduct();
    let rows = await linesOf(id);
    const [first, head, , , , , other] = rows;
    await call('/api/material/update', {
      id: first?.id,
      componentName: 'GRM188R71H104KA93D*',
      manufacturer: 'TDK',
      type: 'Ceramic cap.',
    });
    rows = await expectKeysRight(id);
    expect(rows[0]).toMatchObject({
      searchComponentName: 'grm188r71h104ka93d',
      searchManufacturer: 'tdk',
      searchType: 'ceramiccap',
    });

    // The head of GRP-A takes line 0's reference: it heads nothing, line 3 heads GRP-A.
    await call('/api/material/update', { id: head?.id, internalReference: 'ipn-0 ' });
    rows = await expectKeysRight(id);
    expect(await headOf(head?.id ?? 0)).toBe(first?.id);
    expect(rows.filter((r) => r.referenceKey === 'grp-a').map((r) => r.mainId)).toEqual([
      rows[3]?.id,
      rows[3]?.id,
    ]);

    // A line without a reference that takes GRP-A's, ahead of its head, heads it.
    await call('/api/material/update', { id: rows[2]?.id, internalReference: 'GRP-A' });
    rows = await expectKeysRight(id);
    expect(rows.filter((r) => r.referenceKey === 'grp-a').map((r) => r.mainId)).toEqual([
      rows[2]?.id,
      rows[2]?.id,
      rows[2]?.id,
    ]);

    // A line that gives its reference up heads itself.
    await call('/api/material/update', { id: rows[5]?.id, internalReference: 'IPN-55' });
    await call('/api/material/update', { id: other?.id, critical: false });
    rows = await expectKeysRight(id);
    expect(await headOf(rows[5]?.id ?? 0)).toBe(rows[5]?.id);
  });

  it('deleting the head of a group promotes its next alternative', async () => {
    const id = await saveProduct();
    const rows = await linesOf(id);
    await call('/api/material/delete', { productId: id, id: rows[1]?.id });
    await expectKeysRight(id);
    expect(await headOf(rows[3]?.id ?? 0)).toBe(rows[3]?.id);
    expect(await headOf(rows[5]?.id ?? 0)).toBe(rows[3]?.id);

    // Several at once, the new head among them.
    await call('/api/material/delete', { productId: id, ids: [rows[3]?.id, rows[0]?.id] });
    await expectKeysRight(id);
    expect(await headOf(rows[5]?.id ?? 0)).toBe(rows[5]?.id);
  });

  it('a status change, the expiry flag or a deleted product leave the groups alone', async () => {
    const id = await saveProduct();
    const before = await expectKeysRight(id);
    const status = await t.app.inject({
      method: 'PATCH',
      url: `/api/material/update-material-status/${before[3]?.id}`,
      headers: admin,
      payload: { materialStatus: { id: 2 } },
    });
    expect(status.statusCode, status.body).toBe(200);
    await t.ctx.db
      .update(materials)
      .set({ certificateExpired: true })
      .where(eq(materials.productId, id));
    expect((await expectKeysRight(id)).map((r) => r.mainId)).toEqual(before.map((r) => r.mainId));
    await call('/api/product/delete', { id });
    expect(await linesOf(id)).toEqual([]);
  });

  it('the demo product and lines written straight to the table get their keys', async () => {
    const company = await createCompany(t.ctx.db);
    const owner = (await signedIn(t.app, t.ctx.db, { role: Role.Admin, companyId: company.id }))
      .user;
    const demo = await createDemoProduct(t.ctx.db, { id: owner.id, companyId: company.id });
    const rows = await expectKeysRight(demo ?? 0);
    expect(rows.filter((r) => r.internalReference === 'CX1').map((r) => r.mainId)).toEqual([
      rows[2]?.id,
      rows[2]?.id,
    ]);
    // Written straight to the table, as tests and data steps do; an empty reference never groups.
    const at = { productId: demo ?? 0, position: 100 };
    const line = await createMaterial(t.ctx.db, { ...at, internalReference: 'k1' });
    const blanks = [
      await createMaterial(t.ctx.db, { ...at, internalReference: ' ' }),
      await createMaterial(t.ctx.db, { ...at, internalReference: '' }),
    ];
    await expectKeysRight(demo ?? 0);
    expect(await headOf(line.id)).toBe(rows[4]?.id);
    for (const blank of blanks) expect(await headOf(blank.id)).toBe(blank.id);
    // A line placed ahead of a group's head (position 0 here) heads the group.
    const ahead = await createMaterial(t.ctx.db, { ...at, position: 0, internalReference: 'K1' });
    await expectKeysRight(demo ?? 0);
    expect(await headOf(line.id)).toBe(ahead.id);
  });

  it('a page reads what product/get answers after the writes', async () => {
    const id = await saveProduct();
    const rows = await linesOf(id);
    await call('/api/material/delete', { productId: id, id: rows[1]?.id });
    const product = (await call('/api/product/get', { id })).json<Product>();
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/product/${id}/components?limit=100`,
      headers: admin,
    });
    const page = res.json<{ data: { id: number; variations: { id: number }[] }[] }>();
    expect(page.data.map((r) => [r.id, r.variations.map((v) => v.id)])).toEqual([
      [product.materials[0]?.id, []],
      [product.materials[1]?.id, []],
      [product.materials[2]?.id, [product.materials[4]?.id]],
      [product.materials[3]?.id, []],
      [product.materials[5]?.id, []],
      [product.materials[6]?.id, []],
    ]);
    expect(page.data).toHaveLength(6);
  });
});
