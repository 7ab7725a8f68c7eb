import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, Role, type ManagedUser } from '@partproof/shared';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import {
  createCompany,
  createProduct,
  createUser,
  signedIn,
  TEST_PASSWORD,
  tokenFor,
} from '../../../test/factories.js';
import { expectError } from '../../../test/helpers.js';
import { auditLog, mails, products, users } from '../../db/schema/index.js';

type Headers = { authorization: string };

describe('disabling, enabling and removing users', () => {
  let t: TestApp;
  let admin: Headers;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = (await signedIn(t.app, t.ctx.db, { role: Role.Admin })).headers;
  });
  afterAll(() => t.close());

  const post = (url: string, headers: Headers, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/user/${url}`, headers, payload });
  const me = (authorization: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/user/checkAccessTokenAndGetUser',
      headers: { authorization },
    });
  const login = (email: string, password = TEST_PASSWORD) =>
    t.app.inject({ method: 'POST', url: '/api/user/login', payload: { email, password } });
  const listed = async (headers: Headers, id: number) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/user/getAll', headers });
    return res.json<{ data: ManagedUser[] }>().data.find((u) => u.id === id);
  };

  it('a disabled user is signed out at once and cannot sign in; enabling lets them back', async () => {
    const { user, headers } = await signedIn(t.app, t.ctx.db);
    const res = await post('disable', admin, { id: user.id });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ user: ManagedUser }>().user).toMatchObject({ id: user.id, disabled: true });
    expect((await listed(admin, user.id))?.disabled).toBe(true);

    expectError(await me(headers.authorization), 401);
    expectError(await login(user.email), 401, MSG.accountDisabled);
    // Without the password nobody learns that the account is disabled.
    expectError(await login(user.email, 'not-the-password'), 401, MSG.invalidCredentials);

    const enabled = await post('enable', admin, { id: user.id });
    expect(enabled.json<{ user: ManagedUser }>().user.disabled).toBe(false);
    expect((await me(await tokenFor(t.app, user.email))).statusCode).toBe(200);
    // The session that was ended stays ended.
    expectError(await me(headers.authorization), 401);
  });

  it('a token of a disabled account is refused even with the current token version', async () => {
    const { user, headers } = await signedIn(t.app, t.ctx.db);
    await t.ctx.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, user.id));
    expectError(await me(headers.authorization), 401);
  });

  it('a disabled account gets no reset mail', async () => {
    const user = await createUser(t.ctx.db, { disabledAt: new Date() });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/forget-password',
      payload: { email: user.email },
    });
    expect(res.json()).toEqual({ message: MSG.checkEmailToReset });
    const rows = await t.ctx.db.select().from(mails).where(eq(mails.to, user.email));
    expect(rows).toHaveLength(0);
  });

  it('compliance disables users of its own company only: another company 404, an admin 403, itself 403', async () => {
    const company = await createCompany(t.ctx.db);
    const compliance = await signedIn(t.app, t.ctx.db, {
      role: Role.Compliance,
      companyId: company.id,
    });
    const colleague = await signedIn(t.app, t.ctx.db, { companyId: company.id });
    const stranger = await createUser(t.ctx.db);
    const anAdmin = await createUser(t.ctx.db, { role: Role.Admin });

    expectError(await post('disable', compliance.headers, { id: stranger.id }), 404);
    expectError(await post('remove', compliance.headers, { id: stranger.id }), 404);
    expectError(await post('disable', compliance.headers, { id: anAdmin.id }), 403);
    expectError(await post('remove', compliance.headers, { id: anAdmin.id }), 403);
    expectError(await post('disable', compliance.headers, { id: compliance.user.id }), 403);
    expectError(await post('remove', compliance.headers, { id: compliance.user.id }), 403);
    expectError(await post('disable', compliance.headers, { id: 999_999 }), 404);
    for (const id of [stranger.id, anAdmin.id, compliance.user.id]) {
      const [row] = await t.ctx.db.select().from(users).where(eq(users.id, id));
      expect(row?.disabledAt).toBeNull();
    }

    expect((await post('disable', compliance.headers, { id: colleague.user.id })).statusCode).toBe(
      200,
    );
    expectError(await me(colleague.headers.authorization), 401);
  });

  it('users and engineers cannot disable or remove anyone; an admin not itself', async () => {
    const target = await createUser(t.ctx.db);
    for (const role of [Role.User, Role.Engineer]) {
      const { headers } = await signedIn(t.app, t.ctx.db, { role, companyId: target.companyId });
      expectError(await post('disable', headers, { id: target.id }), 403, MSG.noPermission);
      expectError(await post('remove', headers, { id: target.id }), 403, MSG.noPermission);
    }
    const self = await signedIn(t.app, t.ctx.db, { role: Role.Admin });
    expectError(await post('disable', self.headers, { id: self.user.id }), 403);
    const otherAdmin = await createUser(t.ctx.db, { role: Role.Admin });
    expect((await post('disable', self.headers, { id: otherAdmin.id })).statusCode).toBe(200);
  });

  it('removing a user deletes the account, keeps their products and logs the email', async () => {
    const { user, headers } = await signedIn(t.app, t.ctx.db);
    const product = await createProduct(t.ctx.db, { ownerId: user.id });
    const res = await post('remove', admin, { id: user.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MSG.userRemoved });

    expect(await t.ctx.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(0);
    expectError(await me(headers.authorization), 401);
    expectError(await login(user.email), 401, MSG.invalidCredentials);
    const [kept] = await t.ctx.db.select().from(products).where(eq(products.id, product.id));
    expect(kept).toMatchObject({ id: product.id, ownerId: null, companyId: user.companyId });

    const [entry] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'user.remove'));
    expect(entry).toMatchObject({ targetType: 'user', targetId: String(user.id) });
    expect(entry?.before).toMatchObject({ email: user.email });
    expectError(await post('remove', admin, { id: user.id }), 404);
  });

  it('compliance removes a user of its own company', async () => {
    const company = await createCompany(t.ctx.db);
    const compliance = await signedIn(t.app, t.ctx.db, {
      role: Role.Compliance,
      companyId: company.id,
    });
    const colleague = await createUser(t.ctx.db, { companyId: company.id });
    expect((await post('remove', compliance.headers, { id: colleague.id })).statusCode).toBe(200);
    expect(await listed(compliance.headers, colleague.id)).toBeUndefined();
  });
});
