import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@partproof/shared';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import {
  declarationsOf,
  fetchDocsAndWait,
  materialOf,
  uploadDeclaration,
} from '../../../test/declarations.js';
import { createCompany, createMaterial, createProduct, signedIn } from '../../../test/factories.js';
import { expectError, waitFor } from '../../../test/helpers.js';
import { openFeed } from '../../../test/live-client.js';

type Headers = { authorization: string };

/**
 * Coverage matching through Fetch RoHS/REACH (DESIGN.md §9.3): [part maker, part number,
 * declaration maker, the form's models text, how it covers the part (null: not at all)].
 */
const COVERAGE_CASES: [string, string, string, string, string | null][] = [
  ['Murata', 'GRM188R61E225MA12D', 'Murata', 'All', 'all'],
  ['Murata', 'GRM188R61E225MA12D', 'Murata', 'All except: GRM21*', 'all-except'],
  ['Murata', 'GRM188R61E225MA12D', 'Murata', 'All except: GRM188*; GRM21*', null],
  ['Murata', 'GRM188R61E225MA12D', 'Murata', 'All except: GRM188R61E225MA12D', null],
  ['Murata', 'GRM188R61E225MA12D', 'Murata', 'GRM188*', 'series'],
  ['Murata', 'GRM188R61E225MA12D', 'Murata', 'GRM*E225*', 'series'],
  ['Murata', 'GRM188R61E225MA12D', 'Murata', '*MA12D', 'series'],
  ['Murata', 'GRM188R61E225MA12D', 'Murata', 'grm188r61e225ma12d', 'mpn'],
  ['Murata', 'GRM188R61E225MA12D', 'Murata', 'GRM21BR61E106KA73L\nGRM188R61E225MA12D', 'mpn'],
  ['Murata', 'GRM188R61E225MA12D', 'Murata Manufacturing Co., Ltd.', 'All', 'all'],
  ['Murata', 'GRM188R61E225MA12D', 'TDK', 'All', null],
  ['Murata', 'GRM188R61E225MA12D', 'TDK', 'GRM188*', null],
  ['Murata', 'GRM188R61E225MA12D', 'Murata', 'GRM155*', null],
  ['Nexperia', '74HC595BQ,115', 'Nexperia', '74HC595BQ', 'mpn'],
  ['Nexperia', '74HC595BQ', 'Nexperia', '74HC595', null],
  ['Nexperia', '74AHC1G125GW,125', 'Nexperia', '74AHC1G125GW,125', 'mpn'],
  ['Nexperia', '74AHC1G125GW,125', 'Nexperia', '74LVC1G17GW; 74AHC1G125GW,125', 'mpn'],
  ['Nexperia', '74AHC1G125GW,125', 'Nexperia', '74AHC1G125GW,126', null],
  ['Hirose', 'FH34SRJ-14S-0.5SH(50)', 'Hirose Electric', 'FH34SRJ-14S-0.5SH', 'mpn'],
  ['Hirose', 'FH34SRJ-14S-0.5SH(50)', 'Hirose Electric', 'FH34SRJ-*S-0.5SH', 'series'],
  ['Yageo', 'RC0603FR-0710KL', 'Yageo', 'RC0603FR-07 10KL', 'mpn'],
  ['Yageo', 'RC0603FR-0710KL', 'Yageo', 'RC0805*', null],
  ['Bourns', 'SRN4018-*-100M', 'Bourns', 'SRN4018-\\*-100M', 'mpn'],
  ['Bourns', 'SRN4018-2-100M', 'Bourns', 'SRN4018-\\*-100M', null],
  ['Würth Elektronik', '885012206071', 'Würth Elektronik', '8850122*', 'series'],
];

