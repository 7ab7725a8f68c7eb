import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordsOfMaterial, tempsOfMaterial } from '../../../test/part-records.js';
import {
  Role,
  type ApprovedCertificate,
  type Material,
  type Product,
  type TempCertificate,
} from '@partproof/shared';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import {
  createCdoc,
  createCompany,
  createMaterial,
  createMaterialCertificate,
  createProduct,
  createTempCertificate,
  signedIn,
} from '../../../test/factories.js';
import { expectError } from '../../../test/helpers.js';
import { auditLog, tempCertificates } from '../../db/schema/index.js';

type Headers = { authorization: string };
type TempList = { data: TempCertificate[]; total: number };

describe('reviewing a material’s certificates', () => {
  let t: TestApp;
  let admin: Headers;
  let customer: Headers;
  let engineer: Headers;
  let stranger: Headers;
  let companyId: number;

  const post = (url: string, headers: Headers, payload?: object) =>
    t.app.inject({ method: 'POST', url: `/api/${url}`, headers, payload });
  const get = (url: string, headers: Headers) =>
    t.app.inject({ method: 'GET', url: `/api/${url}`, headers });
  const ownMaterial = async (overrides: Parameters<typeof createMaterial>[1] = {}) =>
    createMaterial(t.ctx.db, {
      productId: (await createProduct(t.ctx.db, { companyId, statusId: 2 })).id,
      ...overrides,
    });
  const recordsOf = (materialId: number) => recordsOfMaterial(t.ctx.db, materialId);
  const tempsOf = (materialId: number) => tempsOfMaterial(t.ctx.db, materialId);

  beforeAll(async () => {
    t = await buildTestApp();
    companyId = (await createCompany(t.ctx.db)).id;
    admin = (await signedIn(t.app, t.ctx.db, { role: Role.Admin })).headers;
    customer = (await signedIn(t.app, t.ctx.db, { role: Role.User, companyId })).headers;
    engineer = (await signedIn(t.app, t.ctx.db, { role: Role.Engineer, companyId })).headers;
    stranger = (await signedIn(t.app, t.ctx.db, { role: Role.Compliance })).headers;
  });
  afterAll(() => t.close());

  describe('temporary certificates', () => {
    it('lists candidates best match first, in the spec shape, paged', async () => {
      const material = await ownMaterial({ componentName: 'B32922C3104M', manufacturer: 'EPCOS' });
      const cdoc = await createCdoc(t.ctx.db, {
        certifyingBody: 'VDE',
        refNumber: '40011111',
        holder: 'TDK Electronics AG',
        models: ['B32922C3104M', 'B32922C3224M'],
        standard: 'EN 60384-14',
      });
      await createTempCertificate(t.ctx.db, { materialId: material.id, matchPercent: 62 });
      await createTempCertificate(t.ctx.db, {
        materialId: material.id,
        cdocId: cdoc.id,
        matchPercent: 100,
        aiScoreData: { score: 1, kind: 'exact', matchedModel: 'B32922C3104M' },
        rawData: { manufacturedPlant: 'Szombathely, HU' },
      });
      await createTempCertificate(t.ctx.db, { materialId: material.id, matchPercent: 85 });

      const res = await post(`material/temp-certificates/by/material/${material.id}`, admin);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json<TempList>();
      expect(body.total).toBe(3);
      expect(body.data.map((c) => c.matchPercent)).toEqual([100, 85, 62]);
      expect(body.data[0]).toEqual({
        id: expect.any(Number) as number,
        cdocId: cdoc.id,
        serviceName: 'search-database',
        matchPercent: 100,
        aiScoreData: { score: 1, kind: 'exact', matchedModel: 'B32922C3104M' },
        rawData: {
          manufacturedPlant: 'Szombathely, HU',
          certificateNumber: '40011111',
          link: 'https://certificates.example/doc.pdf',
        },
        modelName: { name: 'B32922C3104M', found: true },
        type: 'EN 60384-14',
        certificateNumber: '40011111',
        cert: {
          certifying_body: 'VDE',
          ref_number: '40011111',
          model: 'B32922C3104M; B32922C3224M',
          cutModelName: 'B32922C3104M',
        },
        name: 'TDK Electronics AG',
        is_valid: true,
        url: 'https://certificates.example/doc.pdf',
      });

      const page2 = await post(`material/temp-certificates/by/material/${material.id}`, admin, {
        page: 2,
        size: 2,
      });
      expect(page2.json<TempList>()).toMatchObject({ total: 3, data: [{ matchPercent: 62 }] });

      const paged = await get(
        `material/temp-certificate/by/materialId/${material.id}/take/2/skip/1/manufacture/EPCOS/model/B32922C3104M`,
        admin,
      );
      expect(paged.statusCode, paged.body).toBe(200);
      expect(paged.json<TempList>().data.map((c) => c.matchPercent)).toEqual([85, 62]);
    });

    it('are a staff tool: other roles get 403, an unknown material 404', async () => {
      const material = await ownMaterial();
      await createTempCertificate(t.ctx.db, { materialId: material.id });
      for (const headers of [customer, engineer])
        expectError(
          await post(`material/temp-certificates/by/material/${material.id}`, headers),
          403,
        );
      expectError(
        await get(
          `material/temp-certificate/by/materialId/${material.id}/take/10/skip/0/manufacture/x/model/y`,
          customer,
        ),
        403,
      );
      expectError(await post('material/temp-certificates/by/material/999999', admin), 404);
      expectError(
        await post(`material/temp-certificates/by/material/${material.id}`, admin, { size: 0 }),
        400,
      );
    });
  });

  describe('POST /api/cdocs/approve-certs', () => {
    it('turns candidates into certification records in one step, and counts follow', async () => {
      const material = await ownMaterial();
      const a = await createTempCertificate(t.ctx.db, {
        materialId: material.id,
        matchPercent: 95,
      });
      const b = await createTempCertificate(t.ctx.db, {
        materialId: material.id,
        matchPercent: 90,
      });
      const c = await createTempCertificate(t.ctx.db, {
        materialId: material.id,
        matchPercent: 40,
      });
      // The product detail shows the counts before …
      const before = await post('product/get', customer, { id: material.productId });
      const row = (p: Product) => p.materials.find((m) => m.id === material.id);
      expect(row(before.json<Product>())).toMatchObject({
        approvedMaterialCertificates: 0,
        totalTempCertificate: 3,
      });

      const res = await post('cdocs/approve-certs', admin, {
        ids: [a.id, b.id],
        materialId: material.id,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ result: true, message: 'Certificates approved', approved: 2 });
      expect((await recordsOf(material.id)).map((r) => r.cdocId).sort()).toEqual(
        [a.cdocId, b.cdocId].sort(),
      );
      expect((await tempsOf(material.id)).map((x) => x.id)).toEqual([c.id]);

      // … and after; material/get agrees.
      const after = await post('product/get', customer, { id: material.productId });
      expect(row(after.json<Product>())).toMatchObject({
        approvedMaterialCertificates: 2,
        totalTempCertificate: 1,
      });
      const single = await post('material/get', engineer, { id: material.id });
      expect(single.json<Material>()).toMatchObject({
        approvedMaterialCertificates: 2,
        totalTempCertificate: 1,
      });
      const audit = await t.ctx.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, 'material.certificates.approve'));
      expect(audit.some((e) => e.targetId === String(material.id))).toBe(true);
    });

    it('a candidate whose certificate is already a record does not duplicate it', async () => {
      const material = await ownMaterial();
      const cdoc = await createCdoc(t.ctx.db);
      await createMaterialCertificate(t.ctx.db, { materialId: material.id, cdocId: cdoc.id });
      const temp = await createTempCertificate(t.ctx.db, {
        materialId: material.id,
        cdocId: cdoc.id,
      });
      const res = await post('cdocs/approve-certs', admin, {
        ids: [temp.id],
        materialId: material.id,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(await recordsOf(material.id)).toHaveLength(1);
      expect(await tempsOf(material.id)).toEqual([]);
    });

    it('ids of another material are 404 and nothing changes', async () => {
      const material = await ownMaterial();
      const other = await ownMaterial();
      const mine = await createTempCertificate(t.ctx.db, { materialId: material.id });
      const theirs = await createTempCertificate(t.ctx.db, { materialId: other.id });
      const res = await post('cdocs/approve-certs', admin, {
        ids: [mine.id, theirs.id],
        materialId: material.id,
      });
      expectError(res, 404, 'Temporary certificate not found');
      expect(await recordsOf(material.id)).toEqual([]);
      expect(await recordsOf(other.id)).toEqual([]);
      const left = await t.ctx.db
        .select()
        .from(tempCertificates)
        .where(inArray(tempCertificates.id, [mine.id, theirs.id]));
      expect(left).toHaveLength(2);
    });

    it('only admins approve; the body is validated', async () => {
      const material = await ownMaterial();
      const temp = await createTempCertificate(t.ctx.db, { materialId: material.id });
      for (const headers of [customer, engineer])
        expectError(
          await post('cdocs/approve-certs', headers, { ids: [temp.id], materialId: material.id }),
          403,
          'You do not have permission',
        );
      expectError(
        await post('cdocs/approve-certs', admin, { ids: [], materialId: material.id }),
        400,
      );
      expectError(await post('cdocs/approve-certs', admin, { ids: [temp.id] }), 400);
      expect(await tempsOf(material.id)).toHaveLength(1);
    });
  });

  describe('add from existing, delete approved, and reading the records', () => {
    it('an admin attaches an existing certificate once; everyone who sees the material reads it', async () => {
      const material = await ownMaterial({ componentName: 'G5LE-1A DC12' });
      const cdoc = await createCdoc(t.ctx.db, {
        certifyingBody: 'VDE',
        refNumber: '40012345',
        holder: 'Omron',
        models: ['G5LE-1A DC12', 'G5LE-1A DC24'],
        rawVersion: 'G5LE-1A DC12; G5LE-1A DC24',
        expiryDate: '2027-06-14',
      });
      await createTempCertificate(t.ctx.db, { materialId: material.id, cdocId: cdoc.id });
      const res = await post('cdocs/add-existing', admin, {
        materialId: material.id,
        cdocId: cdoc.id,
      });
      expect(res.statusCode, res.body).toBe(201);
      const { record } = res.json<{ record: ApprovedCertificate }>();
      expect(record).toEqual({
        id: expect.any(Number) as number,
        cdoc: {
          id: cdoc.id,
          name: 'Omron',
          url: 'https://certificates.example/doc.pdf',
          date_expiry: '2027-06-14',
          document_links: [{ link: 'https://certificates.example/doc.pdf' }],
          cert: {
            certifying_body: 'VDE',
            ref_number: '40012345',
            model: 'G5LE-1A DC12; G5LE-1A DC24',
            rawVersion: 'G5LE-1A DC12; G5LE-1A DC24',
          },
        },
      });
      expect(await tempsOf(material.id)).toEqual([]);
      expectError(
        await post('cdocs/add-existing', admin, { materialId: material.id, cdocId: cdoc.id }),
        409,
      );
      expectError(
        await post('cdocs/add-existing', admin, { materialId: material.id, cdocId: 999999 }),
        404,
      );
      expectError(
        await post('cdocs/add-existing', customer, { materialId: material.id, cdocId: cdoc.id }),
        403,
      );

      for (const headers of [customer, engineer, admin]) {
        const list = await get(`material/get/certificates/by/material/${material.id}`, headers);
        expect(list.statusCode, list.body).toBe(200);
        expect(list.json()).toEqual({ data: [record], total: 1 });
      }
      expectError(await get(`material/get/certificates/by/material/${material.id}`, stranger), 404);

      const byName = await post('material/get/certificates/by/component-names', customer, {
        componentNames: ['g5le-1a dc12', 'Unknown Part'],
      });
      expect(byName.statusCode, byName.body).toBe(200);
      expect(byName.json()).toEqual({
        data: [
          { componentName: 'g5le-1a dc12', certificates: [record] },
          { componentName: 'Unknown Part', certificates: [] },
        ],
        total: 2,
      });
      const hidden = await post('material/get/certificates/by/component-names', stranger, {
        componentNames: ['G5LE-1A DC12'],
      });
      expect(hidden.json()).toEqual({
        data: [{ componentName: 'G5LE-1A DC12', certificates: [] }],
        total: 1,
      });
      expectError(
        await post('material/get/certificates/by/component-names', customer, {
          componentNames: [],
        }),
        400,
      );

      // Removing the record: admins only; the certificate itself stays in the database.
      expectError(await post('cdocs/delete-approved', customer, { id: record.id }), 403);
      const removed = await post('cdocs/delete-approved', admin, { id: record.id });
      expect(removed.statusCode, removed.body).toBe(200);
      expect(removed.json()).toEqual({ result: true, message: 'Certificate removed' });
      expect(await recordsOf(material.id)).toEqual([]);
      expectError(await post('cdocs/delete-approved', admin, { id: record.id }), 404);
      const docs = await post('cdocs/get-component-docs', admin, { materialId: material.id });
      expect(docs.json()).toEqual({ data: [], total: 0 });
      const audit = await t.ctx.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.targetId, String(material.id)));
      expect(audit.map((a) => a.action)).toEqual(
        expect.arrayContaining(['material.certificate.add', 'material.certificate.remove']),
      );
    });

    it('another company’s material is 404 for its records and for add-existing stays admin-only', async () => {
      const material = await ownMaterial();
      const cdoc = await createCdoc(t.ctx.db);
      await createMaterialCertificate(t.ctx.db, { materialId: material.id, cdocId: cdoc.id });
      expectError(await get(`material/get/certificates/by/material/${material.id}`, stranger), 404);
      expectError(
        await post('cdocs/get-component-docs', stranger, { materialId: material.id }),
        404,
      );
      expectError(await get('material/get/certificates/by/material/999999', admin), 404);
    });
  });
});
