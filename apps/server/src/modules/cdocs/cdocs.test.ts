import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordsOfMaterial, tempsOfMaterial } from '../../../test/part-records.js';
import { Role, type Cdoc, type ManufacturerCertificateRow } from '@partproof/shared';
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
import { expectError, form, PNG_BYTES } from '../../../test/helpers.js';
import { auditLog, cdocs, files } from '../../db/schema/index.js';

type Headers = { authorization: string };
type Page = {
  status: boolean;
  data: ManufacturerCertificateRow[];
  totalPages: number;
  total: number;
};

/** A minimal PDF: the magic bytes are what the server checks. */
const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

describe('the certificate database', () => {
  let t: TestApp;
  let admin: Headers;
  let customer: Headers;
  let engineer: Headers;
  let companyId: number;

  const getAll = (headers: Headers, query: string, payload?: object) =>
    t.app.inject({ method: 'POST', url: `/api/cdocs/get-all-cdocs?${query}`, headers, payload });

  beforeAll(async () => {
    t = await buildTestApp();
    companyId = (await createCompany(t.ctx.db)).id;
    admin = (await signedIn(t.app, t.ctx.db, { role: Role.Admin })).headers;
    customer = (await signedIn(t.app, t.ctx.db, { role: Role.User, companyId })).headers;
    engineer = (await signedIn(t.app, t.ctx.db, { role: Role.Engineer, companyId })).headers;
  });
  afterAll(() => t.close());

  describe('POST /api/cdocs/get-all-cdocs', () => {
    beforeAll(async () => {
      for (let i = 0; i < 120; i++)
        await createCdoc(t.ctx.db, {
          holder: i % 2 ? 'EPCOS AG' : 'TDK Electronics',
          models: [`B3292${String(i).padStart(3, '0')}M`],
          refNumber: `TDK-${i}`,
        });
      for (let i = 0; i < 5; i++)
        await createCdoc(t.ctx.db, { holder: 'Omron Corporation', models: [`G5LE-${i}`] });
    });

    it('pages all certificates 50 at a time, with the spec shape', async () => {
      const res = await getAll(customer, 'page=1&manufacturer=All');
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json<Page>();
      expect(body).toMatchObject({ status: true, total: 125, totalPages: 3 });
      expect(body.data).toHaveLength(50);
      expect(body.data[0]).toEqual({
        id: expect.any(Number) as number,
        document_id: null,
        cert: {
          ref_number: 'TDK-0',
          model: 'B3292000M',
          rawVersion: null,
          certifying_body: 'UL',
        },
        name: 'TDK Electronics',
        is_valid: true,
        why_valid: null,
        url: 'https://certificates.example/doc.pdf',
        document_links: [{ link: 'https://certificates.example/doc.pdf' }],
      });
      const last = (await getAll(customer, 'page=3')).json<Page>();
      expect(last.data).toHaveLength(25);
    });

    it('one manufacturer is 100 a page and takes its aliases along', async () => {
      const body = (await getAll(engineer, 'page=1&manufacturer=TDK')).json<Page>();
      expect(body).toMatchObject({ total: 120, totalPages: 2 });
      expect(body.data).toHaveLength(100);
      expect(new Set(body.data.map((r) => r.name))).toEqual(
        new Set(['EPCOS AG', 'TDK Electronics']),
      );
      const omron = (await getAll(engineer, 'manufacturer=Omron')).json<Page>();
      expect(omron).toMatchObject({ total: 5, totalPages: 1 });
    });

    it('the component search filters by normalised model', async () => {
      const body = (await getAll(customer, 'manufacturer=All&search=b3292-011')).json<Page>();
      expect(body.data.map((r) => r.cert.model)).toEqual(['B3292011M']);
      const none = (await getAll(customer, 'manufacturer=Nobody')).json<Page>();
      expect(none).toEqual({ status: true, data: [], total: 0, totalPages: 0 });
    });

    it('validates paging', async () => {
      expectError(await getAll(customer, 'page=0'), 400);
      expectError(await getAll(customer, 'size=501'), 400);
      const sized = (await getAll(customer, 'size=7&page=2')).json<Page>();
      expect(sized).toMatchObject({ total: 125, totalPages: 18 });
      expect(sized.data[0]?.cert.ref_number).toBe('TDK-7');
    });
  });

  describe('POST /api/certificate/manual', () => {
    const manual = (headers: Headers, fields: Record<string, string>, pdf?: Buffer) =>
      t.app.inject({
        method: 'POST',
        url: '/api/certificate/manual',
        headers,
        payload: form(fields, pdf ? { field: 'pdf', bytes: pdf, name: 'cert.pdf' } : undefined),
      });
    const fields = (materialId: number, overrides: Record<string, string> = {}) => ({
      serviceName: 'VDE',
      modelName: 'B32922C3104M; B32922C3224M',
      materialId: String(materialId),
      source: 'https://certificates.example/vde/40055555',
      referenceNumber: '40055555',
      expireDate: '2029-05-31',
      ...overrides,
    });

    it('an admin adds a certificate with its PDF; it becomes an approved record', async () => {
      const product = await createProduct(t.ctx.db, { companyId });
      const material = await createMaterial(t.ctx.db, {
        productId: product.id,
        manufacturer: 'TDK Electronics',
      });
      const res = await manual(admin, fields(material.id), PDF_BYTES);
      expect(res.statusCode, res.body).toBe(201);
      const body = res.json<{ result: boolean; cdoc: Cdoc; recordId: number }>();
      expect(body.result).toBe(true);
      expect(body.cdoc).toMatchObject({
        certifyingBody: 'VDE',
        refNumber: '40055555',
        holder: 'TDK Electronics',
        models: ['B32922C3104M', 'B32922C3224M'],
        expiryDate: '2029-05-31',
        documentLinks: ['https://certificates.example/vde/40055555'],
        serviceName: 'manual',
      });
      expect(body.cdoc.pdfUrl).toMatch(/^\/api\/files\/.+sig=/);
      const [row] = await t.ctx.db.select().from(cdocs).where(eq(cdocs.id, body.cdoc.id));
      expect(row).toMatchObject({ holderKey: 'tdk', modelSearch: 'b32922c3104m b32922c3224m' });
      const records = await recordsOfMaterial(t.ctx.db, material.id);
      expect(records.map((r) => r.id)).toEqual([body.recordId]);

      // The customer sees the record and can open the PDF through its signed link.
      const pdf = await t.app.inject({ method: 'GET', url: body.cdoc.pdfUrl ?? '' });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      const approved = await t.app.inject({
        method: 'GET',
        url: `/api/material/get/certificates/by/material/${material.id}`,
        headers: customer,
      });
      expect(approved.json<{ total: number }>().total).toBe(1);

      // The same body + reference again (other case) updates the record instead.
      const again = await manual(
        admin,
        fields(material.id, {
          serviceName: 'vde',
          modelName: 'B32922C3474M',
          expireDate: '2030-01-31',
        }),
      );
      expect(again.statusCode, again.body).toBe(201);
      const second = again.json<{ cdoc: Cdoc; recordId: number }>();
      expect(second.cdoc.id).toBe(body.cdoc.id);
      expect(second.recordId).toBe(body.recordId);
      expect(second.cdoc.models).toEqual(['B32922C3104M', 'B32922C3224M', 'B32922C3474M']);
      expect(second.cdoc.expiryDate).toBe('2030-01-31');
      expect(second.cdoc.pdfUrl).not.toBeNull();
      const audit = await t.ctx.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.targetType, 'cdoc'), eq(auditLog.targetId, String(body.cdoc.id))));
      expect(audit.map((a) => a.action)).toEqual(['cdoc.create', 'cdoc.update']);
    });

    it('settles a temporary certificate of the same record', async () => {
      const material = await createMaterial(t.ctx.db, {
        productId: (await createProduct(t.ctx.db, { companyId })).id,
      });
      const cdoc = await createCdoc(t.ctx.db, { certifyingBody: 'CSA', refNumber: '7001' });
      await createTempCertificate(t.ctx.db, { materialId: material.id, cdocId: cdoc.id });
      const res = await manual(
        admin,
        fields(material.id, { serviceName: 'CSA', referenceNumber: '7001' }),
      );
      expect(res.statusCode, res.body).toBe(201);
      const temps = await tempsOfMaterial(t.ctx.db, material.id);
      expect(temps).toEqual([]);
    });

    it('validates the form, the file type and the size', async () => {
      const material = await createMaterial(t.ctx.db);
      const bad = await manual(
        admin,
        fields(material.id, { referenceNumber: ' ', expireDate: '31.12.2029' }),
      );
      expectError(bad, 400);
      const details = bad.json<{ details: Record<string, string[]> }>().details;
      expect(Object.keys(details).sort()).toEqual(['expireDate', 'referenceNumber']);
      expectError(await manual(admin, fields(material.id, { source: 'not a link' })), 400);
      expectError(
        await manual(admin, fields(material.id), PNG_BYTES),
        415,
        'Upload the certificate as a PDF file',
      );
      const big = Buffer.concat([PDF_BYTES, Buffer.alloc(10 * 1024 * 1024)]);
      expectError(await manual(admin, fields(material.id), big), 413);
      expect(await t.ctx.db.select().from(files).where(eq(files.kind, 'certificate'))).toHaveLength(
        1,
      );
      expectError(await manual(admin, fields(999_999)), 404);
    });

    it('only admins add certificates', async () => {
      const material = await createMaterial(t.ctx.db, {
        productId: (await createProduct(t.ctx.db, { companyId })).id,
      });
      const res = await manual(customer, fields(material.id, { referenceNumber: 'NOPE-1' }));
      expectError(res, 403, 'You do not have permission');
      expect(await t.ctx.db.select().from(cdocs).where(eq(cdocs.refNumber, 'NOPE-1'))).toEqual([]);
    });
  });

  describe('POST /api/certificate/update', () => {
    const update = (headers: Headers, payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/certificate/update', headers, payload });

    it('an admin edits a record; the search columns follow', async () => {
      const cdoc = await createCdoc(t.ctx.db, { holder: 'Yageo', models: ['RC0603'] });
      const res = await update(admin, {
        id: cdoc.id,
        referenceNumber: 'E-NEW-1',
        expireDate: '2031-01-01',
        isValid: false,
        whyValid: 'Withdrawn by the certifier',
        documentLinks: ['https://certificates.example/new.pdf'],
        models: ['RC0805FR-07*', 'RC1206'],
        holder: 'EPCOS',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<Cdoc>()).toMatchObject({
        refNumber: 'E-NEW-1',
        expiryDate: '2031-01-01',
        isValid: false,
        whyValid: 'Withdrawn by the certifier',
        documentLinks: ['https://certificates.example/new.pdf'],
        models: ['RC0805FR-07*', 'RC1206'],
        holder: 'EPCOS',
        certifyingBody: 'UL',
      });
      const [row] = await t.ctx.db.select().from(cdocs).where(eq(cdocs.id, cdoc.id));
      expect(row).toMatchObject({ holderKey: 'tdk', modelSearch: 'rc0805fr07 rc1206' });
      const audit = await t.ctx.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, 'cdoc.update'));
      expect(audit.some((a) => a.targetId === String(cdoc.id))).toBe(true);
    });

    it('refuses a duplicate key (409), an unknown id (404), bad input (400) and non-admins (403)', async () => {
      const a = await createCdoc(t.ctx.db, { certifyingBody: 'TUV', refNumber: 'R-1' });
      const b = await createCdoc(t.ctx.db, { certifyingBody: 'TUV', refNumber: 'R-2' });
      expectError(await update(admin, { id: b.id, referenceNumber: 'r-1' }), 409);
      expectError(await update(admin, { id: 999_999, isValid: false }), 404);
      expectError(await update(admin, { id: a.id, expireDate: 'tomorrow' }), 400);
      expectError(await update(admin, { id: a.id, documentLinks: ['nope'] }), 400);
      expectError(
        await update(customer, { id: a.id, isValid: false }),
        403,
        'You do not have permission',
      );
      const [row] = await t.ctx.db.select().from(cdocs).where(eq(cdocs.id, a.id));
      expect(row?.isValid).toBe(true);
    });
  });

  describe('POST /api/cdocs/get-component-docs', () => {
    it('lists the records of a visible material; another company gets 404', async () => {
      const material = await createMaterial(t.ctx.db, {
        productId: (await createProduct(t.ctx.db, { companyId })).id,
      });
      const cdoc = await createCdoc(t.ctx.db, { refNumber: 'DOC-1' });
      await createMaterialCertificate(t.ctx.db, { materialId: material.id, cdocId: cdoc.id });
      const ask = (headers: Headers) =>
        t.app.inject({
          method: 'POST',
          url: '/api/cdocs/get-component-docs',
          headers,
          payload: { materialId: material.id },
        });
      const res = await ask(engineer);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<{ data: Cdoc[]; total: number }>()).toMatchObject({
        total: 1,
        data: [{ id: cdoc.id, refNumber: 'DOC-1' }],
      });
      const stranger = (await signedIn(t.app, t.ctx.db, { role: Role.Compliance })).headers;
      expectError(await ask(stranger), 404);
      expectError(
        await t.app.inject({
          method: 'POST',
          url: '/api/cdocs/get-component-docs',
          headers: admin,
          payload: {},
        }),
        400,
      );
    });
  });
});
