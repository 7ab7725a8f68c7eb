import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@partproof/shared';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { createUser } from '../../../test/factories.js';
import { resetLinkOf } from '../../../test/reset-links.js';
import { flagNewComponent, newestMail, supplierUploadMailTo } from '../../../test/mails.js';
import { mails } from '../../db/schema/index.js';
import { storeMail } from './mails.service.js';
import { mailBody } from './mail-document.js';

/** Distinctive, and with characters HTML must escape. */
const PROVIDER = 'Kessler & Brandt <Prüfdienst>';
const CLOSING = `\n\n— ${PROVIDER}\n`;

describe('every mail names the provider (PROVIDER_NAME)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ PROVIDER_NAME: PROVIDER });
  });
  afterAll(() => t.close());

  it('the flag mail to the admins', async () => {
    const admin = await createUser(t.ctx.db, { role: Role.Admin });
    await flagNewComponent(t, 'The marking looks wrong');
    const mail = await newestMail(t.ctx.db, admin.email, 'material-flag');
    expect(mail.text).toContain('The marking looks wrong');
    expect(mail.text.endsWith(CLOSING)).toBe(true);
  });

  it('the password-reset mail, whose link still works', async () => {
    const user = await createUser(t.ctx.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/forget-password',
      payload: { email: user.email },
    });
    expect(res.statusCode, res.body).toBe(201);
    const mail = await newestMail(t.ctx.db, user.email, 'password-reset');
    expect(mail.text.endsWith(CLOSING)).toBe(true);
    expect(await resetLinkOf(t.ctx, user.email)).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it("the digest of a supplier's uploads to the staff member who sent the request", async () => {
    const sender = await createUser(t.ctx.db, { role: Role.Admin, isRoHSAllow: true });
    const mail = await supplierUploadMailTo(t, sender);
    expect(mail.text).toContain('yageo-rohs.pdf');
    expect(mail.text.endsWith(CLOSING)).toBe(true);
  });

  it('an HTML part gets the name escaped; a mail that names the provider stays as written', async () => {
    const id = await storeMail(t.ctx.db, t.ctx, {
      kind: 'test',
      to: 'html@example.com',
      subject: 'HTML',
      text: 'Hello',
      html: '<p>Hello</p>',
    });
    const [html] = await t.ctx.db.select().from(mails).where(eq(mails.id, id));
    expect(mailBody(html?.html ?? '')).toBe(
      '<p>Hello</p>\n<p>— Kessler &amp; Brandt &lt;Prüfdienst&gt;</p>',
    );

    const letter = {
      kind: 'test',
      to: 'letter@example.com',
      subject: 'Letter',
      text: `Kind regards,\n${PROVIDER}`,
      html: `<p>Kind regards,<br>Kessler &amp; Brandt &lt;Prüfdienst&gt;</p>`,
    };
    const [stored] = await t.ctx.db
      .select()
      .from(mails)
      .where(eq(mails.id, await storeMail(t.ctx.db, t.ctx, letter)));
    expect(stored?.text).toBe(letter.text);
    expect(mailBody(stored?.html ?? '')).toBe(letter.html);
  });
});
