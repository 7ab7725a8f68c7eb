import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@partproof/shared';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { createUser, signedIn } from '../../../test/factories.js';
import {
  ensureManufacturer,
  mailRequest,
  requestRow,
  sendRequest,
} from '../../../test/requests.js';
import { flagNewComponent, newestMail, supplierUploadMailTo } from '../../../test/mails.js';
import { users } from '../../db/schema/index.js';
import { runRequestReminders } from '../../jobs/request-reminders.js';
import { mailText } from './mail-text.js';
import { MAIL_TEXTS_DE } from './mail-texts.de.js';

const SRC = path.resolve(import.meta.dirname, '../..');
const placeholders = (text: string) =>
  [...text.matchAll(/\{(\w+)\}/g)]
    .map((m) => m[1])
    .sort()
    .join();

/** The templates of every file that writes mails through mail-text.ts: t('…') calls. */
function templatesInCode(): Map<string, string> {
  const found = new Map<string, string>();
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(full);
      else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) {
        const code = readFileSync(full, 'utf8');
        if (!code.includes("/mail-text.js'")) continue;
        for (const m of code.matchAll(/\bt\(\s*(['"])((?:\\.|(?!\1)[^\\])*)\1/g))
          found.set((m[2] ?? '').replace(/\\(['"\\])/g, '$1'), path.relative(SRC, full));
      }
    }
  };
  visit(SRC);
  return found;
}

describe('mails in the receiver language', () => {
  it('every mail template has German with the same placeholders, and nothing else is listed', () => {
    const used = templatesInCode();
    expect(used.size).toBeGreaterThan(30);
    for (const [template, file] of used) {
      expect(MAIL_TEXTS_DE[template], `${file}: "${template}"`).toBeTruthy();
      expect(placeholders(MAIL_TEXTS_DE[template] ?? ''), template).toBe(placeholders(template));
    }
    expect(Object.keys(MAIL_TEXTS_DE).filter((key) => !used.has(key))).toEqual([]);
  });

  it('fills the values in, untranslated, and leaves English as written', () => {
    expect(mailText('de')('Product: {product}', { product: 'Reason: {x}' })).toBe(
      'Produkt: Reason: {x}',
    );
    expect(mailText('en')('Hello {name},', { name: 'Ada' })).toBe('Hello Ada,');
  });

  describe('each mail reaches a German account in German', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp();
    });
    afterAll(() => t.close());

    it('a flag: German to the German admin, English to the other, the reason as typed', async () => {
      const german = await createUser(t.ctx.db, { role: Role.Admin, language: 'de' });
      const english = await createUser(t.ctx.db, { role: Role.Admin });
      const { product, material } = await flagNewComponent(t, 'Reason: the marking looks wrong');
      const de = await newestMail(t.ctx.db, german.email, 'material-flag');
      expect(de.subject).toBe(
        `Komponente gemeldet: ${material.internalReference} ${material.componentName} in ${product.name}`,
      );
      expect(de.text).toContain(`Produkt: ${product.name}`);
      expect(de.text).toContain('\nGrund:\nReason: the marking looks wrong\n');
      expect(de.text).toContain('Die Komponente zeigt 4 Gemeldet');
      const en = await newestMail(t.ctx.db, english.email, 'material-flag');
      expect(en.subject).toMatch(/^Component flagged: /);
      expect(en.text).toContain('\nReason:\nReason: the marking looks wrong\n');
    });

    it("a password reset: the account's language, else the asking browser's", async () => {
      const unset = await createUser(t.ctx.db);
      const english = await createUser(t.ctx.db, { language: 'en' });
      for (const user of [unset, english]) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/user/forget-password',
          headers: { 'accept-language': 'de-DE,de;q=0.9' },
          payload: { email: user.email },
        });
        expect(res.statusCode, res.body).toBe(201);
      }
      const de = await newestMail(t.ctx.db, unset.email, 'password-reset');
      expect(de.subject).toBe('Setzen Sie Ihr PartProof-Passwort zurück');
      expect(de.text).toContain('innerhalb von 60 Minuten');
      const en = await newestMail(t.ctx.db, english.email, 'password-reset');
      expect(en.subject).toBe('Reset your PartProof password');
    });

    it("a supplier's upload, told to the German staff member who sent the request", async () => {
      const sender = await createUser(t.ctx.db, { role: Role.Admin, language: 'de' });
      const mail = await supplierUploadMailTo(t, sender);
      expect(mail.subject).toBe('Yageo hat Erklärungen zu Ihrer Anfrage hochgeladen');
      expect(mail.text).toContain('ein Dokument hochgeladen:\n- yageo-rohs.pdf\n');
      expect(mail.text).toContain('Teilenummern der Anfrage: RC0603FR-0710KL');
    });

    it('an escalation to its German sender; the reminder to the supplier stays English', async () => {
      const admin = await signedIn(t.app, t.ctx.db, { role: Role.Admin, isRoHSAllow: true });
      await t.ctx.db.update(users).set({ language: 'de' }).where(eq(users.id, admin.user.id));
      await ensureManufacturer(t.ctx.db, 'Murata');
      const id = await sendRequest(t, admin.headers, mailRequest({ model: 'GRM188R71H104KA93D' }));
      const sent = (await requestRow(t.ctx.db, id)).createdAt.getTime();
      await runRequestReminders(t.ctx, new Date(sent + 15 * 24 * 3600 * 1000));
      const escalation = await newestMail(t.ctx.db, admin.user.email, 'request-escalation');
      expect(escalation.subject).toMatch(/^Keine Antwort von Murata: /);
      expect(escalation.text).toContain('Ihr Upload-Link ist bis ');
      expect(escalation.html).toContain('Teilenummern:');
      // Its HTML says it is German, so the reader's mail program reads it in German.
      expect(escalation.html).toMatch(/^<!DOCTYPE html>\n<html lang="de">/);
      const reminder = await newestMail(t.ctx.db, 'compliance@murata.example', 'request-reminder');
      expect(reminder.text).toMatch(/^This is a friendly reminder/);
      // One English document: the reminder's paragraph, then the letter's body.
      expect(reminder.html).toMatch(/^<!DOCTYPE html>\n<html lang="en">/);
      expect(reminder.html).toMatch(
        /<body>\n<p>This is a friendly reminder[^]*<p>Dear Sir or Madam,/,
      );
      expect(reminder.html?.match(/<html/g)).toHaveLength(1);
    });
  });
});
