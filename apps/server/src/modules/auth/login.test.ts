import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, Role } from '@partproof/shared';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { createCompany, createUser, signedIn, TEST_PASSWORD } from '../../../test/factories.js';
import { expectError, expectNoSecrets, fieldErrors } from '../../../test/helpers.js';
import { deriveKey } from '../../lib/keys.js';

describe('sign-in and the current user', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const login = (payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/user/login', payload: payload as object });
  const me = (authorization?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/user/checkAccessTokenAndGetUser',
      headers: authorization === undefined ? {} : { authorization },
    });

  it('signs in with the right password and returns only an access token', async () => {
    const user = await createUser(t.ctx.db);
    const res = await login({ email: user.email, password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ accessToken: string }>();
    expect(Object.keys(body)).toEqual(['accessToken']);
    expect(body.accessToken.split('.')).toHaveLength(3);
    expectNoSecrets(res.body);
  });

  it('accepts the email in any letter case and with surrounding spaces', async () => {
    const user = await createUser(t.ctx.db);
    const res = await login({ email: `  ${user.email.toUpperCase()} `, password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a wrong password with 401 and the same text as an unknown email', async () => {
    const user = await createUser(t.ctx.db);
    const wrong = await login({ email: user.email, password: 'not-the-password' });
    expectError(wrong, 401, MSG.invalidCredentials);
    const unknown = await login({ email: 'nobody@example.com', password: TEST_PASSWORD });
    expectError(unknown, 401, MSG.invalidCredentials);
  });

  it('says "Email is required" without an email and "Invalid email" for a bad one', async () => {
    const missing = await login({ password: 'x' });
    expectError(missing, 400, MSG.emailRequired);
    expect(fieldErrors(missing, 'email')).toEqual([MSG.emailRequired]);
    const empty = await login({ email: '', password: 'x' });
    expect(fieldErrors(empty, 'email')).toEqual([MSG.emailRequired]);
    const bad = await login({ email: 'not-an-email', password: 'x' });
    expectError(bad, 400, MSG.invalidEmail);
    expect(fieldErrors(bad, 'email')).toEqual([MSG.invalidEmail]);
  });

  it('says "password is required" without a password', async () => {
    const missing = await login({ email: 'a@example.com' });
    expectError(missing, 400, MSG.passwordRequired);
    expect(fieldErrors(missing, 'password')).toEqual([MSG.passwordRequired]);
    const empty = await login({ email: 'a@example.com', password: '' });
    expect(fieldErrors(empty, 'password')).toEqual([MSG.passwordRequired]);
  });

  it('rejects unknown fields and malformed JSON with 400', async () => {
    const user = await createUser(t.ctx.db);
    const extra = await login({ email: user.email, password: TEST_PASSWORD, role: 1 });
    expectError(extra, 400);
    expect(fieldErrors(extra, 'role').length).toBeGreaterThan(0);

    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@example.com", "password": ',
    });
    expectError(malformed, 400, 'Malformed JSON body');
  });

  it('returns the current user with company, flags and no secret', async () => {
    const company = await createCompany(t.ctx.db, { name: 'Current Co' });
    const { user, headers } = await signedIn(t.app, t.ctx.db, {
      role: Role.Compliance,
      companyId: company.id,
      isRoHSAllow: true,
      firstName: 'Cora',
    });
    const res = await me(headers.authorization);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: user.id,
      firstName: 'Cora',
      lastName: user.lastName,
      email: user.email,
      role: Role.Compliance,
      company: { id: company.id, name: 'Current Co' },
      profileImage: null,
      isRoHSAllow: true,
      isTermsAccept: false,
      language: null,
    });
    expectNoSecrets(res.body);
  });

  it('accepts a bare token without the Bearer prefix', async () => {
    const { user, headers } = await signedIn(t.app, t.ctx.db);
    const res = await me(headers.authorization.replace(/^Bearer /, ''));
    expect(res.statusCode).toBe(200);
    expect(res.json<{ id: number }>().id).toBe(user.id);
  });

  it('answers 401 without a token', async () => {
    expectError(await me(), 401, 'Authentication required');
  });

  it('answers 401 for a forged or garbage token', async () => {
    const user = await createUser(t.ctx.db);
    const forged = await new SignJWT({ ver: user.tokenVersion })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.id))
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('some-other-secret-of-sufficient-length'));
    expectError(await me(`Bearer ${forged}`), 401, MSG.sessionExpired);
    expectError(await me('Bearer not.a.token'), 401, MSG.sessionExpired);
  });

  it('answers 401 for an expired token', async () => {
    const user = await createUser(t.ctx.db);
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT({ ver: user.tokenVersion })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.id))
      .setIssuedAt(now - 13 * 3600)
      .setExpirationTime(now - 3600)
      .sign(deriveKey(t.config.jwtSecret, 'access-token'));
    expectError(await me(`Bearer ${expired}`), 401, MSG.sessionExpired);
  });

  it('a token that worked is refused once it expires (a checked token is not kept longer)', async () => {
    const user = await createUser(t.ctx.db);
    const expiresAt = Math.floor(Date.now() / 1000) + 2;
    const shortLived = await new SignJWT({ ver: user.tokenVersion })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.id))
      .setIssuedAt()
      .setExpirationTime(expiresAt)
      .sign(deriveKey(t.config.jwtSecret, 'access-token'));
    expect((await me(`Bearer ${shortLived}`)).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, expiresAt * 1000 - Date.now() + 50));
    expectError(await me(`Bearer ${shortLived}`), 401, MSG.sessionExpired);
  });

  it('a token signed with the right secret for a stale token version is refused', async () => {
    const user = await createUser(t.ctx.db, { tokenVersion: 3 });
    const stale = await new SignJWT({ ver: 2 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.id))
      .setExpirationTime('1h')
      .sign(deriveKey(t.config.jwtSecret, 'access-token'));
    expectError(await me(`Bearer ${stale}`), 401);
  });

  it('every protected endpoint answers 401 without, with a garbage and with an expired token', async () => {
    const user = await createUser(t.ctx.db, { role: Role.Admin });
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT({ ver: user.tokenVersion })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.id))
      .setExpirationTime(now - 60)
      .sign(deriveKey(t.config.jwtSecret, 'access-token'));
    const endpoints: ['GET' | 'POST', string][] = [
      ['POST', '/api/user/checkAccessTokenAndGetUser'],
      ['POST', '/api/user/registration'],
      ['POST', '/api/user/update'],
      ['POST', '/api/user/updateUser'],
      ['GET', '/api/user/getAll'],
      ['POST', '/api/user/companyUser?companyId=1'],
      ['GET', '/api/company'],
      ['POST', '/api/company'],
      ['POST', '/api/company/byUserRole?userId=1&roleId=2'],
      ['GET', '/api/mails'],
    ];
    for (const [method, url] of endpoints) {
      for (const authorization of [undefined, 'Bearer garbage', `Bearer ${expired}`]) {
        const res = await t.app.inject({
          method,
          url,
          headers: authorization ? { authorization } : {},
          ...(method === 'POST' && !url.includes('update') ? { payload: {} } : {}),
        });
        expect(res.statusCode, `${method} ${url} ${authorization ?? 'no token'}`).toBe(401);
      }
    }
  });

  it('a guest gets 401 rather than a validation error on a protected route', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/registration',
      payload: { nonsense: true },
    });
    expectError(res, 401);
  });

  it('an unknown API route answers 404 in the error shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-route' });
    expectError(res, 404);
  });
});