describe('Fetch RoHS/REACH', () => {
  let t: TestApp;
  let admin: Headers;
  let customer: Headers;
  let customerWithoutRohs: Headers;
  let stranger: Headers;
  let companyId: number;
  let productId: number;

  const post = (url: string, headers: Headers, payload?: object) =>
    t.app.inject({ method: 'POST', url: `/api/${url}`, headers, payload });

  beforeAll(async () => {
    t = await buildTestApp();
    await t.startSearchWorkers();
    companyId = (await createCompany(t.ctx.db)).id;
    productId = (await createProduct(t.ctx.db, { companyId, statusId: 2 })).id;
    admin = (await signedIn(t.app, t.ctx.db, { role: Role.Admin, isRoHSAllow: true })).headers;
    customer = (await signedIn(t.app, t.ctx.db, { companyId, isRoHSAllow: true })).headers;
    customerWithoutRohs = (await signedIn(t.app, t.ctx.db, { companyId })).headers;
    stranger = (await signedIn(t.app, t.ctx.db, { isRoHSAllow: true })).headers;
  });
  afterAll(() => t.close());

  it(`matches coverage on ${COVERAGE_CASES.length} cases: all, all-except, series, MPNs, never another maker`, async () => {
    const cases = [];
    for (const [partMaker, mpn, maker, models, expected] of COVERAGE_CASES) {
      const material = await createMaterial(t.ctx.db, {
        productId,
        manufacturer: partMaker,
        componentName: mpn,
      });
      const declaration = await uploadDeclaration(t, admin, {
        manufacturer: maker,
        models,
        dateIssue: '2024-01-01',
      });
      cases.push({ material, declaration, expected, label: `${mpn} ← ${maker}: ${models}` });
    }
    const first = cases[0]?.material.id ?? 0;
    await fetchDocsAndWait(t, admin, [first], true);
    const outcomes = [];
    for (const c of cases) {
      const found = (await declarationsOf(t, admin, c.material.id)).find(
        (d) => d.id === c.declaration.id,
      );
      outcomes.push([c.label, found?.specificity ?? null]);
    }
    expect(outcomes).toEqual(cases.map((c) => [c.label, c.expected]));
  });

  it('the most specific declaration comes first; the part takes the best approved status', async () => {
    const material = await createMaterial(t.ctx.db, {
      productId,
      manufacturer: 'Vishay',
      componentName: 'CRCW060310K0FKEA',
    });
    const blanket = await uploadDeclaration(t, admin, {
      manufacturer: 'Vishay',
      models: 'All',
      dateIssue: '2010-01-01',
      directives: ['2002/95/EC'],
    });
    const specific = await uploadDeclaration(t, admin, {
      manufacturer: 'Vishay',
      models: 'CRCW060310K0FKEA',
      dateIssue: '2024-01-01',
      directives: ['2011/65/EU', '(EU) 2015/863'],
    });
    await fetchDocsAndWait(t, admin, [material.id]);
    const list = await declarationsOf(t, admin, material.id);
    expect(list.map((d) => [d.id, d.specificity])).toEqual([
      [specific.id, 'mpn'],
      [blanket.id, 'all'],
    ]);
    await post('rohs/update', admin, {
      materialId: material.id,
      rohsStatus: 2,
      declarationId: blanket.id,
    });
    const outdated = await materialOf(t, customer, material.id);
    expect(outdated.rohsStatus).toBe(6);
    expect(outdated.rohsStatusReason).toMatch(/2002\/95\/EC/);
    await post('rohs/update', admin, {
      materialId: material.id,
      rohsStatus: 2,
      declarationId: specific.id,
    });
    expect((await materialOf(t, customer, material.id)).rohsStatus).toBe(2);
  });

  it('statuses reach RoHS users live; users without the flag get no frame', async () => {
    const material = await createMaterial(t.ctx.db, {
      productId,
      manufacturer: 'Littelfuse',
      componentName: '0215002.MXP',
    });
    await uploadDeclaration(t, admin, {
      manufacturer: 'Littelfuse',
      models: '0215*',
      dateIssue: '2024-05-01',
      directives: ['(EU) 2015/863'],
    });
    const watcher = await openFeed(t.app, customer.authorization);
    const blind = await openFeed(t.app, customerWithoutRohs.authorization);
    try {
      const res = await post('material/get-docs-for-materials', admin, {
        materialsIds: [material.id],
        runAll: false,
      });
      expect(res.statusCode).toBe(202);
      expect(res.json()).toMatchObject({ message: 'Fetching manufacturer documents!' });
      const frame = await waitFor(() =>
        Promise.resolve(
          watcher.events().find((m) => m.event === 'rohsUpdate' && m.materialId === material.id),
        ),
      );
      expect(frame).toMatchObject({ id: productId, data: { rohsStatus: 1, declarations: 1 } });
      // One delivery queue for every socket: the blind one was offered the frame already.
      expect(blind.events().filter((m) => m.event === 'rohsUpdate')).toEqual([]);
    } finally {
      watcher.close();
      blind.close();
    }
  });

  it('runAll takes every component of the product; the listed ones must share one product', async () => {
    const other = await createProduct(t.ctx.db, { companyId, statusId: 2 });
    const a = await createMaterial(t.ctx.db, {
      productId: other.id,
      manufacturer: 'ROHM',
      componentName: 'MCR03EZPFX1002',
    });
    const b = await createMaterial(t.ctx.db, {
      productId: other.id,
      manufacturer: 'ROHM',
      componentName: 'MCR01MZPF1002',
    });
    await uploadDeclaration(t, admin, {
      manufacturer: 'ROHM Semiconductor',
      models: 'MCR*',
      dateIssue: '2024-01-01',
      directives: ['(EU) 2015/863'],
    });
    await fetchDocsAndWait(t, admin, [a.id], true);
    expect((await materialOf(t, admin, b.id)).totalRohsCerts).toBe(1);
    const elsewhere = await createMaterial(t.ctx.db, { productId });
    expectError(
      await post('material/get-docs-for-materials', admin, {
        materialsIds: [a.id, elsewhere.id],
        runAll: true,
      }),
      400,
    );
  });

  it('only admins with the RoHS flag fetch, and at least one component is named', async () => {
    const material = await createMaterial(t.ctx.db, { productId });
    expectError(
      await post('material/get-docs-for-materials', customer, { materialsIds: [material.id] }),
      403,
    );
    const foreign = await createMaterial(t.ctx.db);
    const rohsCompliance = (
      await signedIn(t.app, t.ctx.db, { role: Role.Compliance, companyId, isRoHSAllow: true })
    ).headers;
    expectError(
      await post('material/get-docs-for-materials', rohsCompliance, { materialsIds: [foreign.id] }),
      403,
    );
    expectError(
      await post('material/get-docs-for-materials', stranger, { materialsIds: [material.id] }),
      403,
    );
    expectError(await post('material/get-docs-for-materials', admin, { materialsIds: [] }), 400);
  });
});
