import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, Role, type User } from '@partproof/shared';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { createCompany, createUser, signedIn } from '../../../test/factories.js';
import { expectError, expectNoSecrets } from '../../../test/helpers.js';

type Headers = { authorization: string };

describe('user/getAll and user/companyUser', () => {
  let t: TestApp;
  let admin: Headers;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = (await signedIn(t.app, t.ctx.db, { role: Role.Admin })).headers;
  });
  afterAll(() => t.close());

  const getAll = (headers?: Headers) =>
    t.app.inject({ method: 'GET', url: '/api/user/getAll', headers: headers ?? {} });
  const companyUser = (headers: Headers | undefined, query: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/user/companyUser${query}`,
      headers: headers ?? {},
    });
  const ids = (res: { json: () => unknown }) =>
    (res.json() as { data: User[] }).data.map((u) => u.id);

  it('an admin sees the users of every company, with no password or hash', async () => {
    const a = await createUser(t.ctx.db);
    const b = await createUser(t.ctx.db, { role: Role.Engineer });
    const res = await getAll(admin);
    expect(res.statusCode).toBe(200);
    const body = res.json<{ data: User[]; total: number }>();
    expect(body.total).toBe(body.data.length);
    expect(ids(res)).toEqual(expect.arrayContaining([a.id, b.id]));
    expect(Object.keys(body.data[0] ?? {}).sort()).toEqual(
      [
        'company',
        'disabled',
        'email',
        'firstName',
        'id',
        'isRoHSAllow',
        'isTermsAccept',
        'language',
        'lastName',
        'profileImage',
        'role',
      ].sort(),
    );
    expectNoSecrets(res.body);
  });

  it('a compliance user sees only the users of its own company', async () => {
    const { user: compliance, headers } = await signedIn(t.app, t.ctx.db, {
      role: Role.Compliance,
    });
    const colleague = await createUser(t.ctx.db, { companyId: compliance.companyId });
    const stranger = await createUser(t.ctx.db);
    const res = await getAll(headers);
    expect(res.statusCode).toBe(200);
    expect(ids(res).sort()).toEqual([compliance.id, colleague.id].sort());
    expect(ids(res)).not.toContain(stranger.id);
    expectNoSecrets(res.body);
  });

  it('a compliance user without a company sees nobody', async () => {
    const { headers } = await signedIn(t.app, t.ctx.db, { role: Role.Compliance, companyId: null });
    const res = await getAll(headers);
    expect(res.json()).toEqual({ data: [], total: 0 });
  });

  it('users of role User and Engineer get 403, guests 401', async () => {
    for (const role of [Role.User, Role.Engineer]) {
      const { headers } = await signedIn(t.app, t.ctx.db, { role });
      expectError(await getAll(headers), 403, MSG.noPermission);
      expectError(await companyUser(headers, '?companyId=1'), 403, MSG.noPermission);
    }
    expectError(await getAll(), 401);
    expectError(await companyUser(undefined, '?companyId=1'), 401);
  });

  it('companyUser lists one company’s users for an admin, with or without a JSON body', async () => {
    const company = await createCompany(t.ctx.db);
    const a = await createUser(t.ctx.db, { companyId: company.id, lastName: 'Alpha' });
    const b = await createUser(t.ctx.db, { companyId: company.id, lastName: 'Beta' });
    await createUser(t.ctx.db);
    const res = await companyUser(admin, `?companyId=${company.id}`);
    expect(res.statusCode).toBe(200);
    expect(ids(res)).toEqual([a.id, b.id]);
    expectNoSecrets(res.body);
    const withBody = await t.app.inject({
      method: 'POST',
      url: `/api/user/companyUser?companyId=${company.id}`,
      headers: admin,
      payload: {},
    });
    expect(ids(withBody)).toEqual([a.id, b.id]);
  });

  it('a compliance user lists its own company but gets 404 for another one', async () => {
    const { user: compliance, headers } = await signedIn(t.app, t.ctx.db, {
      role: Role.Compliance,
    });
    const own = await companyUser(headers, `?companyId=${compliance.companyId}`);
    expect(ids(own)).toEqual([compliance.id]);
    const other = await createCompany(t.ctx.db);
    await createUser(t.ctx.db, { companyId: other.id });
    expectError(await companyUser(headers, `?companyId=${other.id}`), 404);
  });

  it('answers 404 for an unknown company and 400 without or with a bad companyId', async () => {
    expectError(await companyUser(admin, '?companyId=999999'), 404);
    expectError(await companyUser(admin, ''), 400);
    expectError(await companyUser(admin, '?companyId=abc'), 400);
    expectError(await companyUser(admin, '?companyId=1&extra=2'), 400);
  });
});
