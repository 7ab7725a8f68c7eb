import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@partproof/shared';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { createUser, signedIn, TEST_PASSWORD } from '../../../test/factories.js';
import { countRows, expectError, fieldErrors } from '../../../test/helpers.js';
import { resetLinkOf as readResetLink } from '../../../test/reset-links.js';
import { auditLog, mails, passwordResets } from '../../db/schema/index.js';
import { sha256 } from '../../lib/tokens.js';

/** Without SMTP_URL the reset mail is held in the outbox; the tests read the link there. */
describe('forgot and reset password (mail held, no SMTP)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const forgot = (payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/user/forget-password',
      payload: payload as object,
    });
  const reset = (payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/user/reset-password', payload: payload as object });
  const login = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/user/login', payload: { email, password } });

  const resetLinkOf = (email: string) => readResetLink(t.ctx, email);

  it('answers 201 with the same message for a known and an unknown address', async () => {
    const user = await createUser(t.ctx.db);
    const known = await forgot({ email: user.email });
    const unknown = await forgot({ email: 'nobody-here@example.com' });
    for (const res of [known, unknown]) {
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ message: MSG.checkEmailToReset });
    }
  });

  it('answers the same on the mail helper path /scrapers/forget-password and mails a link', async () => {
    const user = await createUser(t.ctx.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/scrapers/forget-password',
      payload: { email: user.email },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: MSG.checkEmailToReset });
    expect(res.body).not.toContain(await resetLinkOf(user.email));
  });

  it('mails a reset link to a known address only, held in the outbox, never in the answer', async () => {
    const user = await createUser(t.ctx.db, { firstName: 'Hella' });
    const before = await countRows(t.ctx.db, 'mails');
    const res = await forgot({ email: user.email });
    const id = await resetLinkOf(user.email);
    expect(res.body).not.toContain(id);
    const [mail] = await t.ctx.db.select().from(mails).where(eq(mails.to, user.email));
    expect(mail).toMatchObject({ kind: 'password-reset', status: 'held', attempts: 0 });
    expect(mail?.text).toContain('Hello Hella');

    await forgot({ email: 'unknown-person@example.com' });
    expect(await countRows(t.ctx.db, 'mails')).toBe(before + 1);
    // Only the hash of the link's secret is stored.
    const stored = await t.ctx.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.userId, user.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.tokenHash).not.toContain(id);
  });

  it('validates the forgot-password email with the spec texts', async () => {
    expectError(await forgot({}), 400, MSG.emailRequired);
    expectError(await forgot({ email: '' }), 400, MSG.emailRequired);
    expectError(await forgot({ email: 'nope' }), 400, MSG.invalidEmail);
    expectError(await forgot({ email: 'a@example.com', extra: 1 }), 400);
  });

  it('resets the password once: the new one works, the old one and the used link fail', async () => {
    const user = await createUser(t.ctx.db);
    await forgot({ email: user.email });
    const id = await resetLinkOf(user.email);

    const res = await reset({ id, password: 'a-brand-new-password' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: MSG.passwordReset });

    expect((await login(user.email, 'a-brand-new-password')).statusCode).toBe(200);
    expectError(await login(user.email, TEST_PASSWORD), 401, MSG.invalidCredentials);
    expectError(await reset({ id, password: 'yet-another-password' }), 400, MSG.resetLinkInvalid);
    expect((await login(user.email, 'a-brand-new-password')).statusCode).toBe(200);
  });

  it('signs out every session of the user when the password is reset', async () => {
    const { user, headers } = await signedIn(t.app, t.ctx.db);
    const me = () =>
      t.app.inject({ method: 'POST', url: '/api/user/checkAccessTokenAndGetUser', headers });
    expect((await me()).statusCode).toBe(200);
    await forgot({ email: user.email });
    await reset({ id: await resetLinkOf(user.email), password: 'another-good-password' });
    expectError(await me(), 401);
  });

  it('refuses an unknown or expired link with 400 and leaves the password unchanged', async () => {
    const user = await createUser(t.ctx.db);
    expectError(
      await reset({ id: 'made-up-link-id', password: 'whatever-password' }),
      400,
      MSG.resetLinkInvalid,
    );
    await forgot({ email: user.email });
    const id = await resetLinkOf(user.email);
    await t.ctx.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.userId, user.id));
    expectError(await reset({ id, password: 'whatever-password' }), 400, MSG.resetLinkInvalid);
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('validates the new password with the spec texts before spending the link', async () => {
    const user = await createUser(t.ctx.db);
    await forgot({ email: user.email });
    const id = await resetLinkOf(user.email);
    const missing = await reset({ id });
    expectError(missing, 400, MSG.passwordRequired);
    expect(fieldErrors(missing, 'password')).toEqual([MSG.passwordRequired]);
    expectError(await reset({ id, password: '' }), 400, MSG.passwordRequired);
    const short = await reset({ id, password: 'short' });
    expectError(short, 400, MSG.passwordLength);
    expect(MSG.passwordLength).toBe('Password length must be greater than  eight character');
    expectError(await reset({ password: 'long-enough-password' }), 400);
    // The link survived the refused attempts.
    expect((await reset({ id, password: 'long-enough-password' })).statusCode).toBe(201);
  });

  it('an earlier link stops working once a newer one is mailed', async () => {
    const user = await createUser(t.ctx.db);
    await forgot({ email: user.email });
    const first = await resetLinkOf(user.email);
    await forgot({ email: user.email });
    const second = await resetLinkOf(user.email);
    expect(second).not.toBe(first);
    expectError(await reset({ id: first, password: 'first-link-password' }), 400);
    expect((await reset({ id: second, password: 'second-link-password' })).statusCode).toBe(201);
    expect((await login(user.email, 'second-link-password')).statusCode).toBe(200);
  });

  it('a successful reset spends every other link of the user too', async () => {
    const user = await createUser(t.ctx.db);
    await forgot({ email: user.email });
    const mailed = await resetLinkOf(user.email);
    // A second live link, as one issued in a race with the mailed one would be.
    await t.ctx.db.insert(passwordResets).values({
      userId: user.id,
      tokenHash: sha256('a-second-live-link'),
      expiresAt: new Date(Date.now() + 3600_000),
    });
    expect((await reset({ id: mailed, password: 'reset-once-password' })).statusCode).toBe(201);
    expectError(
      await reset({ id: 'a-second-live-link', password: 'reset-twice-password' }),
      400,
      MSG.resetLinkInvalid,
    );
    expect((await login(user.email, 'reset-once-password')).statusCode).toBe(200);
  });

  it('the outbox never holds the link in plain text: the text shows a placeholder', async () => {
    const user = await createUser(t.ctx.db);
    await forgot({ email: user.email });
    const id = await resetLinkOf(user.email);
    const [mail] = await t.ctx.db.select().from(mails).where(eq(mails.to, user.email));
    expect(mail?.text).toContain('[reset link: sent by mail only]');
    expect(mail?.text).not.toContain('/reset-password/');
    expect(JSON.stringify(mail)).not.toContain(id);
    expect(mail?.sealed).toBeTruthy();
  });

  it('writes a password-reset audit entry without any secret', async () => {
    const user = await createUser(t.ctx.db);
    await forgot({ email: user.email });
    await reset({ id: await resetLinkOf(user.email), password: 'audited-password' });
    const entries = await t.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(user.id)));
    expect(entries.map((e) => e.action)).toContain('user.password-reset');
    expect(JSON.stringify(entries)).not.toMatch(/\$argon2|audited-password/);
  });
});
