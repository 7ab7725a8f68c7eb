import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role, type Declaration, type Material } from '@partproof/shared';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import {
  declarationForm,
  declarationsOf,
  fetchDocsAndWait,
  materialOf,
  PDF_BYTES,
  uploadDeclaration,
  uploadRequest,
} from '../../../test/declarations.js';
import { createCompany, createMaterial, createProduct, signedIn } from '../../../test/factories.js';
import { countRows, expectError, fieldErrors, storedFiles } from '../../../test/helpers.js';
import { auditLog, files } from '../../db/schema/index.js';

type Headers = { authorization: string };

describe('RoHS/REACH declarations: upload, edit, delete, review', () => {
  let t: TestApp;
  let admin: Headers;
  let adminWithoutRohs: Headers;
  let customer: Headers;
  let customerWithoutRohs: Headers;
  let stranger: Headers;
  let companyId: number;

  const post = (url: string, headers: Headers, payload?: object) =>
    t.app.inject({ method: 'POST', url: `/api/${url}`, headers, payload });
  const ownMaterial = async (overrides: Parameters<typeof createMaterial>[1] = {}) =>
    createMaterial(t.ctx.db, {
      productId: (await createProduct(t.ctx.db, { companyId, statusId: 2 })).id,
      ...overrides,
    });

  beforeAll(async () => {
    t = await buildTestApp();
    await t.startSearchWorkers();
    companyId = (await createCompany(t.ctx.db)).id;
    admin = (await signedIn(t.app, t.ctx.db, { role: Role.Admin, isRoHSAllow: true })).headers;
    adminWithoutRohs = (await signedIn(t.app, t.ctx.db, { role: Role.Admin })).headers;
    customer = (await signedIn(t.app, t.ctx.db, { companyId, isRoHSAllow: true })).headers;
    customerWithoutRohs = (await signedIn(t.app, t.ctx.db, { companyId })).headers;
    stranger = (await signedIn(t.app, t.ctx.db, { isRoHSAllow: true })).headers;
  });
  afterAll(() => t.close());

  describe('upload', () => {
    it('an admin uploads a declaration with two files; it is stored with canonical names', async () => {
      const d = await uploadDeclaration(
        t,
        admin,
        {
          type: 'RoHS',
          manufacturer: 'Murata Manufacturing',
          models: 'GRM188*; GRM21BR61E106KA73L',
          dateIssue: '2023-05-12',
          directives: ['2011/65/EU', 'RoHS 3'],
          exemptions: ['7c-I'],
          conditions: 'products identified as RoHS compliant',
        },
        [
          { bytes: PDF_BYTES, name: 'statement.pdf' },
          { bytes: PDF_BYTES, name: 'annex.pdf' },
        ],
      );
      expect(d).toMatchObject({
        type: 'RoHS',
        manufacturer: 'Murata Manufacturing',
        coverage: { scope: 'series', series: ['GRM188*'], mpns: ['GRM21BR61E106KA73L'] },
        rohs_series: 'GRM188*',
        dateIssue: '2023-05-12',
        directives: ['2011/65/EU', '(EU) 2015/863'],
        exemptions: ['7(c)-I'],
        source: 'staff',
        reviewState: 'in-review',
        conditions: 'products identified as RoHS compliant',
      });
      expect(d.dateCollection).toBe(new Date().toISOString().slice(0, 10));
      expect(d.files.map((f) => f.name)).toEqual(['statement.pdf', 'annex.pdf']);
      expect(d.path).toMatch(/^http.*\/api\/files\/.+\?exp=\d+&sig=/);
      expect(d.path2).toBe(d.files[1]?.path);
      const download = await t.app.inject({
        method: 'GET',
        url: new URL(d.path ?? '').pathname + new URL(d.path ?? '').search,
      });
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const audit = await t.ctx.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, 'declaration.create'));
      expect(audit.map((a) => a.targetId)).toContain(String(d.id));
    });

    it('a month-only date of issue and an undated declaration are both accepted', async () => {
      const month = await uploadDeclaration(t, admin, {
        manufacturer: 'Yageo',
        models: 'All',
        dateIssue: '2021-06',
      });
      expect(month.dateIssue).toBe('2021-06');
      const undated = await uploadDeclaration(t, admin, { manufacturer: 'Yageo', models: 'All' });
      expect(undated.dateIssue).toBeNull();
    });

    it.each([
      [{ models: '' }, 'models'],
      [{ models: ' ; ;' }, 'models'],
      [{ dateIssue: '12.05.2023' }, 'dateIssue'],
      [{ dateIssue: '2023-13-01' }, 'dateIssue'],
      [{ type: 'Letter' }, 'type'],
      [{ directives: ['2099/1/EU'] }, 'directives'],
      [{ exemptions: ['banana'] }, 'exemptions'],
      [{ directives: 'not json' }, 'directives'],
      [{ manufacturer: '' }, 'manufacturer'],
    ])('%o is refused on its field, and nothing is stored', async (bad, field) => {
      const before = await countRows(t.ctx.db, 'declarations');
      const filesBefore = await storedFiles(t.ctx.db, t.ctx.config.dataDir);
      const res = await uploadRequest(
        t,
        admin,
        declarationForm({ type: 'RoHS', manufacturer: 'Yageo', models: 'All', ...bad }),
      );
      expectError(res, 400);
      expect(fieldErrors(res, field).length).toBeGreaterThan(0);
      expect(await countRows(t.ctx.db, 'declarations')).toBe(before);
      expect(await storedFiles(t.ctx.db, t.ctx.config.dataDir)).toEqual(filesBefore);
    });

    it('a declaration needs a file; an executable renamed .pdf and an 11 MB file are refused', async () => {
      const before = await countRows(t.ctx.db, 'files');
      const fields = { type: 'RoHS', manufacturer: 'Yageo', models: 'All' };
      expectError(
        await uploadRequest(t, admin, declarationForm(fields, [])),
        400,
        'Add the declaration file',
      );
      const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]);
      expectError(
        await uploadRequest(
          t,
          admin,
          declarationForm(fields, [{ bytes: exe, name: 'letter.pdf' }]),
        ),
        415,
      );
      const big = Buffer.concat([PDF_BYTES, Buffer.alloc(11 * 1024 * 1024)]);
      expectError(
        await uploadRequest(t, admin, declarationForm(fields, [{ bytes: big, name: 'big.pdf' }])),
        413,
      );
      const six = Array.from({ length: 6 }, (_, i) => ({ bytes: PDF_BYTES, name: `f${i}.pdf` }));
      expectError(await uploadRequest(t, admin, declarationForm(fields, six)), 413);
      expect(await countRows(t.ctx.db, 'files')).toBe(before);
    });

    it('PNG and JPEG scans are accepted as declaration files', async () => {
      const png = Buffer.from(
        '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4830000000049454e44ae426082',
        'hex',
      );
      const jpeg = Buffer.from('ffd8ffe000104a46494600010100000100010000ffd9', 'hex');
      const d = await uploadDeclaration(t, admin, { manufacturer: 'Yageo', models: 'All' }, [
        { bytes: png, name: 'scan.png', type: 'image/png' },
        { bytes: jpeg, name: 'scan.jpg', type: 'image/jpeg' },
      ]);
      expect(d.files.map((f) => f.mime)).toEqual(['image/png', 'image/jpeg']);
    });

    it('only admins with the RoHS flag upload (403 otherwise, admins included)', async () => {
      const payload = () => declarationForm({ type: 'RoHS', manufacturer: 'Yageo', models: 'All' });
      expectError(await uploadRequest(t, adminWithoutRohs, payload()), 403);
      expectError(await uploadRequest(t, customer, payload()), 403);
      expectError(await uploadRequest(t, customerWithoutRohs, payload()), 403);
    });

    it('materialID links the new declaration to that component at once', async () => {
      const material = await ownMaterial({
        manufacturer: 'Vishay',
        componentName: 'CRCW060310K0FKEA',
      });
      await uploadDeclaration(t, admin, {
        manufacturer: 'Vishay',
        models: 'CRCW0603*',
        dateIssue: '2024-01-10',
        directives: ['(EU) 2015/863'],
        materialID: String(material.id),
      });
      const shown = await materialOf(t, customer, material.id);
      expect(shown).toMatchObject({ rohsStatus: 1, totalRohsCerts: 1 });
    });

    it("materialID of another company's component is a 404, and nothing is stored", async () => {
      const foreign = await createMaterial(t.ctx.db);
      const before = await countRows(t.ctx.db, 'declarations');
      const res = await uploadRequest(
        t,
        admin,
        declarationForm({
          type: 'RoHS',
          manufacturer: 'Yageo',
          models: 'All',
          materialID: String(foreign.id),
        }),
      );
      // Admins see every company: the component exists for them.
      expect(res.statusCode).toBe(201);
      expect(await countRows(t.ctx.db, 'declarations')).toBe(before + 1);
    });
  });

  describe('reading and reviewing through a component', () => {
    let material: Awaited<ReturnType<typeof createMaterial>>;
    let declaration: Declaration;

    beforeAll(async () => {
      material = await ownMaterial({ manufacturer: 'Panasonic', componentName: 'ERJ-3EKF1002V' });
      declaration = await uploadDeclaration(t, admin, {
        manufacturer: 'Panasonic Industry',
        models: 'All',
        dateIssue: '2024-02-01',
        directives: ['2011/65/EU', '(EU) 2015/863'],
      });
      await fetchDocsAndWait(t, admin, [material.id]);
    });

    it('a customer with the RoHS flag reads the declarations of their component', async () => {
      const list = await declarationsOf(t, customer, material.id);
      expect(list.map((d) => [d.id, d.specificity, d.status.id])).toEqual([
        [declaration.id, 'all', 1],
      ]);
    });

    it('without the RoHS flag the call is 403 and the component shows no RoHS fields', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/rohs/getRohsFiles/${material.id}`,
        headers: customerWithoutRohs,
      });
      expectError(res, 403);
      expect(await materialOf(t, customerWithoutRohs, material.id)).toMatchObject({
        rohsStatus: null,
        rohsStatusReason: null,
        totalRohsCerts: null,
      });
    });

    it("another company's component is a 404", async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/rohs/getRohsFiles/${material.id}`,
        headers: stranger,
      });
      expectError(res, 404);
      expectError(
        await post('rohs/update', stranger, { materialId: material.id, rohsStatus: 2 }),
        403,
      );
    });

    it('approving makes the part Approved with its reason; rejecting makes it Not approved', async () => {
      const approved = await post('rohs/update', admin, {
        materialId: material.id,
        rohsStatus: 2,
        declarationId: declaration.id,
      });
      expect(approved.statusCode, approved.body).toBe(200);
      expect(approved.json<Material>()).toMatchObject({ rohsStatus: 2, totalRohsCerts: 1 });
      expect(approved.json<Material>().rohsStatusReason).toBeTruthy();
      const rejected = await post('rohs/update', admin, { materialId: material.id, rohsStatus: 8 });
      expect(rejected.json<Material>().rohsStatus).toBe(8);
      const back = await post('rohs/update', admin, { materialId: material.id, rohsStatus: 1 });
      expect(back.json<Material>().rohsStatus).toBe(1);
      const audit = await t.ctx.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, 'declaration.review'));
      expect(audit.length).toBeGreaterThanOrEqual(3);
    });

    it.each([3, 4, 5, 6, 7, 9])(
      'status %i is derived, not set by hand (400)',
      async (rohsStatus) => {
        expectError(await post('rohs/update', admin, { materialId: material.id, rohsStatus }), 400);
      },
    );

    it('a declaration that does not cover the component is a 404 for its review', async () => {
      const other = await uploadDeclaration(t, admin, { manufacturer: 'Yageo', models: 'All' });
      expectError(
        await post('rohs/update', admin, {
          materialId: material.id,
          rohsStatus: 2,
          declarationId: other.id,
        }),
        404,
      );
    });

    it('updateRohs takes the declaration back unchanged (round trip), and edits a field', async () => {
      const [current] = await declarationsOf(t, admin, material.id);
      const same = await post('rohs/updateRohs', admin, current);
      expect(same.statusCode, same.body).toBe(200);
      const {
        reviewedAt: _a,
        files: _f,
        path: _p,
        path2: _q,
        // How it covers the component: only getRohsFiles, which asks about one, says.
        specificity: _s,
        material_id_rohs: _m,
        ...stable
      } = current ?? ({} as Declaration);
      expect(same.json<Declaration>()).toMatchObject(stable);
      const edited = await post('rohs/updateRohs', admin, {
        id: current?.id,
        dateIssue: '2024-03-01',
      });
      expect(edited.json<Declaration>().dateIssue).toBe('2024-03-01');
      expectError(
        await post('rohs/updateRohs', customer, { id: current?.id, dateIssue: '2024-03-01' }),
        403,
      );
      expectError(
        await post('rohs/updateRohs', admin, { id: 999_999, dateIssue: '2024-03-01' }),
        404,
      );
    });

    it('narrowing the coverage lets go of the parts it no longer covers', async () => {
      const narrowed = await post('rohs/updateRohs', admin, {
        id: declaration.id,
        models: 'T491*',
      });
      expect(narrowed.statusCode, narrowed.body).toBe(200);
      expect(await declarationsOf(t, admin, material.id)).toEqual([]);
      expect((await materialOf(t, admin, material.id)).rohsStatus).toBe(7);
    });

    it('deleting removes the declaration, its files, and its hold on the parts', async () => {
      const m = await ownMaterial({ manufacturer: 'TDK', componentName: 'C1608X5R1E106M080AC' });
      const d = await uploadDeclaration(t, admin, {
        manufacturer: 'TDK',
        models: 'C1608X5R1E106M080AC',
        dateIssue: '2024-01-01',
        directives: ['(EU) 2015/863'],
        materialID: String(m.id),
      });
      const fileIds = d.files.map((f) => f.id);
      expectError(await post('rohs/deleteRohsFiles', customer, { ids: [d.id] }), 403);
      const res = await post('rohs/deleteRohsFiles', admin, { ids: [d.id] });
      expect(res.json()).toMatchObject({ result: true });
      expect(
        await t.ctx.db
          .select()
          .from(files)
          .where(eq(files.id, fileIds[0] ?? '')),
      ).toEqual([]);
      expect((await materialOf(t, admin, m.id)).rohsStatus).toBe(7);
      expectError(await post('rohs/deleteRohsFiles', admin, { ids: [d.id] }), 404);
    });
  });
});
