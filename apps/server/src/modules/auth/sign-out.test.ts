import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@partproof/shared';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { signedIn, tokenFor } from '../../../test/factories.js';
import { expectError } from '../../../test/helpers.js';

describe('sign-out ends the session on the server', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const me = (authorization: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/user/checkAccessTokenAndGetUser',
      headers: { authorization },
    });
  const signOut = (authorization?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/user/sign-out',
      headers: authorization ? { authorization } : {},
    });

  it('the token is refused once its owner signed out, and so is every other session', async () => {
    const { user, headers } = await signedIn(t.app, t.ctx.db);
    const otherBrowser = await tokenFor(t.app, user.email);
    expect((await me(headers.authorization)).statusCode).toBe(200);

    const res = await signOut(headers.authorization);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MSG.signedOut });

    expectError(await me(headers.authorization), 401, MSG.sessionExpired);
    expectError(await me(otherBrowser), 401, MSG.sessionExpired);
    // Signing in again works as before.
    expect((await me(await tokenFor(t.app, user.email))).statusCode).toBe(200);
  });

  it('a guest or a signed-out token cannot sign out', async () => {
    const { headers } = await signedIn(t.app, t.ctx.db);
    expectError(await signOut(), 401);
    await signOut(headers.authorization);
    expectError(await signOut(headers.authorization), 401);
  });
});
