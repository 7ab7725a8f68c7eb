import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, Role, type Mail } from '@partproof/shared';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { createUser, signedIn, TEST_PASSWORD } from '../../../test/factories.js';
import { expectError, waitFor } from '../../../test/helpers.js';
import { startSmtp } from '../../../test/smtp.js';
import { mails } from '../../db/schema/index.js';

/** Undo quoted-printable: soft line breaks and =XX escapes. */
const decodeQuotedPrintable = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

const RESET_LINK = /http:\/\/partproof\.test\/reset-password\/([A-Za-z0-9_-]+)/;

async function outbox(t: TestApp, authorization: string): Promise<Mail[]> {
  const res = await t.app.inject({ method: 'GET', url: '/api/mails', headers: { authorization } });
  expect(res.statusCode).toBe(200);
  return res.json<{ data: Mail[] }>().data;
}

describe('password reset delivered by SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await buildTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'PartProof <robot@partproof.test>' });
    await t.startMailWorker();
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('mails a working one-time reset link and the outbox shows it sent', async () => {
    const user = await createUser(t.ctx.db);
    const admin = await signedIn(t.app, t.ctx.db, { role: Role.Admin });
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/user/forget-password',
      payload: { email: user.email },
    });
    expect(asked.statusCode).toBe(201);
    expect(asked.json()).toEqual({ message: MSG.checkEmailToReset });

    const message = await waitFor(
      () => Promise.resolve(smtp.received.find((m) => m.to.includes(user.email))),
      { what: 'the reset mail' },
    );
    const decoded = decodeQuotedPrintable(message.raw);
    expect(decoded).toMatch(/^From: PartProof <robot@partproof\.test>/m);
    expect(decoded).toMatch(/^Subject: Reset your PartProof password/m);
    const id = RESET_LINK.exec(decoded)?.[1];
    expect(id).toBeDefined();
    expect(asked.body).not.toContain(id);

    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/user/reset-password',
      payload: { id, password: 'mailed-new-password' },
    });
    expect(reset.statusCode).toBe(201);
    const login = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { email: user.email, password },
      });
    expect((await login('mailed-new-password')).statusCode).toBe(200);
    expectError(await login(TEST_PASSWORD), 401, MSG.invalidCredentials);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/user/reset-password',
      payload: { id, password: 'third-new-password' },
    });
    expectError(again, 400, MSG.resetLinkInvalid);

    const sent = await waitFor(
      async () => {
        const list = await outbox(t, admin.headers.authorization);
        return list.find((m) => m.to === user.email && m.status === 'sent');
      },
      { what: 'the mail to be marked sent' },
    );
    expect(sent).toMatchObject({ kind: 'password-reset', attempts: 1, lastError: null });
    expect(sent.sentAt).not.toBeNull();
    // The outbox showed a placeholder all along; the sealed link is gone once delivered.
    expect(sent.text).toContain('[reset link: sent by mail only]');
    expect(sent.text).not.toContain(id);
    const [row] = await t.ctx.db.select().from(mails).where(eq(mails.id, sent.id));
    expect(row?.sealed).toBeNull();
  });

  it('tells the old address by mail when an admin changes a user email', async () => {
    const user = await createUser(t.ctx.db);
    const admin = await signedIn(t.app, t.ctx.db, { role: Role.Admin });
    const newEmail = `moved-${user.id}@example.com`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/updateUser',
      headers: admin.headers,
      payload: { id: user.id, email: newEmail },
    });
    expect(res.statusCode).toBe(200);
    const message = await waitFor(
      () => Promise.resolve(smtp.received.find((m) => m.to.includes(user.email))),
      { what: 'the email-changed notice' },
    );
    const decoded = decodeQuotedPrintable(message.raw);
    expect(decoded).toMatch(/^Subject: Your PartProof sign-in email was changed/m);
    expect(decoded).toContain(`Your PartProof sign-in email was changed to ${newEmail}`);
    expect(smtp.received.some((m) => m.to.includes(newEmail))).toBe(false);
  });
});

describe('an SMTP server that rejects the recipient', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtp({
      onRcptTo(_address, _session, callback) {
        callback(new Error('Mailbox unavailable'));
      },
    });
    t = await buildTestApp({ SMTP_URL: smtp.url });
    await t.startMailWorker();
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('counts the failed attempt, keeps the error and leaves the mail queued for a retry', async () => {
    const user = await createUser(t.ctx.db);
    await t.app.inject({
      method: 'POST',
      url: '/api/user/forget-password',
      payload: { email: user.email },
    });
    const failed = await waitFor(
      async () => {
        const [row] = await t.ctx.db.select().from(mails).where(eq(mails.to, user.email));
        return row && row.attempts >= 1 ? row : undefined;
      },
      { what: 'the first delivery attempt' },
    );
    expect(failed.lastError).toContain('Mailbox unavailable');
    expect(failed.status).toBe('queued');
    expect(failed.sentAt).toBeNull();
    expect(smtp.received).toHaveLength(0);
  });
});
