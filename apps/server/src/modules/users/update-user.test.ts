import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, Role } from '@partproof/shared';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { createCompany, createUser, signedIn } from '../../../test/factories.js';
import { expectError, expectNoSecrets, fieldErrors } from '../../../test/helpers.js';
import { auditLog, users } from '../../db/schema/index.js';

describe('user/updateUser', () => {
  let t: TestApp;
  let admin: { authorization: string };
  beforeAll(async () => {
    t = await buildTestApp();
    admin = (await signedIn(t.app, t.ctx.db, { role: Role.Admin })).headers;
  });
  afterAll(() => t.close());

  const update = (headers: { authorization: string } | undefined, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/user/updateUser',
      headers: headers ?? {},
      payload: payload as object,
    });
  const stored = async (id: number) =>
    (await t.ctx.db.select().from(users).where(eq(users.id, id)))[0];

  it('an admin changes one field and gets the affected count and the updated user', async () => {
    const target = await createUser(t.ctx.db);
    const res = await update(admin, { id: target.id, firstName: 'Renamed' });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ affected: number; user: { id: number; firstName: string } }>();
    expect(body.affected).toBe(1);
    expect(body.user).toMatchObject({ id: target.id, firstName: 'Renamed' });
    expectNoSecrets(res.body);
    expect((await stored(target.id))?.firstName).toBe('Renamed');
  });

  it('an admin changes email, role, RoHS flag and company', async () => {
    const target = await createUser(t.ctx.db);
    const company = await createCompany(t.ctx.db, { name: 'Moved To Ltd' });
    const res = await update(admin, {
      id: target.id,
      email: 'Moved.User@Example.com',
      role: Role.Compliance,
      isRoHSAllow: true,
      companyId: company.id,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ user: unknown }>().user).toMatchObject({
      email: 'moved.user@example.com',
      role: Role.Compliance,
      isRoHSAllow: true,
      company: { id: company.id, name: 'Moved To Ltd' },
    });
  });

  it('never sets role 1: 400 and the role stays', async () => {
    const target = await createUser(t.ctx.db);
    const res = await update(admin, { id: target.id, role: Role.Admin });
    expectError(res, 400);
    expect(fieldErrors(res, 'role').length).toBeGreaterThan(0);
    expect((await stored(target.id))?.role).toBe(Role.User);
  });

  it('refuses an update with nothing to change, unknown fields and bad values', async () => {
    const target = await createUser(t.ctx.db);
    expectError(await update(admin, { id: target.id }), 400, 'Nothing to update');
    expectError(await update(admin, { id: target.id, passwordHash: 'x' }), 400);
    expectError(await update(admin, { id: target.id, email: 'nope' }), 400, MSG.invalidEmail);
    expectError(await update(admin, { id: target.id, firstName: '' }), 400, MSG.required);
  });

  it('answers 404 for an unknown user and 409 for a taken email', async () => {
    expectError(await update(admin, { id: 999_999, firstName: 'Ghost' }), 404);
    const a = await createUser(t.ctx.db);
    const b = await createUser(t.ctx.db);
    expectError(await update(admin, { id: b.id, email: a.email }), 409, MSG.emailRegistered);
    expect((await stored(b.id))?.email).toBe(b.email);
  });

  it('a user needing a company cannot lose it: "Please select a company"', async () => {
    const target = await createUser(t.ctx.db, { role: Role.User });
    expectError(
      await update(admin, { id: target.id, companyId: null }),
      400,
      MSG.selectCompanyInline,
    );
    const engineer = await createUser(t.ctx.db, { role: Role.Engineer });
    expectError(
      await update(admin, { id: engineer.id, role: Role.User }),
      400,
      MSG.selectCompanyInline,
    );
    expect((await stored(engineer.id))?.role).toBe(Role.Engineer);
  });

  it('users of role User and Engineer get 403, guests 401', async () => {
    const target = await createUser(t.ctx.db);
    for (const role of [Role.User, Role.Engineer]) {
      const { headers } = await signedIn(t.app, t.ctx.db, { role, companyId: target.companyId });
      expectError(await update(headers, { id: target.id, firstName: 'X' }), 403, MSG.noPermission);
    }
    expectError(await update(undefined, { id: target.id, firstName: 'X' }), 401);
    expect((await stored(target.id))?.firstName).toBe(target.firstName);
  });

  it('a compliance user edits users of its own company', async () => {
    const { user: compliance, headers } = await signedIn(t.app, t.ctx.db, {
      role: Role.Compliance,
    });
    const colleague = await createUser(t.ctx.db, { companyId: compliance.companyId });
    const res = await update(headers, { id: colleague.id, lastName: 'Colleague' });
    expect(res.statusCode).toBe(200);
    expect((await stored(colleague.id))?.lastName).toBe('Colleague');
  });

  it('a compliance user gets 404 for a user of another company and for an admin', async () => {
    const { headers } = await signedIn(t.app, t.ctx.db, { role: Role.Compliance });
    const stranger = await createUser(t.ctx.db);
    expectError(await update(headers, { id: stranger.id, firstName: 'Hijacked' }), 404);
    const anAdmin = await createUser(t.ctx.db, { role: Role.Admin });
    expectError(await update(headers, { id: anAdmin.id, firstName: 'Hijacked' }), 404);
    expect((await stored(stranger.id))?.firstName).toBe(stranger.firstName);
  });

  it('a compliance user cannot move a user into another company', async () => {
    const { user: compliance, headers } = await signedIn(t.app, t.ctx.db, {
      role: Role.Compliance,
    });
    const colleague = await createUser(t.ctx.db, { companyId: compliance.companyId });
    const other = await createCompany(t.ctx.db);
    expectError(await update(headers, { id: colleague.id, companyId: other.id }), 404);
    expect((await stored(colleague.id))?.companyId).toBe(compliance.companyId);
  });

  it('a compliance user cannot grant RoHS access it lacks, but can when it has it', async () => {
    const without = await signedIn(t.app, t.ctx.db, { role: Role.Compliance });
    const a = await createUser(t.ctx.db, { companyId: without.user.companyId });
    expectError(await update(without.headers, { id: a.id, isRoHSAllow: true }), 403);
    expect((await stored(a.id))?.isRoHSAllow).toBe(false);

    const withIt = await signedIn(t.app, t.ctx.db, { role: Role.Compliance, isRoHSAllow: true });
    const b = await createUser(t.ctx.db, { companyId: withIt.user.companyId });
    expect((await update(withIt.headers, { id: b.id, isRoHSAllow: true })).statusCode).toBe(200);
    expect((await stored(b.id))?.isRoHSAllow).toBe(true);
  });

  it('nobody changes their own role', async () => {
    const { user, headers } = await signedIn(t.app, t.ctx.db, { role: Role.Compliance });
    expectError(await update(headers, { id: user.id, role: Role.User }), 403);
    expect((await stored(user.id))?.role).toBe(Role.Compliance);
  });

  it('a demotion takes effect at once: the demoted user’s existing token ends', async () => {
    const { user, headers } = await signedIn(t.app, t.ctx.db, { role: Role.Compliance });
    const list = () => t.app.inject({ method: 'GET', url: '/api/user/getAll', headers });
    expect((await list()).statusCode).toBe(200);
    expect((await update(admin, { id: user.id, role: Role.User })).statusCode).toBe(200);
    expectError(await list(), 401, MSG.sessionExpired);
  });

  it('writes a user.update audit entry with before and after, secrets left out', async () => {
    const target = await createUser(t.ctx.db, { firstName: 'Before' });
    await update(admin, { id: target.id, firstName: 'After' });
    const [entry] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, String(target.id)), eq(auditLog.action, 'user.update')));
    expect(entry?.before).toMatchObject({ firstName: 'Before' });
    expect(entry?.after).toMatchObject({ firstName: 'After' });
    expect(JSON.stringify(entry)).not.toMatch(/\$argon2|passwordHash|tokenVersion/);
  });
});
