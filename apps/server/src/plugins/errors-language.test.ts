import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, Role } from '@partproof/shared';
import { buildTestApp, type TestApp } from '../../test/build-app.js';
import { createCompany, createProduct, createUser, signedIn } from '../../test/factories.js';
import { expectError, fieldErrors } from '../../test/helpers.js';

/**
 * Issue 22: what the server says to users is in the language the request's Accept-Language
 * asks for — English by default and whenever it names no supported language, German when it
 * names German — and English answers are exactly what they were.
 */
describe('server messages in the request’s language', () => {
  let t: TestApp;
  let email: string;
  beforeAll(async () => {
    t = await buildTestApp();
    ({ email } = await createUser(t.ctx.db, { role: Role.User }));
  });
  afterAll(() => t.close());

  const wrongPassword = (language?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: language === undefined ? {} : { 'accept-language': language },
      payload: { email, password: 'not-the-password' },
    });

  it('a wrong password is refused in the spec’s English without a header, for en-US and for fr', async () => {
    const plain = await wrongPassword();
    expectError(plain, 401, MSG.invalidCredentials);
    for (const language of ['en-US', 'fr', 'fr-CH, it;q=0.8', 'de;q=0, en;q=0.5']) {
      const res = await wrongPassword(language);
      expectError(res, 401, MSG.invalidCredentials);
      expect(res.body, language).toBe(plain.body);
    }
  });

  it('a wrong password is refused in German when the request asks for German', async () => {
    for (const language of ['de-DE,de;q=0.9', 'fr-CH, fr;q=0.9, de;q=0.8']) {
      const res = await wrongPassword(language);
      expectError(res, 401, 'E-Mail-Adresse oder Passwort ist falsch');
      expect(res.headers.vary, language).toMatch(/accept-language/i);
    }
  });

  it('a validation error’s details come back in German, field by field', async () => {
    const login = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/login',
        headers,
        payload: { email: 'not-an-email', password: '' },
      });
    const english = await login({});
    expectError(english, 400);
    expect(fieldErrors(english, 'email')).toEqual([MSG.invalidEmail]);
    expect(fieldErrors(english, 'password')).toEqual([MSG.passwordRequired]);

    const german = await login({ 'accept-language': 'de-DE,de;q=0.9' });
    expectError(german, 400, 'Ungültige E-Mail-Adresse');
    expect(fieldErrors(german, 'email')).toEqual(['Ungültige E-Mail-Adresse']);
    expect(fieldErrors(german, 'password')).toEqual(['Passwort ist erforderlich']);
  });

  it('a message built with values is German around the values, which stay as they are', async () => {
    const { id: companyId } = await createCompany(t.ctx.db);
    const { headers } = await signedIn(t.app, t.ctx.db, { role: Role.User, companyId });
    const { id } = await createProduct(t.ctx.db, { companyId, statusId: 1 });
    const approve = (language?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/product/updateStatus',
        headers: { ...headers, ...(language ? { 'accept-language': language } : {}) },
        payload: { productId: id, statusId: 4 },
      });

    expectError(await approve(), 403, 'You cannot change the status from "Pending" to "Done"');
    expectError(
      await approve('de-DE,de;q=0.9'),
      403,
      'Sie können den Status nicht von „Pending“ auf „Done“ ändern',
    );
  });

  it('a success’s message is German for German and the spec’s English otherwise', async () => {
    const { id: companyId } = await createCompany(t.ctx.db);
    const { headers } = await signedIn(t.app, t.ctx.db, { role: Role.User, companyId });
    // Ready for review → Done: a change a user may make, on a fresh product each time.
    const approve = async (language: string) => {
      const { id } = await createProduct(t.ctx.db, { companyId, statusId: 2 });
      return t.app.inject({
        method: 'POST',
        url: '/api/product/updateStatus',
        headers: { ...headers, 'accept-language': language },
        payload: { productId: id, statusId: 4 },
      });
    };

    const german = await approve('de');
    expect(german.statusCode, german.body).toBe(200);
    expect(german.json()).toEqual({
      result: true,
      message: 'Produktstatus erfolgreich aktualisiert',
    });
    expect(german.headers.vary).toMatch(/accept-language/i);

    const english = await approve('en-GB');
    expect(english.json()).toEqual({ result: true, message: MSG.productStatusUpdated });
  });
});
