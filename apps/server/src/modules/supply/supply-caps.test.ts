/**
 * Security issue 18, finding 10: a supplier link takes a capped number of files and bytes over
 * its whole life, and its sender gets one digest mail per link per hour (real SMTP), not one
 * mail per file.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@partproof/shared';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { PDF_BYTES } from '../../../test/declarations.js';
import { signedIn } from '../../../test/factories.js';
import { expectError, storedFiles, waitFor } from '../../../test/helpers.js';
import { mailsOfKind, requestRow } from '../../../test/requests.js';
import { startSmtp } from '../../../test/smtp.js';
import { insertRequest, supplyForm } from '../../../test/supply.js';
import { declarations } from '../../db/schema/index.js';
import { runSupplierUploadDigest } from '../../jobs/supplier-upload-digest.js';
import { LINK_FULL } from './supply.service.js';

const MAX_FILES = 4;
/** Room for four of the small PDFs below, not for one of 2 KB. */
const MAX_BYTES = 1500;
const HOUR = 3600 * 1000;

/** Undo quoted-printable: soft line breaks and =XX escapes. */
const decodeQuotedPrintable = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

describe('a supplier link over its life', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let sender: { id: number; email: string };
  let network = 0;

  const upload = (secret: string, names: string[], bytes = PDF_BYTES) =>
    t.app.inject({
      method: 'POST',
      url: `/api/supply/${secret}/upload`,
      payload: supplyForm(names.map((name) => ({ bytes, name }))),
      remoteAddress: `192.0.2.${++network}`,
    });
  const stored = (requestId: number) =>
    t.ctx.db.select().from(declarations).where(eq(declarations.requestId, requestId));
  const request = () =>
    insertRequest(t.ctx.db, t.config, {
      manufacturer: 'Yageo',
      mpns: ['RC0603FR-0710KL'],
      senderId: sender.id,
    });

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await buildTestApp({
      SMTP_URL: smtp.url,
      SUPPLY_LINK_MAX_FILES: String(MAX_FILES),
      SUPPLY_LINK_MAX_BYTES: String(MAX_BYTES),
    });
    await t.startMailWorker();
    sender = (await signedIn(t.app, t.ctx.db, { role: Role.Admin, isRoHSAllow: true })).user;
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it(`takes ${MAX_FILES} files in all, then refuses with 413 in the supplier's words, storing nothing`, async () => {
    const { request: row, secret } = await request();
    expect((await upload(secret, ['1.pdf', '2.pdf', '3.pdf'])).statusCode).toBe(201);
    // One more than the room left: the whole upload is refused.
    expectError(await upload(secret, ['4.pdf', '5.pdf']), 413, LINK_FULL);
    expect((await upload(secret, ['4.pdf'])).statusCode).toBe(201);
    const files = await storedFiles(t.ctx.db, t.config.dataDir);
    expectError(await upload(secret, ['5.pdf']), 413, LINK_FULL);
    expect(await storedFiles(t.ctx.db, t.config.dataDir)).toEqual(files);
    expect(await stored(row.id)).toHaveLength(MAX_FILES);
    // Staff deleting an upload gives the link no room back: the cap is over its life.
    await t.ctx.db.delete(declarations).where(eq(declarations.requestId, row.id));
    expectError(await upload(secret, ['6.pdf']), 413, LINK_FULL);
    expect(await requestRow(t.ctx.db, row.id)).toMatchObject({ uploadedFiles: MAX_FILES });
  });

  it(`takes ${MAX_BYTES} bytes in all`, async () => {
    const { request: row, secret } = await request();
    const large = Buffer.concat([PDF_BYTES, Buffer.alloc(2000, 0x20)]);
    expectError(await upload(secret, ['large.pdf'], large), 413, LINK_FULL);
    expect(await stored(row.id)).toEqual([]);
    expect(await requestRow(t.ctx.db, row.id)).toMatchObject({
      uploadedFiles: 0,
      uploadedBytes: 0,
    });
  });

  it('mails the sender one digest per link per hour, listing every file, over real SMTP', async () => {
    const { request: row, secret } = await request();
    for (const name of ['first.pdf', 'second.pdf', 'third.pdf']) {
      expect((await upload(secret, [name])).statusCode).toBe(201);
    }
    // Nothing is mailed per file.
    const mine = async () =>
      (await mailsOfKind(t.ctx.db, 'supplier-upload')).filter((m) => m.subject.includes('Yageo'));
    expect(await mine()).toHaveLength(0);

    const now = new Date();
    // Two runs at once send the digest once.
    const runs = await Promise.all([
      runSupplierUploadDigest(t.ctx, now),
      runSupplierUploadDigest(t.ctx, now),
    ]);
    expect(runs.map((r) => r.mailed).sort()).toEqual([0, 1]);
    const delivered = await waitFor(
      async () => {
        const outbox = await mine();
        return outbox.length === 1 && outbox[0]?.status === 'sent'
          ? smtp.received.filter((m) => m.to.includes(sender.email))
          : undefined;
      },
      { what: 'the digest to be delivered' },
    );
    expect(delivered).toHaveLength(1);
    const text = decodeQuotedPrintable(delivered[0]?.raw ?? '');
    for (const name of ['first.pdf', 'second.pdf', 'third.pdf']) expect(text).toContain(name);
    expect(text).toContain('3 documents');

    // A fourth file within the hour waits for it to pass.
    expect((await upload(secret, ['fourth.pdf'])).statusCode).toBe(201);
    expect(await runSupplierUploadDigest(t.ctx, new Date(now.getTime() + HOUR / 2))).toEqual({
      mailed: 0,
    });
    expect(await runSupplierUploadDigest(t.ctx, new Date(now.getTime() + HOUR))).toEqual({
      mailed: 1,
    });
    const outbox = await mine();
    expect(outbox).toHaveLength(2);
    expect(outbox[0]?.text).toContain('fourth.pdf');
    expect(outbox[0]?.text).not.toContain('first.pdf');
    expect(await stored(row.id)).toHaveLength(4);
  });
});
