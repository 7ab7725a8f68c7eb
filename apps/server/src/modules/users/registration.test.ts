import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, Role } from '@partproof/shared';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { createCompany, createUser, signedIn } from '../../../test/factories.js';
import { countRows, expectError, expectNoSecrets, fieldErrors } from '../../../test/helpers.js';
import { auditLog, users } from '../../db/schema/index.js';

describe('user/registration', () => {
  let t: TestApp;
  let admin: { authorization: string };
  beforeAll(async () => {
    t = await buildTestApp();
    admin = (await signedIn(t.app, t.ctx.db, { role: Role.Admin })).headers;
  });
  afterAll(() => t.close());

  let n = 0;
  const newUser = (overrides: Record<string, unknown> = {}) => ({
    firstName: 'Nina',
    lastName: 'New',
    email: `new-${++n}-${Date.now()}@example.com`,
    password: 'a-good-password',
    role: Role.User,
    isRoHSAllow: false,
    ...overrides,
  });
  const register = (headers: { authorization: string } | undefined, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/user/registration',
      headers: headers ?? {},
      payload: payload as object,
    });
  const userByEmail = async (email: string) =>
    (await t.ctx.db.select().from(users).where(eq(users.email, email)))[0];

  it('a user created without a role gets the default role 2 (User)', async () => {
    const company = await createCompany(t.ctx.db);
    const { role: _role, ...body } = newUser({ companyId: company.id });
    const res = await register(admin, body);
    expect(res.statusCode).toBe(201);
    expect((await userByEmail(body.email))?.role).toBe(Role.User);
  });

  it('an admin creates a user in a company: 201 customer created with the id, never a token', async () => {
    const company = await createCompany(t.ctx.db);
    const body = newUser({ companyId: company.id, isRoHSAllow: true });
    const res = await register(admin, body);
    expect(res.statusCode).toBe(201);
    const result = res.json<{ message: string; id: number }>();
    expect(result).toEqual({ message: MSG.customerCreated, id: expect.any(Number) as number });
    expect(res.body).not.toContain('accessToken');
    expectNoSecrets(res.body);

    const stored = await userByEmail(body.email);
    expect(stored).toMatchObject({
      id: result.id,
      role: Role.User,
      companyId: company.id,
      isRoHSAllow: true,
      firstName: 'Nina',
    });
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$/);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: body.email, password: body.password },
    });
    expect(login.statusCode).toBe(200);
  });

  it('an engineer needs no company: omitted or null companyId both work for an admin', async () => {
    for (const companyId of [undefined, null]) {
      const body = newUser({ role: Role.Engineer, companyId });
      expect((await register(admin, body)).statusCode).toBe(201);
      expect((await userByEmail(body.email))?.companyId).toBeNull();
    }
  });

  it('roles User and Compliance need a company: "Please select a company"', async () => {
    for (const role of [Role.User, Role.Compliance]) {
      const res = await register(admin, newUser({ role }));
      expectError(res, 400, MSG.selectCompanyInline);
      expect(fieldErrors(res, 'companyId')).toEqual([MSG.selectCompanyInline]);
    }
  });

  it('nobody can create an admin: role 1 is a 400 and no user is stored', async () => {
    const before = await countRows(t.ctx.db, 'users');
    const res = await register(admin, newUser({ role: Role.Admin }));
    expectError(res, 400);
    expect(fieldErrors(res, 'role').length).toBeGreaterThan(0);
    expect(await countRows(t.ctx.db, 'users')).toBe(before);
  });

  it('validates each field with the spec texts', async () => {
    const company = await createCompany(t.ctx.db);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ firstName: undefined }, 'firstName', MSG.required],
      [{ firstName: '   ' }, 'firstName', MSG.required],
      [{ lastName: undefined }, 'lastName', MSG.required],
      [{ email: undefined }, 'email', MSG.emailRequired],
      [{ email: '' }, 'email', MSG.emailRequired],
      [{ email: 'not-an-email' }, 'email', MSG.invalidEmail],
      [{ password: undefined }, 'password', MSG.required],
      [{ password: '' }, 'password', MSG.required],
      [{ password: 'short' }, 'password', MSG.passwordLength],
    ];
    for (const [override, field, message] of cases) {
      const res = await register(admin, newUser({ companyId: company.id, ...override }));
      expectError(res, 400);
      expect(fieldErrors(res, field), `${field} ${JSON.stringify(override)}`).toEqual([message]);
    }
    expectError(await register(admin, newUser({ companyId: company.id, extra: 'x' })), 400);
  });

  it('answers 409 "Email already registered" for a taken address, in any case, storing nothing', async () => {
    const existing = await createUser(t.ctx.db);
    const company = await createCompany(t.ctx.db);
    const before = await countRows(t.ctx.db, 'users');
    const auditBefore = await countRows(t.ctx.db, 'audit_log');
    for (const email of [existing.email, existing.email.toUpperCase()]) {
      const res = await register(admin, newUser({ email, companyId: company.id }));
      expectError(res, 409, MSG.emailRegistered);
    }
    expect(await countRows(t.ctx.db, 'users')).toBe(before);
    expect(await countRows(t.ctx.db, 'audit_log')).toBe(auditBefore);
  });

  it('users of role User and Engineer get 403 "You do not have permission"', async () => {
    for (const role of [Role.User, Role.Engineer]) {
      const { user, headers } = await signedIn(t.app, t.ctx.db, { role });
      const res = await register(
        headers,
        newUser({ role: Role.Engineer, companyId: user.companyId }),
      );
      expectError(res, 403, MSG.noPermission);
    }
  });

  it('answers 401 without a token', async () => {
    expectError(await register(undefined, newUser()), 401);
  });

  it('a compliance user creates users in its own company; its engineers join it', async () => {
    const { user: compliance, headers } = await signedIn(t.app, t.ctx.db, {
      role: Role.Compliance,
    });
    const colleague = newUser({ companyId: compliance.companyId });
    expect((await register(headers, colleague)).statusCode).toBe(201);
    expect((await userByEmail(colleague.email))?.companyId).toBe(compliance.companyId);
    const engineer = newUser({ role: Role.Engineer });
    expect((await register(headers, engineer)).statusCode).toBe(201);
    expect((await userByEmail(engineer.email))?.companyId).toBe(compliance.companyId);
  });

  it('a compliance user gets 404 when creating a user in another company', async () => {
    const { headers } = await signedIn(t.app, t.ctx.db, { role: Role.Compliance });
    const other = await createCompany(t.ctx.db);
    const before = await countRows(t.ctx.db, 'users');
    const body = newUser({ companyId: other.id });
    expectError(await register(headers, body), 404);
    expect(await countRows(t.ctx.db, 'users')).toBe(before);
  });

  it('an admin gets 404 for a company that does not exist', async () => {
    expectError(await register(admin, newUser({ companyId: 999_999 })), 404);
  });

  it('a compliance user cannot grant RoHS access it lacks, but can when it has it', async () => {
    const without = await signedIn(t.app, t.ctx.db, { role: Role.Compliance, isRoHSAllow: false });
    const denied = newUser({ companyId: without.user.companyId, isRoHSAllow: true });
    expectError(await register(without.headers, denied), 403, MSG.noPermission);
    expect(await userByEmail(denied.email)).toBeUndefined();

    const withIt = await signedIn(t.app, t.ctx.db, { role: Role.Compliance, isRoHSAllow: true });
    const granted = newUser({ companyId: withIt.user.companyId, isRoHSAllow: true });
    expect((await register(withIt.headers, granted)).statusCode).toBe(201);
    expect((await userByEmail(granted.email))?.isRoHSAllow).toBe(true);
  });

  it('stores SQL and HTML in names literally and leaves the users table intact', async () => {
    const company = await createCompany(t.ctx.db);
    const sqlName = "Robert'); DROP TABLE users;--";
    const html = '<script>alert(1)</script>';
    const body = newUser({ firstName: sqlName, lastName: html, companyId: company.id });
    expect((await register(admin, body)).statusCode).toBe(201);
    const list = await t.app.inject({
      method: 'POST',
      url: `/api/user/companyUser?companyId=${company.id}`,
      headers: admin,
    });
    expect(list.json<{ data: { firstName: string; lastName: string }[] }>().data).toEqual([
      expect.objectContaining({ firstName: sqlName, lastName: html }),
    ]);
    expect(await countRows(t.ctx.db, 'users')).toBeGreaterThan(1);
  });

  it('writes a user.create audit entry naming the actor, with no password hash', async () => {
    const company = await createCompany(t.ctx.db);
    const body = newUser({ companyId: company.id });
    const id = (await register(admin, body)).json<{ id: number }>().id;
    const [entry] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(id)));
    expect(entry).toMatchObject({ action: 'user.create', targetType: 'user' });
    expect(entry?.actorId).toEqual(expect.any(Number));
    expect(entry?.after).toMatchObject({ email: body.email, role: Role.User });
    expect(JSON.stringify(entry)).not.toMatch(/\$argon2|a-good-password|passwordHash/);
  });
});
