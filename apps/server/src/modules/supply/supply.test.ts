import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_MSG, Role, type SupplyInfo, type SupplyUploadResult } from '@partproof/shared';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { materialOf, PDF_BYTES, textPdf } from '../../../test/declarations.js';
import { createCompany, createMaterial, createProduct, signedIn } from '../../../test/factories.js';
import { expectError, storedFiles } from '../../../test/helpers.js';
import { hostileXml } from '../../../test/hostile-files.js';
import { insertRequest, supplyForm, type RequestOptions } from '../../../test/supply.js';
import { auditLog, declarations, mails, manufacturerRequests } from '../../db/schema/index.js';
import { runSupplierUploadDigest } from '../../jobs/supplier-upload-digest.js';
import { DECLARATION_FILE_MESSAGE } from '../declarations/declaration-file.js';
import { SUPPLY_UPLOAD_LIMITS, TOO_MANY_UPLOADS } from './supply.service.js';

type Headers = { authorization: string };
type File = { bytes: Buffer; name: string; type?: string };

describe('supplier link: page and upload', () => {
  let t: TestApp;
  let rohsAdmin: Headers;
  let sender: { id: number; email: string };
  let companyName: string;
  let companyId: number;
  let statement: Buffer;
  let network = 0;

  /** Each call from its own network unless told, so the per-network limit stays out of the way. */
  const upload = (secret: string, files: File[], remoteAddress = `198.51.100.${++network}`) =>
    t.app.inject({
      method: 'POST',
      url: `/api/supply/${secret}/upload`,
      payload: supplyForm(files),
      remoteAddress,
    });
  const info = (secret: string) => t.app.inject({ method: 'GET', url: `/api/supply/${secret}` });

  /** A component of the customer's product and a request for its part. */
  const requested = async (options: RequestOptions = {}) => {
    const product = await createProduct(t.ctx.db, { companyId, statusId: 2 });
    const material = await createMaterial(t.ctx.db, {
      productId: product.id,
      componentName: `RC0603FR-07${Math.random().toString(36).slice(2, 8).toUpperCase()}L`,
      manufacturer: 'Yageo',
    });
    const { request, secret } = await insertRequest(t.ctx.db, t.config, {
      mpns: [material.componentName],
      partIds: material.partId ? [material.partId] : [],
      senderId: sender.id,
      productId: product.id,
      ...options,
    });
    return { product, material, request, secret };
  };

  const declarationsOfRequest = (requestId: number) =>
    t.ctx.db.select().from(declarations).where(eq(declarations.requestId, requestId));

  beforeAll(async () => {
    t = await buildTestApp({ PROVIDER_NAME: 'Compliance Desk' });
    const company = await createCompany(t.ctx.db, { name: 'Secret Customer Ltd' });
    companyId = company.id;
    companyName = company.name;
    rohsAdmin = (await signedIn(t.app, t.ctx.db, { role: Role.Admin, isRoHSAllow: true })).headers;
    const staff = await signedIn(t.app, t.ctx.db, { role: Role.Admin, isRoHSAllow: true });
    sender = staff.user;
    statement = await textPdf([
      'RoHS Declaration of Conformity',
      'Yageo Corporation',
      'Date: 2024-03-15',
      'The products comply with Directive 2011/65/EU as amended by (EU) 2015/863.',
    ]);
  });
  afterAll(() => t.close());

  describe('the page', () => {
    it('names the provider, the manufacturer and the part numbers, never the customer', async () => {
      const { request, secret, material } = await requested();
      const res = await info(secret);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<SupplyInfo>()).toEqual({
        provider: 'Compliance Desk',
        manufacturer: 'Yageo',
        parts: [material.componentName],
        expiresAt: request.expiresAt.toISOString(),
        received: 0,
      });
      expect(res.body).not.toContain(companyName);
    });

    it('answers a revoked, an expired, an unknown and a malformed link with one 404 and text', async () => {
      const revoked = await requested({ revokedAt: new Date() });
      const expired = await requested({ expiresAt: new Date(Date.now() - 1000) });
      const unknown = 'A'.repeat(43);
      for (const secret of [
        revoked.secret,
        expired.secret,
        unknown,
        'not-a-link',
        'x'.repeat(44),
      ]) {
        expectError(await info(secret), 404, REQUEST_MSG.linkGone);
        expectError(
          await upload(secret, [{ bytes: statement, name: 'a.pdf' }]),
          404,
          REQUEST_MSG.linkGone,
        );
      }
      expect(await declarationsOfRequest(revoked.request.id)).toEqual([]);
      expect(await declarationsOfRequest(expired.request.id)).toEqual([]);
    });
  });

  describe('an upload', () => {
    it('becomes a supplier declaration in review; the request is answered; the sender is mailed', async () => {
      const { request, secret, material, product } = await requested();
      expect((await materialOf(t, rohsAdmin, material.id)).rohsStatus).toBe(7);
      const res = await upload(secret, [{ bytes: statement, name: 'yageo-rohs.pdf' }]);
      expect(res.statusCode, res.body).toBe(201);
      const { received } = res.json<SupplyUploadResult>();
      expect(received.map((r) => r.file)).toEqual(['yageo-rohs.pdf']);

      const [stored] = await declarationsOfRequest(request.id);
      expect(stored).toMatchObject({
        id: received[0]?.declarationId,
        source: 'supplier',
        reviewState: 'in-review',
        createdBy: null,
        manufacturerId: request.manufacturerId,
        // The statement names no part number: it covers nothing until staff fill it in
        // (security issue 18); the request is answered, so the part is no longer waiting.
        scope: 'mpns',
        mpns: [],
        claimedModels: '',
        dateIssue: '2024-03-15',
      });
      expect(stored?.directives).toContain('(EU) 2015/863');

      const after = await materialOf(t, rohsAdmin, material.id);
      expect(after.rohsStatus).toBe(7);
      expect(after.totalRohsCerts).toBe(0);

      const [answered] = await t.ctx.db
        .select()
        .from(manufacturerRequests)
        .where(eq(manufacturerRequests.id, request.id));
      expect(answered?.answeredAt).toBeInstanceOf(Date);
      expect(answered?.sealedSecret).toBeNull();

      // The sender hears of it in the link's hourly digest (jobs/supplier-upload-digest.ts).
      await runSupplierUploadDigest(t.ctx);
      const outbox = await t.ctx.db.select().from(mails).where(eq(mails.kind, 'supplier-upload'));
      const mail = outbox.find((m) => m.text.includes(material.componentName));
      expect(mail?.to).toBe(sender.email);
      expect(mail?.text).toContain('Yageo');
      expect(mail?.text).toContain('yageo-rohs.pdf');
      expect(mail?.text).toContain(`http://partproof.test/products/${product.id}`);

      const audit = await t.ctx.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.targetId, String(received[0]?.declarationId)));
      expect(audit.map((a) => [a.action, a.actorId])).toContainEqual(['declaration.create', null]);

      // The link stays usable until it expires: the page counts what came.
      expect((await info(secret)).json<SupplyInfo>().received).toBe(1);
      const again = await upload(secret, [
        { bytes: statement, name: 'second.pdf' },
        { bytes: PDF_BYTES, name: 'third.pdf' },
      ]);
      expect(again.statusCode, again.body).toBe(201);
      expect((await info(secret)).json<SupplyInfo>().received).toBe(3);
      const [still] = await t.ctx.db
        .select()
        .from(manufacturerRequests)
        .where(eq(manufacturerRequests.id, request.id));
      expect(still?.answeredAt).toEqual(answered?.answeredAt);
    });

    it('refuses a wrong type or a file too large with the staff upload words, storing nothing', async () => {
      const { request, secret } = await requested();
      const before = await storedFiles(t.ctx.db, t.config.dataDir);
      const wrong = await upload(secret, [
        { bytes: statement, name: 'fine.pdf' },
        {
          bytes: Buffer.from('MZ\x90\x00 not a declaration'),
          name: 'tool.exe',
          type: 'text/plain',
        },
      ]);
      expectError(wrong, 415, DECLARATION_FILE_MESSAGE);
      const large = Buffer.concat([PDF_BYTES, Buffer.alloc(10 * 1024 * 1024)]);
      expectError(await upload(secret, [{ bytes: large, name: 'big.pdf' }]), 413);
      const none = await upload(secret, []);
      expect(none.statusCode).toBeGreaterThanOrEqual(400);
      expect(none.statusCode).toBeLessThan(500);
      expect(await declarationsOfRequest(request.id)).toEqual([]);
      expect(await storedFiles(t.ctx.db, t.config.dataDir)).toEqual(before);
      const [unanswered] = await t.ctx.db
        .select()
        .from(manufacturerRequests)
        .where(eq(manufacturerRequests.id, request.id));
      expect(unanswered?.answeredAt).toBeNull();
    });

    it('refuses an IPC-1752A file past the reader’s caps with 413 and clear words, storing nothing', async () => {
      const { request, secret } = await requested();
      const before = await storedFiles(t.ctx.db, t.config.dataDir);
      const res = await upload(secret, [
        { bytes: statement, name: 'fine.pdf' },
        { bytes: Buffer.from(hostileXml.elements(200_000)), name: 'ipc.xml', type: 'text/xml' },
      ]);
      expectError(
        res,
        413,
        'The file is not a readable IPC-1752A declaration: it has more than 50,000 elements',
      );
      expect(await declarationsOfRequest(request.id)).toEqual([]);
      expect(await storedFiles(t.ctx.db, t.config.dataDir)).toEqual(before);
    });

    it(`takes ${SUPPLY_UPLOAD_LIMITS.perLink} uploads per link an hour, then answers 429`, async () => {
      const { secret } = await requested();
      const junk = [{ bytes: Buffer.from('plain text'), name: 'x.txt', type: 'text/plain' }];
      for (let i = 0; i < SUPPLY_UPLOAD_LIMITS.perLink; i++) {
        expectError(await upload(secret, junk), 415);
      }
      const over = await upload(secret, [{ bytes: statement, name: 'late.pdf' }]);
      expectError(over, 429, TOO_MANY_UPLOADS);
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    });

    it(`takes ${SUPPLY_UPLOAD_LIMITS.perNetwork} uploads per network an hour over every link`, async () => {
      const junk = [{ bytes: Buffer.from('plain text'), name: 'x.txt', type: 'text/plain' }];
      const address = '203.0.113.7';
      const links = Math.ceil(SUPPLY_UPLOAD_LIMITS.perNetwork / SUPPLY_UPLOAD_LIMITS.perLink);
      for (let l = 0; l < links; l++) {
        const { secret } = await requested();
        const count = Math.min(
          SUPPLY_UPLOAD_LIMITS.perLink,
          SUPPLY_UPLOAD_LIMITS.perNetwork - l * SUPPLY_UPLOAD_LIMITS.perLink,
        );
        for (let i = 0; i < count; i++) expectError(await upload(secret, junk, address), 415);
      }
      const fresh = await requested();
      expectError(await upload(fresh.secret, junk, address), 429, TOO_MANY_UPLOADS);
      // Another network is not held back.
      expectError(await upload(fresh.secret, junk, '203.0.113.200'), 415);
    });
  });
});
