import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_MSG, Role, type RohsSendMailResult } from '@partproof/shared';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { insertDeclaration, materialOf } from '../../../test/declarations.js';
import { createCompany, createMaterial, createProduct, signedIn } from '../../../test/factories.js';
import { waitFor } from '../../../test/helpers.js';
import { startSmtp } from '../../../test/smtp.js';
import {
  ensureManufacturer,
  mailsOfKind,
  postApi,
  requestRow,
  saveContacts,
} from '../../../test/requests.js';
import { hashSupplySecret } from './supply-link.js';

/** Undo quoted-printable: soft line breaks and =XX escapes. */
const decodeQuotedPrintable = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

const SUPPLY_LINK = /http:\/\/partproof\.test\/supply\/([A-Za-z0-9_-]{43})/;
const CC = ['compliance@provider.example', 'documents@provider.example'];

describe("'Activate RoHS DoC collection' delivered by SMTP", () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await buildTestApp({
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Provider Labs <robot@partproof.test>',
      PROVIDER_NAME: 'Provider Labs GmbH',
      REQUEST_CC: CC.join(', '),
    });
    await t.startMailWorker();
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('mails one request per manufacturer lacking approval, with a working link', async () => {
    const admin = await signedIn(t.app, t.ctx.db, {
      role: Role.Admin,
      isRoHSAllow: true,
      firstName: 'Grace',
      lastName: 'Hopper',
    });
    const company = await createCompany(t.ctx.db, { name: 'Secret Kettle Customer AG' });
    const product = await createProduct(t.ctx.db, {
      companyId: company.id,
      statusId: 2,
      name: 'Confidential Kettle K9',
    });
    const component = (manufacturer: string, componentName: string, dnp = false) =>
      createMaterial(t.ctx.db, { productId: product.id, manufacturer, componentName, dnp });
    const yageo1 = await component('Yageo', 'RC0603FR-0710KL');
    const yageo2 = await component('Yageo', 'RC0603FR-074K7L');
    const murata = await component('Murata', 'GRM188R71H104KA93D');
    const murataDnp = await component('Murata', 'GRM21BR61C106KE15L', true);
    const tdk = await component('TDK', 'C1608X5R1A106M');
    await insertDeclaration(t.ctx.db, { manufacturer: 'TDK', partIds: [tdk.partId ?? 0] });
    const contacts: [string, string][] = [
      ['Yageo', 'rohs@yageo.example'],
      ['Murata', 'rohs@murata.example'],
      ['TDK', 'rohs@tdk.example'],
    ];
    for (const [name, email] of contacts) {
      const maker = await ensureManufacturer(t.ctx.db, name);
      await saveContacts(t, admin.headers, maker.id, [
        { label: 'Compliance', email },
        { label: 'Sales', email: `sales-${email}` },
      ]);
    }
    const approved = await postApi(t, 'rohs/update', admin.headers, {
      materialId: tdk.id,
      rohsStatus: 2,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await materialOf(t, admin.headers, tdk.id)).rohsStatus).toBe(2);

    const res = await postApi(t, 'scrapers/product/rohs-send-mail', admin.headers, {
      id: product.id,
      mailInfo: { htmlContent: '<p>Please answer <b>soon</b>.</p>' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<RohsSendMailResult>();
    expect(answer).toMatchObject({ result: true, message: REQUEST_MSG.sent, skipped: [] });
    expect(answer.sent.map(({ manufacturer, to }) => ({ manufacturer, to }))).toEqual([
      { manufacturer: 'Yageo', to: 'rohs@yageo.example' },
      { manufacturer: 'Murata', to: 'rohs@murata.example' },
    ]);

    const delivered = await waitFor(
      async () => {
        const outbox = await mailsOfKind(t.ctx.db, 'manufacturer-request');
        return outbox.length === 2 && outbox.every((m) => m.status === 'sent')
          ? smtp.received
          : undefined;
      },
      { what: 'both requests to be delivered' },
    );
    expect(delivered).toHaveLength(2);
    const byTo = (to: string) => {
      const message = delivered.find((m) => m.to.includes(to));
      if (!message) throw new Error(`no mail to ${to}`);
      return decodeQuotedPrintable(message.raw);
    };
    for (const [to, mpns, absent] of [
      ['rohs@yageo.example', ['RC0603FR-0710KL', 'RC0603FR-074K7L'], ['GRM188R71H104KA93D']],
      ['rohs@murata.example', ['GRM188R71H104KA93D'], ['GRM21BR61C106KE15L', 'RC0603FR-0710KL']],
    ] as const) {
      const mail = byTo(to);
      expect(delivered.find((m) => m.to.includes(to))?.to.sort()).toEqual([to, ...CC].sort());
      expect(mail.split(/\r?\n/).some((line) => line.startsWith(`Cc: ${CC.join(', ')}`))).toBe(
        true,
      );
      expect(mail).toMatch(/^Subject: Request for RoHS \/ REACH declarations: /m);
      expect(mail).toContain('Grace Hopper');
      expect(mail).toContain('Provider Labs GmbH');
      expect(mail).toContain('Please answer soon.');
      for (const mpn of mpns) expect(mail).toContain(mpn);
      for (const mpn of absent) expect(mail).not.toContain(mpn);
      // The customer is never named to a supplier.
      expect(mail).not.toContain('Secret Kettle Customer AG');
      expect(mail).not.toContain('Confidential Kettle K9');
      const secret = SUPPLY_LINK.exec(mail)?.[1];
      expect(secret).toBeDefined();
      const sent = answer.sent.find((s) => s.to === to);
      const row = await requestRow(t.ctx.db, sent?.requestId ?? 0);
      expect(hashSupplySecret(secret ?? '')).toBe(row.tokenHash);
      // The link works: the supplier page (no sign-in) names the provider and the parts.
      const page = await t.app.inject({ method: 'GET', url: `/api/supply/${secret ?? ''}` });
      expect(page.statusCode, page.body).toBe(200);
      expect(page.json()).toMatchObject({ provider: 'Provider Labs GmbH', parts: [...mpns] });
      expect(page.body).not.toContain('Secret Kettle Customer AG');
      expect(row.productId).toBe(product.id);
      // The stored letter and the outbox keep only the placeholder.
      expect(row.text).not.toContain(secret);
      expect(row.html).not.toContain(secret);
    }
    expect(delivered.some((m) => m.to.includes('rohs@tdk.example'))).toBe(false);

    for (const m of [yageo1, yageo2, murata])
      expect((await materialOf(t, admin.headers, m.id)).rohsStatus).toBe(3);
    expect((await materialOf(t, admin.headers, murataDnp.id)).rohsStatus).toBe(7);
    expect((await materialOf(t, admin.headers, tdk.id)).rohsStatus).toBe(2);
  });

  it('lists a manufacturer without a contact as skipped, and says when all is approved', async () => {
    const admin = await signedIn(t.app, t.ctx.db, { role: Role.Admin, isRoHSAllow: true });
    const product = await createProduct(t.ctx.db, { statusId: 2 });
    const nichicon = await createMaterial(t.ctx.db, {
      productId: product.id,
      manufacturer: 'Nichicon',
      componentName: 'UVR1H101MPD',
    });
    await ensureManufacturer(t.ctx.db, 'Nichicon');
    const skipped = await postApi(t, 'scrapers/product/rohs-send-mail', admin.headers, {
      id: product.id,
    });
    expect(skipped.statusCode, skipped.body).toBe(200);
    expect(skipped.json()).toEqual({
      result: false,
      message: REQUEST_MSG.noContact,
      sent: [],
      skipped: [{ manufacturer: 'Nichicon', reason: REQUEST_MSG.noContact }],
    });
    expect((await materialOf(t, admin.headers, nichicon.id)).rohsStatus).toBe(7);

    // Approved, but citing only RoHS 1: 6 Outdated, so it is asked for again.
    const old = await insertDeclaration(t.ctx.db, {
      manufacturer: 'Nichicon',
      partIds: [nichicon.partId ?? 0],
      values: { directives: ['2002/95/EC'] },
    });
    const outdated = await postApi(t, 'rohs/update', admin.headers, {
      materialId: nichicon.id,
      rohsStatus: 2,
      declarationId: old.id,
    });
    expect(outdated.json<{ rohsStatus: number }>().rohsStatus).toBe(6);
    const again = await postApi(t, 'scrapers/product/rohs-send-mail', admin.headers, {
      id: product.id,
    });
    expect(again.json()).toMatchObject({ result: false, skipped: [{ manufacturer: 'Nichicon' }] });

    await insertDeclaration(t.ctx.db, {
      manufacturer: 'Nichicon',
      partIds: [nichicon.partId ?? 0],
    });
    const approved = await postApi(t, 'rohs/update', admin.headers, {
      materialId: nichicon.id,
      rohsStatus: 2,
    });
    expect(approved.json<{ rohsStatus: number }>().rohsStatus).toBe(2);
    const nothing = await postApi(t, 'scrapers/product/rohs-send-mail', admin.headers, {
      id: product.id,
    });
    expect(nothing.json()).toEqual({
      result: false,
      message: REQUEST_MSG.nothingToRequest,
      sent: [],
      skipped: [],
    });
    const unknown = await postApi(t, 'scrapers/product/rohs-send-mail', admin.headers, {
      id: 99999999,
    });
    expect(unknown.statusCode).toBe(404);
  });
});
