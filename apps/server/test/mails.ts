/** Reading the outbox in tests, and the steps that make one mail (an upload, a flag). */
import { and, desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { Role } from '@partproof/shared';
import type { Db } from '../src/db/client.js';
import { mails } from '../src/db/schema/index.js';
import { runSupplierUploadDigest } from '../src/jobs/supplier-upload-digest.js';
import type { TestApp } from './build-app.js';
import { PDF_BYTES } from './declarations.js';
import { createMaterial, createProduct, signedIn } from './factories.js';
import { insertRequest, supplyForm } from './supply.js';

/** The newest mail of `kind` to `to`; fails when there is none. */
export async function newestMail(db: Db, to: string, kind: string) {
  const [mail] = await db
    .select()
    .from(mails)
    .where(and(eq(mails.to, to), eq(mails.kind, kind)))
    .orderBy(desc(mails.id))
    .limit(1);
  if (!mail) throw new Error(`no ${kind} mail to ${to}`);
  return mail;
}

/**
 * Yageo uploads 'yageo-rohs.pdf' through the link of a request `senderId` sent for
 * RC0603FR-0710KL, and the hourly digest runs: the sender's 'supplier-upload' mail.
 */
export async function supplierUploadMailTo(t: TestApp, sender: { id: number; email: string }) {
  const { secret } = await insertRequest(t.ctx.db, t.config, {
    manufacturer: 'Yageo',
    mpns: ['RC0603FR-0710KL'],
    senderId: sender.id,
  });
  const upload = await t.app.inject({
    method: 'POST',
    url: `/api/supply/${secret}/upload`,
    payload: supplyForm([{ bytes: PDF_BYTES, name: 'yageo-rohs.pdf' }]),
    remoteAddress: '198.51.100.7',
  });
  expect(upload.statusCode, upload.body).toBe(201);
  await runSupplierUploadDigest(t.ctx);
  return newestMail(t.ctx.db, sender.email, 'supplier-upload');
}

/** A compliance user flags a new product's component with `reason`: the admins are mailed. */
export async function flagNewComponent(t: TestApp, reason: string) {
  const flagger = await signedIn(t.app, t.ctx.db, { role: Role.Compliance });
  const product = await createProduct(t.ctx.db, { companyId: flagger.user.companyId });
  const material = await createMaterial(t.ctx.db, { productId: product.id });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/scrapers/product/flag-mail',
    headers: flagger.headers,
    payload: { materialId: material.id, reason },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { product, material };
}
