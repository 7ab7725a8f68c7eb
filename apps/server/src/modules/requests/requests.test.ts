import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, REQUEST_MSG, Role, type ContactList, type MailPreview } from '@partproof/shared';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { insertDeclaration, materialOf } from '../../../test/declarations.js';
import { createCompany, createMaterial, createProduct, signedIn } from '../../../test/factories.js';
import { expectError, fieldErrors } from '../../../test/helpers.js';
import {
  ensureManufacturer,
  historyOf,
  mailRequest,
  mailsOfKind,
  postApi,
  requestRow,
  saveContacts,
  sendRequest,
} from '../../../test/requests.js';
import { auditLog, manufacturerRequests, requestParts } from '../../db/schema/index.js';
import { SUPPLY_LINK_PLACEHOLDER } from './supply-link.js';

type Headers = { authorization: string };

describe('requests to manufacturers', () => {
  let t: TestApp;
  let rohsAdmin: { user: { id: number; firstName: string; lastName: string }; headers: Headers };
  let refused: [who: string, headers: Headers][];
  let murataId: number;
  const customerName = 'Confidential Customer Holding';
  let productName: string;
  let materialId: number;
  let partMpn: string;

  beforeAll(async () => {
    t = await buildTestApp({ PROVIDER_NAME: 'Provider Labs GmbH' });
    rohsAdmin = await signedIn(t.app, t.ctx.db, {
      role: Role.Admin,
      isRoHSAllow: true,
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
    const company = await createCompany(t.ctx.db, { name: customerName });
    refused = [
      [
        'an admin without the RoHS flag',
        (await signedIn(t.app, t.ctx.db, { role: Role.Admin })).headers,
      ],
    ];
    for (const role of [Role.User, Role.Compliance, Role.Engineer]) {
      const who = await signedIn(t.app, t.ctx.db, {
        role,
        isRoHSAllow: true,
        ...(role === Role.Engineer ? {} : { companyId: company.id }),
      });
      refused.push([`role ${role} with the RoHS flag`, who.headers]);
    }
    murataId = (await ensureManufacturer(t.ctx.db, 'Murata')).id;
    const product = await createProduct(t.ctx.db, { companyId: company.id, statusId: 2 });
    productName = product.name;
    const material = await createMaterial(t.ctx.db, {
      productId: product.id,
      manufacturer: 'Murata Manufacturing',
      componentName: 'GRM188R71H104KA93D',
    });
    materialId = material.id;
    partMpn = 'GRM188R71H104KA93D';
  });
  afterAll(() => t.close());

  describe('contacts', () => {
    it('round-trips: what GET answers goes back unchanged and reads the same', async () => {
      await saveContacts(t, rohsAdmin.headers, murataId, [
        { label: 'Compliance desk', email: 'compliance@murata.example' },
        { label: 'Sales', email: 'sales@murata.example' },
      ]);
      const read = async () => {
        const res = await t.app.inject({
          method: 'GET',
          url: `/api/manufacturer/${murataId}/contacts`,
          headers: rohsAdmin.headers,
        });
        expect(res.statusCode, res.body).toBe(200);
        return res.json<ContactList>();
      };
      const first = await read();
      expect(first.data.map(({ label, email }) => ({ label, email }))).toEqual([
        { label: 'Compliance desk', email: 'compliance@murata.example' },
        { label: 'Sales', email: 'sales@murata.example' },
      ]);
      const again = await postApi(t, `manufacturer/${murataId}/contacts`, rohsAdmin.headers, {
        contacts: first.data,
      });
      expect(again.statusCode, again.body).toBe(200);
      const second = await read();
      expect(second.data.map(({ label, email }) => ({ label, email }))).toEqual(
        first.data.map(({ label, email }) => ({ label, email })),
      );
      const audit = await t.ctx.db
        .select()
        .from(auditLog)
        .where(
          and(
            eq(auditLog.action, 'manufacturer.contacts.save'),
            eq(auditLog.targetId, String(murataId)),
          ),
        );
      expect(audit.length).toBeGreaterThanOrEqual(2);
    });

    it('refuses a bad address with "Invalid email" and an unknown manufacturer with 404', async () => {
      const bad = await postApi(t, `manufacturer/${murataId}/contacts`, rohsAdmin.headers, {
        contacts: [{ label: 'Desk', email: 'not-an-address' }],
      });
      expectError(bad, 400);
      expect(JSON.stringify(bad.json())).toContain(MSG.invalidEmail);
      expectError(
        await postApi(t, 'manufacturer/999999/contacts', rohsAdmin.headers, { contacts: [] }),
        404,
      );
      const unknown = await t.app.inject({
        method: 'GET',
        url: '/api/manufacturer/999999/contacts',
        headers: rohsAdmin.headers,
      });
      expectError(unknown, 404);
    });
  });

  describe('compose, preview and send', () => {
    it('previews the fixed letter with the part numbers, the staff name and the provider', async () => {
      const before = await t.ctx.db.select().from(manufacturerRequests);
      const res = await postApi(
        t,
        'manufacture-mails/preview',
        rohsAdmin.headers,
        mailRequest({
          model: 'GRM21BR61C106KE15L; GRM155R71C104KA88D\nLQM21PN1R0MC0D, spare',
          customerText: 'Needed for <b>audit</b> & "review"',
          materialIds: [materialId],
        }),
      );
      expect(res.statusCode, res.body).toBe(200);
      const preview = res.json<MailPreview>();
      expect(preview.parts).toEqual([
        'GRM21BR61C106KE15L',
        'GRM155R71C104KA88D',
        'LQM21PN1R0MC0D, spare',
        partMpn,
      ]);
      expect(preview.to).toBe('compliance@murata.example');
      expect(preview.cc).toEqual(t.config.requestCc);
      for (const body of [preview.text, preview.html]) {
        expect(body).toContain('Ada Lovelace');
        expect(body).toContain('Provider Labs GmbH');
        expect(body).toContain('2011/65/EU');
        expect(body).toContain('(EU) 2015/863');
        expect(body).toContain('1907/2006');
        expect(body).toContain('valid for 60 days');
        expect(body).toContain(SUPPLY_LINK_PLACEHOLDER);
        expect(body).not.toContain(customerName);
        expect(body).not.toContain(productName);
      }
      expect(preview.text).toContain(`GRM21BR61C106KE15L\nGRM155R71C104KA88D\n`);
      expect(preview.text).toContain('Needed for <b>audit</b> & "review"');
      expect(preview.html).toContain(
        'Needed for &lt;b&gt;audit&lt;/b&gt; &amp; &quot;review&quot;',
      );
      expect(preview.html).not.toContain('<b>audit');
      // Nothing stored.
      expect(await t.ctx.db.select().from(manufacturerRequests)).toHaveLength(before.length);
    });

    it('sends exactly what the preview showed, and the part waits for a reply', async () => {
      const body = mailRequest({
        model: partMpn,
        ccEmails: ['buyer@provider.example'],
        customerText: 'Thanks',
        materialIds: [materialId],
      });
      const preview = (
        await postApi(t, 'manufacture-mails/preview', rohsAdmin.headers, body)
      ).json<MailPreview>();
      const res = await postApi(t, 'manufacture-mails', rohsAdmin.headers, body);
      expect(res.statusCode, res.body).toBe(201);
      const sent = res.json<{ result: boolean; message: string; requestId: number }>();
      expect(sent).toMatchObject({ result: true, message: REQUEST_MSG.sent });
      const row = await requestRow(t.ctx.db, sent.requestId);
      const [mail] = await mailsOfKind(t.ctx.db, 'manufacturer-request');
      expect({
        to: row.to,
        cc: row.cc,
        subject: row.subject,
        html: row.html,
        text: row.text,
        parts: row.mpns,
      }).toEqual(preview);
      expect(mail).toMatchObject({
        to: preview.to,
        cc: preview.cc.join(', '),
        subject: preview.subject,
        text: preview.text,
        html: preview.html,
      });
      expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
      expect(row.sealedSecret).not.toBeNull();
      expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(60 * 24 * 3600 * 1000);
      expect((await materialOf(t, rohsAdmin.headers, materialId)).rohsStatus).toBe(3);
    });

    it('asks about the listed part numbers of that manufacturer that exist as parts', async () => {
      const product = await createProduct(t.ctx.db, { statusId: 2 });
      const other = await createMaterial(t.ctx.db, {
        productId: product.id,
        manufacturer: 'Murata',
        componentName: 'GRM0335C1E101JA01D',
      });
      const id = await sendRequest(
        t,
        rohsAdmin.headers,
        mailRequest({ model: 'GRM0335C1E101JA01D\nNOT-A-KNOWN-PART' }),
      );
      const linked = await t.ctx.db
        .select()
        .from(requestParts)
        .where(eq(requestParts.requestId, id));
      expect(linked.map((l) => l.partId)).toEqual([other.partId]);
      expect((await materialOf(t, rohsAdmin.headers, other.id)).rohsStatus).toBe(3);
    });

    it('keeps a covering declaration over 3 Waiting for reply', async () => {
      const material = await createMaterial(t.ctx.db, {
        productId: (await createProduct(t.ctx.db, { statusId: 2 })).id,
        manufacturer: 'Murata',
        componentName: 'GRM1555C1H100JA01D',
      });
      await insertDeclaration(t.ctx.db, {
        manufacturer: 'Murata',
        partIds: [material.partId ?? 0],
      });
      await sendRequest(t, rohsAdmin.headers, mailRequest({ materialIds: [material.id] }));
      expect((await materialOf(t, rohsAdmin.headers, material.id)).rohsStatus).toBe(1);
    });

    it('refuses what it cannot send', async () => {
      const call = (overrides: Parameters<typeof mailRequest>[0]) =>
        postApi(
          t,
          'manufacture-mails',
          rohsAdmin.headers,
          mailRequest({ model: 'X1', ...overrides }),
        );
      const badReceiver = await call({ receiver: 'nope' });
      expectError(badReceiver, 400);
      expect(fieldErrors(badReceiver, 'receiver')).toContain(MSG.invalidEmail);
      const badCc = await call({ ccEmails: ['a@b.example', 'broken'] });
      expectError(badCc, 400);
      expect(JSON.stringify(badCc.json())).toContain(MSG.invalidEmail);
      expectError(await call({ model: '' }), 400);
      expectError(
        await call({ manufacturer: 'Nobody Knows Electronics' }),
        404,
        'Manufacturer not found',
      );
      expectError(await call({ materialIds: [99999999] }), 404);
      expectError(
        await postApi(
          t,
          'manufacture-mails/preview',
          rohsAdmin.headers,
          mailRequest({ materialIds: [99999999] }),
        ),
        404,
      );
    });

    it("refuses another maker's components (400, nothing sent or stored)", async () => {
      await ensureManufacturer(t.ctx.db, 'Yageo');
      const yageoPart = await createMaterial(t.ctx.db, {
        productId: (await createProduct(t.ctx.db, { statusId: 2 })).id,
        manufacturer: 'Yageo',
        componentName: 'RC0402FR-0710KL',
      });
      const requests = (await t.ctx.db.select().from(manufacturerRequests)).length;
      const mails = (await mailsOfKind(t.ctx.db, 'manufacturer-request')).length;
      const message = 'The components must be made by Murata';
      for (const url of ['manufacture-mails/preview', 'manufacture-mails']) {
        // One of Murata's own alongside changes nothing: the whole request is refused.
        const res = await postApi(
          t,
          url,
          rohsAdmin.headers,
          mailRequest({ model: 'X1', materialIds: [materialId, yageoPart.id] }),
        );
        expectError(res, 400, message);
        expect(fieldErrors(res, 'materialIds')).toEqual(['RC0402FR-0710KL is made by Yageo']);
        expect(res.body, url).not.toContain(partMpn);
      }
      expect(await t.ctx.db.select().from(manufacturerRequests)).toHaveLength(requests);
      expect(await mailsOfKind(t.ctx.db, 'manufacturer-request')).toHaveLength(mails);
      expect((await materialOf(t, rohsAdmin.headers, yageoPart.id)).rohsStatus).toBe(7);
    });

    it('refuses every role but an admin with the RoHS flag', async () => {
      const id = await sendRequest(t, rohsAdmin.headers, mailRequest({ model: 'R1' }));
      const product = await createProduct(t.ctx.db, { statusId: 2 });
      for (const [who, headers] of refused) {
        const calls = [
          postApi(t, 'manufacture-mails/preview', headers, mailRequest({ model: 'R1' })),
          postApi(t, 'manufacture-mails', headers, mailRequest({ model: 'R1' })),
          postApi(t, 'scrapers/product/rohs-send-mail', headers, { id: product.id }),
          postApi(t, 'manufacture-mails/get-mails', headers, { names: [] }),
          postApi(t, 'manufacture-mails/revoke', headers, { requestId: id }),
          postApi(t, `manufacturer/${murataId}/contacts`, headers, { contacts: [] }),
          t.app.inject({ method: 'GET', url: `/api/manufacturer/${murataId}/contacts`, headers }),
        ];
        const answers = await Promise.all(calls);
        expect(
          answers.map((res) => res.statusCode),
          who,
        ).toEqual(calls.map(() => 403));
      }
      expect((await requestRow(t.ctx.db, id)).revokedAt).toBeNull();
    });
  });

  describe('history and revoke', () => {
    it('lists requests per manufacturer, newest first, filtered by names', async () => {
      const tdk = await ensureManufacturer(t.ctx.db, 'TDK');
      const first = await sendRequest(t, rohsAdmin.headers, mailRequest({ model: 'M-1' }));
      const second = await sendRequest(t, rohsAdmin.headers, mailRequest({ model: 'M-2' }));
      const tdkId = await sendRequest(
        t,
        rohsAdmin.headers,
        mailRequest({ manufacturer: tdk.name, model: 'C1608X5R', receiver: 'docs@tdk.example' }),
      );
      const murata = await historyOf(t, rohsAdmin.headers, ['Murata Manufacturing']);
      expect(murata.map((g) => g.manufacturer)).toEqual(['Murata']);
      const ids = murata[0]?.requests.map((r) => r.id) ?? [];
      expect(ids.indexOf(second)).toBeLessThan(ids.indexOf(first));
      expect(ids).not.toContain(tdkId);
      const latest = murata[0]?.requests.find((r) => r.id === second);
      expect(latest).toMatchObject({
        to: 'compliance@murata.example',
        cc: t.config.requestCc,
        sender: 'Ada Lovelace',
        status: 'sent',
        parts: ['M-2'],
        reminders: 0,
        remindedAt: null,
        escalatedAt: null,
        revokedAt: null,
        uploads: 0,
        declarations: [],
      });
      const onlyTdk = await historyOf(t, rohsAdmin.headers, ['tdk']);
      expect(onlyTdk.map((g) => g.manufacturer)).toEqual(['TDK']);
      expect(onlyTdk[0]?.requests.map((r) => r.id)).toEqual([tdkId]);
      const all = await historyOf(t, rohsAdmin.headers);
      expect(all.map((g) => g.manufacturer).sort()).toEqual(['Murata', 'TDK']);
    });

    it('revoking ends the link, shows revoked and lets the parts leave 3', async () => {
      const material = await createMaterial(t.ctx.db, {
        productId: (await createProduct(t.ctx.db, { statusId: 2 })).id,
        manufacturer: 'Murata',
        componentName: 'GRM31CR71H475KA12L',
      });
      const id = await sendRequest(
        t,
        rohsAdmin.headers,
        mailRequest({ materialIds: [material.id] }),
      );
      expect((await materialOf(t, rohsAdmin.headers, material.id)).rohsStatus).toBe(3);
      const res = await postApi(t, 'manufacture-mails/revoke', rohsAdmin.headers, {
        requestId: id,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ result: true, message: REQUEST_MSG.revoked });
      expect((await materialOf(t, rohsAdmin.headers, material.id)).rohsStatus).toBe(7);
      const row = await requestRow(t.ctx.db, id);
      expect(row.revokedBy).toBe(rohsAdmin.user.id);
      expect(row.sealedSecret).toBeNull();
      const item = (await historyOf(t, rohsAdmin.headers, ['Murata']))[0]?.requests.find(
        (r) => r.id === id,
      );
      expect(item?.status).toBe('revoked');
      expect(item?.revokedAt).not.toBeNull();
      expectError(
        await postApi(t, 'manufacture-mails/revoke', rohsAdmin.headers, { requestId: 99999999 }),
        404,
      );
    });
  });
});
