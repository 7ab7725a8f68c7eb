import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role, type BomUploadResult } from '@partproof/shared';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { createCompany, createProduct, signedIn, wizardPayload } from '../../../test/factories.js';
import { fixture } from '../../../test/fixtures/boms/make-files.js';
import { expectError, form } from '../../../test/helpers.js';
import { unzip } from '../../../test/unzip.js';

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
      headers: compliance.headers,
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

describe('who may download what', () => {
  let t: TestApp;
  let companyId: number;
  const as: Record<string, { authorization: string }> = {};
  const download = (kind: 'downloadCSV' | 'zip', id: number, headers?: { authorization: string }) =>
    t.app.inject({ method: 'GET', url: `/api/product/${kind}/${id}`, headers });

  beforeAll(async () => {
    t = await buildTestApp();
    companyId = (await createCompany(t.ctx.db)).id;
    as.admin = (await signedIn(t.app, t.ctx.db, { role: Role.Admin })).headers;
    as.compliance = (await signedIn(t.app, t.ctx.db, { role: Role.Compliance, companyId })).headers;
    as.user = (await signedIn(t.app, t.ctx.db, { role: Role.User, companyId })).headers;
    as.engineer = (await signedIn(t.app, t.ctx.db, { role: Role.Engineer, companyId })).headers;
  });
  afterAll(() => t.close());

  it('the zip carries the original BOM uploaded in the wizard, byte for byte', async () => {
    const bom = fixture('kicad-grouped.csv');
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/collectionProductMaterials/parseFile',
      headers: as.compliance,
      payload: form({ productName: 'Lamp' }, { field: 'file', bytes: bom, name: 'lamp-bom.csv' }),
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const parsed = upload.json<BomUploadResult>();
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/product/save',
      headers: as.compliance,
      payload: wizardPayload(0, {
        name: 'Lamp',
        collectionProductMaterials: parsed.fileName,
        filePath: parsed.filePath,
        materials: parsed.materials.slice(0, 5).map((m) => ({
          internalReference: m.internalReference,
          designator: m.designator,
          componentName: m.componentName,
          manufacturer: m.manufacturer,
          type: m.type,
          critical: m.critical,
        })),
      }),
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const { id } = saved.json<{ id: number }>();
    const res = await download('zip', id, as.compliance);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(`filename="Lamp-${id}.zip"`);
    const entries = await unzip(res.rawPayload);
    expect([...entries.keys()].sort()).toEqual([
      'bom/lamp-bom.csv',
      'components.xlsx',
      'manifest.json',
    ]);
    expect(entries.get('bom/lamp-bom.csv')?.equals(bom)).toBe(true);
    const manifest = JSON.parse(entries.get('manifest.json')?.toString() ?? '{}') as {
      product: { collectionProductMaterials: string; status: string };
      components: unknown[];
      documents: { path: string }[];
    };
    expect(manifest.product).toMatchObject({
      collectionProductMaterials: 'lamp-bom.csv',
      status: 'Pending',
    });
    expect(manifest.components).toHaveLength(5);
    expect(manifest.documents.map((d) => d.path)).toContain('bom/lamp-bom.csv');
  });

  it('Download CSV is for admins and compliance users only', async () => {
    const { id } = await createProduct(t.ctx.db, { companyId, statusId: 2, materials: 2 });
    for (const who of ['admin', 'compliance']) {
      const res = await download('downloadCSV', id, as[who]);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe(
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      );
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      expect(workbook.getWorksheet('BOM')?.rowCount).toBe(3);
    }
    for (const who of ['user', 'engineer'])
      expectError(await download('downloadCSV', id, as[who]), 403, 'You do not have permission');
  });

  it('every role of the company downloads the zip once the product is out of Pending', async () => {
    const { id } = await createProduct(t.ctx.db, { companyId, statusId: 4 });
    for (const who of ['admin', 'compliance', 'user', 'engineer'])
      expect((await download('zip', id, as[who])).statusCode).toBe(200);
  });

  it('the zip carries the BOM workbook only for the roles that may Download CSV', async () => {
    const { id } = await createProduct(t.ctx.db, { companyId, statusId: 4, materials: 2 });
    for (const who of ['admin', 'compliance', 'user', 'engineer']) {
      const res = await download('zip', id, as[who]);
      expect(res.statusCode, res.body).toBe(200);
      const entries = await unzip(res.rawPayload);
      const manifest = JSON.parse(entries.get('manifest.json')?.toString() ?? '{}') as {
        components: unknown[];
        documents: { path: string }[];
      };
      const mayExport = who === 'admin' || who === 'compliance';
      expect(entries.has('components.xlsx'), who).toBe(mayExport);
      expect(manifest.documents.map((d) => d.path).includes('components.xlsx'), who).toBe(
        mayExport,
      );
      // The component list itself is what every role sees on the product page.
      expect(manifest.components, who).toHaveLength(2);
    }
  });

  it('a pending product’s zip is refused to roles 2 and 4', async () => {
    const { id } = await createProduct(t.ctx.db, { companyId, statusId: 1 });
    for (const who of ['user', 'engineer']) expectError(await download('zip', id, as[who]), 403);
    expect((await download('zip', id, as.compliance)).statusCode).toBe(200);
  });

  it('another company’s product is 404 for both downloads, an unknown id too', async () => {
    const other = await createProduct(t.ctx.db, { statusId: 2 });
    for (const kind of ['downloadCSV', 'zip'] as const) {
      expectError(await download(kind, other.id, as.compliance), 404);
      // The BOM export is for admins and compliance: the route refuses a user's role first.
      expectError(await download(kind, other.id, as.user), kind === 'zip' ? 404 : 403);
      expectError(await download(kind, 999_999, as.admin), 404);
    }
  });

  it('a guest gets 401 for both downloads', async () => {
    const { id } = await createProduct(t.ctx.db, { companyId, statusId: 2 });
    expectError(await download('downloadCSV', id), 401);
    expectError(await download('zip', id), 401);
  });
});
