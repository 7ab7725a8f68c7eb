import { createHmac } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { createUser, signedIn } from '../../../test/factories.js';
import { expectError, form, PNG_BYTES } from '../../../test/helpers.js';
import { deriveKey } from '../../lib/keys.js';

/**
 * One server secret, one key per use (lib/keys.ts): whatever is signed with the raw secret
 * or with another use's key is worth nothing.
 */
describe('access tokens and file links use separate keys', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const me = (token: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/user/checkAccessTokenAndGetUser',
      headers: { authorization: `Bearer ${token}` },
    });
  const tokenSignedWith = async (key: Uint8Array, userId: number, version: number) =>
    new SignJWT({ ver: version })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(userId))
      .setExpirationTime('1h')
      .sign(key);

  it('an access token signed with the raw secret or the file-link key is refused', async () => {
    const user = await createUser(t.ctx.db);
    const secret = t.config.jwtSecret;
    const raw = await tokenSignedWith(new TextEncoder().encode(secret), user.id, user.tokenVersion);
    expectError(await me(raw), 401);
    const fileKey = await tokenSignedWith(deriveKey(secret, 'file-link'), user.id, 0);
    expectError(await me(fileKey), 401);
    const right = await tokenSignedWith(deriveKey(secret, 'access-token'), user.id, 0);
    expect((await me(right)).statusCode).toBe(200);
  });

  it('a file link signed with the raw secret or the token key is refused', async () => {
    const { headers } = await signedIn(t.app, t.ctx.db);
    const updated = await t.app.inject({
      method: 'POST',
      url: '/api/user/update',
      headers,
      payload: form({}, { bytes: PNG_BYTES, name: 'me.png', type: 'image/png' }),
    });
    const url = new URL(
      updated.json<{ user: { profileImage: string } }>().user.profileImage,
      'http://x',
    );
    const exp = url.searchParams.get('exp') ?? '';
    const get = (sig: string) =>
      t.app.inject({ method: 'GET', url: `${url.pathname}?exp=${exp}&sig=${sig}` });
    const signWith = (key: string | Buffer) =>
      createHmac('sha256', key).update(`${url.pathname}:${exp}`).digest('base64url');

    expect((await get(url.searchParams.get('sig') ?? '')).statusCode).toBe(200);
    expectError(await get(signWith(t.config.jwtSecret)), 403);
    expectError(await get(signWith(deriveKey(t.config.jwtSecret, 'access-token'))), 403);
    expect((await get(signWith(deriveKey(t.config.jwtSecret, 'file-link')))).statusCode).toBe(200);
  });
});
