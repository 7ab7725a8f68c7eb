import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@partproof/shared';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { fetchDocsAndWait, uploadDeclaration } from '../../../test/declarations.js';
import { createCompany, createMaterial, createProduct, signedIn } from '../../../test/factories.js';
import { unzip } from '../../../test/unzip.js';

type Headers = { authorization: string };

describe('declarations in the product downloads', () => {
  let t: TestApp;
  let admin: Headers;
  let compliance: Headers;
  let complianceWithoutRohs: Headers;
  let productId: number;

  const download = (url: string, headers: Headers) =>
    t.app.inject({ method: 'GET', url: `/api/${url}/${productId}`, headers });
  const workbookOf = async (bytes: Buffer) => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    return workbook;
  };

  beforeAll(async () => {
    t = await buildTestApp();
    await t.startSearchWorkers();
    const companyId = (await createCompany(t.ctx.db)).id;
    admin = (await signedIn(t.app, t.ctx.db, { role: Role.Admin, isRoHSAllow: true })).headers;
    compliance = (
      await signedIn(t.app, t.ctx.db, { role: Role.Compliance, companyId, isRoHSAllow: true })
    ).headers;
    complianceWithoutRohs = (await signedIn(t.app, t.ctx.db, { role: Role.Compliance, companyId }))
      .headers;
    productId = (await createProduct(t.ctx.db, { companyId, statusId: 2 })).id;
    const material = await createMaterial(t.ctx.db, {
      productId,
      manufacturer: 'Murata',
      componentName: 'GRM188R61E225MA12D',
    });
    await createMaterial(t.ctx.db, {
      productId,
      manufacturer: 'Yageo',
      componentName: 'RC0603FR-0710KL',
    });
    await uploadDeclaration(
      t,
      admin,
      {
        manufacturer: 'Murata',
        models: 'GRM188*',
        dateIssue: '2011-01-01',
        directives: ['2002/95/EC'],
      },
      [
        {
          bytes: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
          name: 'murata-rohs.pdf',
        },
      ],
    );
    await fetchDocsAndWait(t, admin, [material.id], true);
    await t.app.inject({
      method: 'POST',
      url: '/api/rohs/update',
      headers: admin,
      payload: { materialId: material.id, rohsStatus: 2 },
    });
  });
  afterAll(() => t.close());

  it('the workbook shows each component’s RoHS status with its reason, and a Declarations sheet', async () => {
    const res = await download('product/downloadCSV', compliance);
    expect(res.statusCode).toBe(200);
    const workbook = await workbookOf(res.rawPayload);
    const bom = workbook.getWorksheet('BOM');
    const header = bom?.getRow(1).values as unknown[];
    expect(header).toEqual(expect.arrayContaining(['RoHS status', 'RoHS reason']));
    const rows = [2, 3].map((i) => (bom?.getRow(i).values as unknown[]).slice(1));
    expect(rows.map((r) => r.at(-2))).toEqual(['Outdated', 'Pending']);
    expect(String(rows[0]?.at(-1))).toMatch(/2002\/95\/EC/);
    const sheet = workbook.getWorksheet('Declarations');
    expect((sheet?.getRow(2).values as unknown[]).slice(1)).toEqual(
      expect.arrayContaining(['Murata', 'RoHS', 'GRM188*', 'GRM188R61E225MA12D', 'Outdated']),
    );
  });

  it('the zip carries the declaration files and the RoHS statuses in its manifest', async () => {
    const res = await download('product/zip', compliance);
    const entries = await unzip(res.rawPayload);
    expect(
      [...entries.keys()].some((name) => /^declarations\/\d+-murata-rohs\.pdf$/.test(name)),
    ).toBe(true);
    const manifest = JSON.parse(entries.get('manifest.json')?.toString() ?? '{}') as {
      components: { rohsStatus?: string }[];
      declarations?: unknown[];
    };
    expect(manifest.components.map((c) => c.rohsStatus)).toEqual(['Outdated', 'Pending']);
    expect(manifest.declarations).toHaveLength(1);
  });

  it('without the RoHS flag neither download shows anything of RoHS', async () => {
    const workbook = await workbookOf(
      (await download('product/downloadCSV', complianceWithoutRohs)).rawPayload,
    );
    expect(workbook.getWorksheet('Declarations')).toBeUndefined();
    expect(workbook.getWorksheet('BOM')?.getRow(1).values).not.toContain('RoHS status');
    const entries = await unzip((await download('product/zip', complianceWithoutRohs)).rawPayload);
    expect([...entries.keys()].filter((name) => name.startsWith('declarations/'))).toEqual([]);
    const manifest = entries.get('manifest.json')?.toString() ?? '';
    expect(manifest).not.toMatch(/"rohsStatus"|"rohsStatusReason"|"declarations"/);
  });
});
