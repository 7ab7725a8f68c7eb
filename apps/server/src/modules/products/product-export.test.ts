import ExcelJS from 'exceljs';
import yauzl from 'yauzl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@partproof/shared';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { createCompany, signedIn } from '../../../test/factories.js';

function unzip(bytes: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (err, zip) => {
      if (err) return reject(err);
      const entries = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (e, stream) => {
          if (e) return reject(e);
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(entries));
      zip.readEntry();
    });
  });
}

describe('product downloads', () => {
  let t: TestApp;
  let productId: number;
  let compliance: { headers: { authorization: string } };
  let user: { headers: { authorization: string } };

  beforeAll(async () => {
    t = await buildTestApp();
    const company = await createCompany(t.ctx.db);
    compliance = await signedIn(t.app, t.ctx.db, { role: Role.Compliance, companyId: company.id });
    user = await signedIn(t.app, t.ctx.db, { role: Role.User, companyId: company.id });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/product/save',
      headers: compliance.headers,
      payload: {
        name: 'Desk Lamp / LX',
        type: [{ id: null, title: 'Lighting' }],
        standards: [{ id: null, title: 'IEC 62368-1' }],
        markets: [{ id: null, title: 'EU' }],
        developmentStatus: { id: null, title: 'Prototype' },
        manufacturer: 'Acme',
        customer: 'Dana',
        materials: [
          {
            internalReference: 'F1',
            designator: ['F1'],
            componentName: '0215002.MXP',
            type: 'Fuse',
            manufacturer: 'Littelfuse',
            critical: true,
          },
          {
            internalReference: 'C9',
            designator: ['C9', 'C10'],
            componentName: 'B32922C3104M',
            type: 'Capacitor',
            manufacturer: 'TDK',
            critical: false,
          },
        ],
      },
    });
    productId = res.json<{ id: number }>().id;
  });
  afterAll(() => t.close());

  it('Download CSV gives a real xlsx with one row per component and its certificate status', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/product/downloadCSV/${productId}`,
      headers: compliance.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(`Desk Lamp _ LX-${productId}.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('BOM');
    expect(sheet?.getRow(2).getCell(3).value).toBe('0215002.MXP');
    expect(sheet?.getRow(3).getCell(2).value).toBe('C9, C10');
    expect(sheet?.getRow(3).getCell(10).value).toBe('In Review');
  });

  it('a role-2 user may not download the BOM workbook', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/product/downloadCSV/${productId}`,
      headers: user.headers,
    });
    expect(res.statusCode).toBe(403);
  });

  it('the zip holds the component workbook and a manifest listing it with its checksum', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/product/updateStatus',
      headers: (await signedIn(t.app, t.ctx.db, { role: Role.Admin })).headers,
      payload: { productId, statusId: 2 },
    });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/product/zip/${productId}`,
      headers: user.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const entries = await unzip(res.rawPayload);
    expect([...entries.keys()].sort()).toEqual(['components.xlsx', 'manifest.json']);
    const manifest = JSON.parse(entries.get('manifest.json')?.toString() ?? '{}') as {
      components: { componentName: string }[];
      documents: { path: string; bytes: number }[];
    };
    expect(manifest.components.map((c) => c.componentName)).toEqual([
      '0215002.MXP',
      'B32922C3104M',
    ]);
    expect(manifest.documents[0]).toMatchObject({
      path: 'components.xlsx',
      bytes: entries.get('components.xlsx')?.length,
    });
  });

  it('a user of another company gets 404 for the zip', async () => {
    const stranger = await signedIn(t.app, t.ctx.db, { role: Role.Compliance });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/product/zip/${productId}`,
      headers: stranger.headers,
    });
    expect(res.statusCode).toBe(404);
  });
});
