import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role, type CdocImportResult } from '@partproof/shared';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { createMaterial, createProduct, signedIn } from '../../../test/factories.js';
import { form } from '../../../test/helpers.js';
import { insertCdoc, pendingJob } from '../../../test/search-support.js';
import { cdocs, tempCertificates } from '../../db/schema/index.js';
import { runSearchJob } from './run-search.js';

// Search database through the real database when the certificate names the holder's legal
// entity and the BOM the brand (manufacturers/identity/README.md).
let t: TestApp;
let admin: { authorization: string };

beforeAll(async () => {
  t = await buildTestApp();
  admin = (await signedIn(t.app, t.ctx.db, { role: Role.Admin })).headers;
});
afterAll(() => t.close());

const tag = () => randomBytes(3).toString('hex').toUpperCase();

async function importCsv(lines: string[]) {
  const header = 'Certifying Body,Reference Number,Holder,Model,Issue Date,Expiry Date';
  const bytes = Buffer.from([header, ...lines].join('\n'));
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/cdocs/import',
    headers: admin,
    payload: form({}, { field: 'file', bytes, name: 'export.csv', type: 'text/csv' }),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<CdocImportResult>();
}

/** Runs Search database for the components and answers their candidates' cdocs. */
async function search(components: { componentName: string; manufacturer: string }[]) {
  const product = await createProduct(t.ctx.db);
  const materials = [];
  for (const [position, c] of components.entries())
    materials.push(await createMaterial(t.ctx.db, { productId: product.id, position, ...c }));
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/material/find-certificates',
    headers: admin,
    payload: { materials: materials.map((m) => m.id) },
  });
  expect(res.statusCode, res.body).toBe(202);
  await runSearchJob(t.ctx, await pendingJob(t.ctx.db, product.id));
  const found = [];
  for (const m of materials) {
    const rows = await t.ctx.db
      .select({ holder: cdocs.holder, matchPercent: tempCertificates.matchPercent })
      .from(tempCertificates)
      .innerJoin(cdocs, eq(cdocs.id, tempCertificates.cdocId))
      .where(eq(tempCertificates.partId, m.partId ?? 0))
      .orderBy(tempCertificates.matchPercent);
    found.push(rows);
  }
  return found;
}

describe('Search database across legal entities and brands', () => {
  it('finds an imported Suzhou Good-Ark certificate for a BOM line naming Good-Ark, not a decoy', async () => {
    const n = tag();
    const result = await importCsv([
      `UL,E-GA-${n},"Suzhou Good-Ark Electronics Co., Ltd.",SS${n}4,2024-01-01,2034-01-01`,
      // A decoy: the same part number from another maker.
      `UL,E-TSC-${n},"Taiwan Semiconductor Co., Ltd.",SS${n}4,2024-01-01,2034-01-01`,
    ]);
    expect(result).toMatchObject({ imported: 2, errors: [] });
    const [stored] = await t.ctx.db
      .select({ holderKey: cdocs.holderKey })
      .from(cdocs)
      .where(eq(cdocs.refNumber, `E-GA-${n}`));
    expect(stored?.holderKey).toBe('goodark');

    const [brand, spelling, other] = await search([
      { componentName: `SS${n}4`, manufacturer: 'Good-Ark' },
      { componentName: `SS${n}4`, manufacturer: 'GOOD ARK' },
      // Neither maker: the part number alone finds nothing.
      { componentName: `SS${n}4`, manufacturer: 'Diodes Incorporated' },
    ]);
    const goodArk = { holder: 'Suzhou Good-Ark Electronics Co., Ltd.', matchPercent: 100 };
    expect(brand).toEqual([goodArk]);
    expect(spelling).toEqual([goodArk]);
    expect(other).toEqual([]);
  });

  it('falls back to a brand leading an unknown legal name, 10 lower, never a look-alike', async () => {
    const n = tag();
    await insertCdoc(t.ctx.db, { holder: 'Sanyou Relays Co., Ltd.', models: [`SFK-${n}DM`] });
    await insertCdoc(t.ctx.db, { holder: 'Sanyo Electric Co., Ltd.', models: [`SFK-${n}DM`] });
    await insertCdoc(t.ctx.db, { holder: 'Sanyoukai Trading', models: [`SFK-${n}DM`] });
    await insertCdoc(t.ctx.db, { holder: 'Kingbrightness Optical Ltd', models: [`WP${n}ID`] });
    await insertCdoc(t.ctx.db, { holder: 'TDK-Lambda Corporation', models: [`LS${n}-24`] });

    const [sanyou, kingbright, tdk] = await search([
      { componentName: `SFK-${n}DM`, manufacturer: 'Sanyou' },
      { componentName: `WP${n}ID`, manufacturer: 'Kingbright' },
      { componentName: `LS${n}-24`, manufacturer: 'TDK' },
    ]);
    expect(sanyou).toEqual([{ holder: 'Sanyou Relays Co., Ltd.', matchPercent: 90 }]);
    expect(kingbright).toEqual([]);
    expect(tdk).toEqual([]);
  });

  it('asks the fallback only when the maker’s own key finds nothing', async () => {
    const n = tag();
    await insertCdoc(t.ctx.db, { holder: 'Sanyou', models: [`SMI-${n}`] });
    await insertCdoc(t.ctx.db, { holder: 'Sanyou Relays Co., Ltd.', models: [`SMI-${n}`] });
    const [sanyou, entity] = await search([
      { componentName: `SMI-${n}`, manufacturer: 'SANYOU' },
      // The BOM names the legal entity: its own key finds the entity's record first.
      { componentName: `SMI-${n}`, manufacturer: 'Sanyou Relays Co., Ltd.' },
    ]);
    expect(sanyou).toEqual([{ holder: 'Sanyou', matchPercent: 100 }]);
    expect(entity).toEqual([{ holder: 'Sanyou Relays Co., Ltd.', matchPercent: 100 }]);
  });
});
