import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DATASHEET_LIMITS,
  HTTP_URL_MESSAGE,
  Role,
  type Material,
  fileLinkPath,
} from '@partproof/shared';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { PDF_BYTES } from '../../../test/declarations.js';
import { createCompany, createMaterial, createProduct, signedIn } from '../../../test/factories.js';
import { expectError, fieldErrors, form, PNG_BYTES, storedFiles } from '../../../test/helpers.js';
import { findFile, saveFile, signPath } from '../../lib/storage.js';
import { DATASHEET_PDF_ONLY } from './datasheet-pdf.js';

type Headers = { authorization: string };

const pdfFile = (bytes: Buffer = PDF_BYTES, name = 'datasheet.pdf') => ({
  field: 'file',
  bytes,
  name,
  type: 'application/pdf',
});

/** The stored file id a signed datasheet link names. */
const fileIdOf = (url: string | null) => /\/api\/files\/([0-9a-f-]{36})\?/.exec(url ?? '')?.[1];

describe('datasheets of parts', () => {
  let t: TestApp;
  let admin: Headers;
  let customer: Headers;
  let otherCustomer: Headers;
  let companyId: number;
  let otherCompanyId: number;

  const upload = (
    headers: Headers,
    fields: Record<string, string>,
    file?: ReturnType<typeof pdfFile>,
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/api/material/datasheet',
      headers,
      payload: form(fields, file),
    });
  const materialAs = async (headers: Headers, id: number) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/material/get',
      headers,
      payload: { id },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Material>();
  };
  const materialOf = async (
    company: number,
    overrides: Parameters<typeof createMaterial>[1] = {},
  ) =>
    createMaterial(t.ctx.db, {
      productId: (await createProduct(t.ctx.db, { companyId: company, statusId: 2 })).id,
      ...overrides,
    });

  beforeAll(async () => {
    t = await buildTestApp();
    companyId = (await createCompany(t.ctx.db)).id;
    otherCompanyId = (await createCompany(t.ctx.db)).id;
    admin = (await signedIn(t.app, t.ctx.db, { role: Role.Admin })).headers;
    customer = (await signedIn(t.app, t.ctx.db, { companyId })).headers;
    otherCustomer = (await signedIn(t.app, t.ctx.db, { companyId: otherCompanyId })).headers;
  });
  afterAll(() => t.close());

  it("an admin's PDF is the part's: every product using the part shows it, served sandboxed", async () => {
    const part = { manufacturer: 'Texas Instruments', componentName: `LM317DCYR-${Date.now()}` };
    const ours = await materialOf(companyId, part);
    const theirs = await materialOf(otherCompanyId, part);
    expect(theirs.partId).toBe(ours.partId);

    const res = await upload(admin, { materialId: String(ours.id) }, pdfFile());
    expect(res.statusCode, res.body).toBe(200);
    const fileId = fileIdOf(res.json<Material>().datasheetURL);
    expect(fileId).toBeDefined();
    expect((await findFile(t.ctx.db, fileId ?? ''))?.kind).toBe('datasheet');

    const seenByOthers = await materialAs(otherCustomer, theirs.id);
    expect(fileIdOf(seenByOthers.datasheetURL)).toBe(fileId);
    expect(fileIdOf((await materialAs(customer, ours.id)).datasheetURL)).toBe(fileId);

    const served = await t.app.inject({ method: 'GET', url: seenByOthers.datasheetURL ?? '' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-security-policy']).toBe("sandbox; frame-ancestors 'self'");
    expect(served.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-disposition']).toMatch(/^inline/);
    expect(served.rawPayload.equals(PDF_BYTES)).toBe(true);
  });

  it('a stored file of another kind is sandboxed too, but not framable', async () => {
    const id = await saveFile(t.ctx.db, t.ctx, {
      bytes: PDF_BYTES,
      originalName: 'certificate.pdf',
      mime: 'application/pdf',
      kind: 'certificate',
      uploadedBy: null,
    });
    const url = signPath(t.config.jwtSecret, fileLinkPath(id), 60);
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-security-policy']).toBe("sandbox; frame-ancestors 'none'");
  });

  it('an http(s) address replaces the stored PDF, whose file is removed', async () => {
    const material = await materialOf(companyId);
    const first = await upload(admin, { materialId: String(material.id) }, pdfFile());
    const oldFile = fileIdOf(first.json<Material>().datasheetURL) ?? '';
    const url = 'https://www.ti.com/lit/ds/symlink/lm317.pdf';
    const res = await upload(admin, { materialId: String(material.id), url });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Material>().datasheetURL).toBe(url);
    expect((await materialAs(customer, material.id)).datasheetURL).toBe(url);
    expect(await findFile(t.ctx.db, oldFile)).toBeUndefined();

    // A link alone may come as JSON too.
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/material/datasheet',
      headers: admin,
      payload: { materialId: material.id, url: 'https://example.com/lm317.pdf' },
    });
    expect(json.statusCode, json.body).toBe(200);
    expect(json.json<Material>().datasheetURL).toBe('https://example.com/lm317.pdf');

    // And a new PDF replaces the address.
    const again = await upload(admin, { materialId: String(material.id) }, pdfFile());
    expect(fileIdOf(again.json<Material>().datasheetURL)).toBeDefined();
  });

  it.each([
    ['javascript:', 'javascript:alert(document.cookie)'],
    ['data:', 'data:application/pdf;base64,JVBERi0xLjQ='],
    ['a relative address', '/api/files/x'],
  ])('refuses a %s address (400) and keeps the datasheet', async (_what, url) => {
    const material = await materialOf(companyId);
    await upload(admin, { materialId: String(material.id), url: 'https://example.com/ds.pdf' });
    const res = await upload(admin, { materialId: String(material.id), url });
    expectError(res, 400);
    expect(fieldErrors(res, 'url')).toEqual([HTTP_URL_MESSAGE]);
    expect((await materialAs(customer, material.id)).datasheetURL).toBe(
      'https://example.com/ds.pdf',
    );
  });

  describe('uploads that are refused store nothing', () => {
    it('a file over 10 MB (413)', async () => {
      const material = await materialOf(companyId);
      const before = await storedFiles(t.ctx.db, t.config.dataDir);
      const big = Buffer.concat([PDF_BYTES, Buffer.alloc(DATASHEET_LIMITS.fileBytes)]);
      expectError(await upload(admin, { materialId: String(material.id) }, pdfFile(big)), 413);
      expect(await storedFiles(t.ctx.db, t.config.dataDir)).toEqual(before);
      expect((await materialAs(customer, material.id)).datasheetURL).toBeNull();
    });

    it.each([
      ['a PNG named .pdf', PNG_BYTES],
      ['an HTML page', Buffer.from('<html><script>alert(1)</script></html>')],
      [
        'a PDF with a script after its end',
        Buffer.concat([PDF_BYTES, Buffer.from('<script>x</script>')]),
      ],
    ])('%s (415)', async (_what, bytes) => {
      const material = await materialOf(companyId);
      const before = await storedFiles(t.ctx.db, t.config.dataDir);
      const res = await upload(admin, { materialId: String(material.id) }, pdfFile(bytes));
      expectError(res, 415);
      const { message } = res.json<{ message: string }>();
      expect(message.slice(0, DATASHEET_PDF_ONLY.length)).toBe(DATASHEET_PDF_ONLY);
      expect(await storedFiles(t.ctx.db, t.config.dataDir)).toEqual(before);
    });

    it('neither a file nor an address, or both (400)', async () => {
      const material = await materialOf(companyId);
      expectError(await upload(admin, { materialId: String(material.id) }), 400);
      expectError(
        await upload(
          admin,
          { materialId: String(material.id), url: 'https://example.com/a.pdf' },
          pdfFile(),
        ),
        400,
      );
    });

    it('a component without a part number (400)', async () => {
      const material = await materialOf(companyId, { partId: null, partNumberSource: 'none' });
      expectError(await upload(admin, { materialId: String(material.id) }, pdfFile()), 400);
    });
  });

  it('only admins set or remove datasheets (403); their own company’s users read them', async () => {
    const material = await materialOf(companyId);
    const compliance = (await signedIn(t.app, t.ctx.db, { companyId, role: Role.Compliance }))
      .headers;
    for (const headers of [customer, compliance]) {
      expectError(await upload(headers, { materialId: String(material.id) }, pdfFile()), 403);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/material/datasheet/delete',
        headers,
        payload: { materialId: material.id },
      });
      expectError(res, 403);
    }
  });

  it('removing the datasheet clears it for every product and deletes the file; both are audited', async () => {
    const part = { manufacturer: 'Yageo', componentName: `RC0603FR-07DS${Date.now()}` };
    const ours = await materialOf(companyId, part);
    const theirs = await materialOf(otherCompanyId, part);
    const set = await upload(admin, { materialId: String(ours.id) }, pdfFile());
    const fileId = fileIdOf(set.json<Material>().datasheetURL) ?? '';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/material/datasheet/delete',
      headers: admin,
      payload: { materialId: theirs.id },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Material>().datasheetURL).toBeNull();
    expect((await materialAs(customer, ours.id)).datasheetURL).toBeNull();
    expect(await findFile(t.ctx.db, fileId)).toBeUndefined();
    const audit = await t.app.inject({
      method: 'GET',
      url: `/api/audit?targetType=part&targetId=${ours.partId}`,
      headers: admin,
    });
    expect(audit.json<{ data: { action: string }[] }>().data.map((e) => e.action)).toEqual([
      'part.datasheet.remove',
      'part.datasheet.set',
    ]);
  });
});
