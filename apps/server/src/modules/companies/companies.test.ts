import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, Role, type Company } from '@partproof/shared';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { createCompany, createUser, signedIn } from '../../../test/factories.js';
import { countRows, expectError, fieldErrors } from '../../../test/helpers.js';
import { auditLog, companies } from '../../db/schema/index.js';

type Headers = { authorization: string };

describe('companies', () => {
  let t: TestApp;
  let admin: { user: { id: number }; headers: Headers };
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await signedIn(t.app, t.ctx.db, { role: Role.Admin });
  });
  afterAll(() => t.close());

  const list = (headers?: Headers) =>
    t.app.inject({ method: 'GET', url: '/api/company', headers: headers ?? {} });
  const create = (headers: Headers | undefined, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/company',
      headers: headers ?? {},
      payload: payload as object,
    });
  const byUserRole = (headers: Headers, query: string) =>
    t.app.inject({ method: 'POST', url: `/api/company/byUserRole${query}`, headers });
  const names = (res: { json: () => unknown }) =>
    (res.json() as { data: Company[] }).data.map((c) => c.name);

  it('an admin creates a company: 201 with result and message, then it is listed', async () => {
    const res = await create(admin.headers, { name: '  Zeta Circuits  ' });
    expect(res.statusCode).toBe(201);
    const body = res.json<{ result: Company; message: string }>();
    expect(body).toEqual({
      result: { id: expect.any(Number) as number, name: 'Zeta Circuits' },
      message: MSG.companyCreated,
    });
    const [row] = await t.ctx.db.select().from(companies).where(eq(companies.id, body.result.id));
    // A new customer company starts on the one-month trial (DESIGN.md §5.5).
    expect(row?.trialEndsAt?.getTime()).toBeGreaterThan(Date.now() + 27 * 86_400_000);
    expect(names(await list(admin.headers))).toContain('Zeta Circuits');
  });

  it('an admin sees every company, sorted by name', async () => {
    await createCompany(t.ctx.db, { name: 'beta boards' });
    await createCompany(t.ctx.db, { name: 'Alpha Assemblies' });
    const res = await list(admin.headers);
    expect(res.statusCode).toBe(200);
    const all = names(res);
    expect(all).toEqual(expect.arrayContaining(['Alpha Assemblies', 'beta boards']));
    expect(all).toEqual([...all].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(res.json<{ total: number }>().total).toBe(all.length);
  });

  it('other roles see only their own company; an engineer without one sees none', async () => {
    for (const role of [Role.User, Role.Compliance]) {
      const { user, headers } = await signedIn(t.app, t.ctx.db, { role });
      const res = await list(headers);
      expect(res.json<{ data: Company[] }>().data.map((c) => c.id)).toEqual([user.companyId]);
    }
    const engineer = await signedIn(t.app, t.ctx.db, { role: Role.Engineer });
    expect((await list(engineer.headers)).json()).toEqual({ data: [], total: 0 });
    expectError(await list(), 401);
  });

  it('only an admin creates companies: others get 403 and nothing is stored', async () => {
    const before = await countRows(t.ctx.db, 'companies');
    for (const role of [Role.User, Role.Compliance, Role.Engineer]) {
      const { headers } = await signedIn(t.app, t.ctx.db, { role, companyId: null });
      expectError(await create(headers, { name: `Rogue ${role}` }), 403, MSG.noPermission);
    }
    expect(await countRows(t.ctx.db, 'companies')).toBe(before);
    expectError(await create(undefined, { name: 'Anonymous' }), 401);
  });

  it('says "Company name required" for a missing or blank name', async () => {
    for (const payload of [{}, { name: '' }, { name: '   ' }, { name: null }]) {
      const res = await create(admin.headers, payload);
      expectError(res, 400, MSG.companyNameRequired);
      expect(fieldErrors(res, 'name')).toEqual([MSG.companyNameRequired]);
    }
    expectError(await create(admin.headers, { name: 'Ok', trialLifted: true }), 400);
  });

  it('answers 409 for a name that exists in another letter case, storing nothing', async () => {
    await create(admin.headers, { name: 'Duplicate Devices' });
    const before = await countRows(t.ctx.db, 'companies');
    expectError(await create(admin.headers, { name: 'DUPLICATE devices' }), 409, MSG.companyExists);
    expect(await countRows(t.ctx.db, 'companies')).toBe(before);
  });

  it('stores SQL and HTML in a name literally with the table intact', async () => {
    const name = "Robert'); DROP TABLE companies;--<script>alert(1)</script>";
    const res = await create(admin.headers, { name });
    expect(res.json<{ result: Company }>().result.name).toBe(name);
    expect(names(await list(admin.headers))).toContain(name);
  });

  it('writes a company.create audit entry naming the admin', async () => {
    const id = (await create(admin.headers, { name: 'Audited Co' })).json<{ result: Company }>()
      .result.id;
    const [entry] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'company'), eq(auditLog.targetId, String(id))));
    expect(entry).toMatchObject({ action: 'company.create', actorId: admin.user.id });
    expect(entry?.after).toMatchObject({ name: 'Audited Co' });
  });

  describe('company/byUserRole', () => {
    it('an admin asking for a compliance user gets only that user’s company', async () => {
      const compliance = await createUser(t.ctx.db, { role: Role.Compliance });
      const res = await byUserRole(
        admin.headers,
        `?userId=${compliance.id}&roleId=${Role.Compliance}`,
      );
      expect(res.statusCode).toBe(200);
      expect(res.json<{ data: Company[] }>().data.map((c) => c.id)).toEqual([compliance.companyId]);
    });

    it('an admin asking for itself gets every company', async () => {
      await createCompany(t.ctx.db);
      const res = await byUserRole(admin.headers, `?userId=${admin.user.id}&roleId=${Role.User}`);
      const all = await list(admin.headers);
      expect(res.json()).toEqual(all.json());
    });

    it('a compliance user asking for itself gets its own company', async () => {
      const { user, headers } = await signedIn(t.app, t.ctx.db, { role: Role.Compliance });
      const res = await byUserRole(headers, `?userId=${user.id}&roleId=${Role.User}`);
      expect(res.json<{ data: Company[] }>().data.map((c) => c.id)).toEqual([user.companyId]);
    });

    it('a non-admin gets 404 when asking on behalf of another user', async () => {
      const { user, headers } = await signedIn(t.app, t.ctx.db, { role: Role.Compliance });
      const colleague = await createUser(t.ctx.db, { companyId: user.companyId });
      expectError(await byUserRole(headers, `?userId=${colleague.id}&roleId=2`), 404);
    });

    it('answers 404 for an unknown user and 400 for missing or bad parameters', async () => {
      expectError(await byUserRole(admin.headers, '?userId=999999&roleId=2'), 404);
      expectError(await byUserRole(admin.headers, `?userId=${admin.user.id}`), 400);
      expectError(await byUserRole(admin.headers, `?userId=${admin.user.id}&roleId=9`), 400);
    });
  });
});
