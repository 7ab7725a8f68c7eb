import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@partproof/shared';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { createCompany, signedIn, tokenFor } from '../../../test/factories.js';
import { expectError } from '../../../test/helpers.js';
import { mails } from '../../db/schema/index.js';

type Headers = { authorization: string };

describe('changes to who a user is end their sessions', () => {
  let t: TestApp;
  let admin: Headers;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = (await signedIn(t.app, t.ctx.db, { role: Role.Admin })).headers;
  });
  afterAll(() => t.close());

  const update = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/user/updateUser', headers: admin, payload });
  const me = (authorization: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/user/checkAccessTokenAndGetUser',
      headers: { authorization },
    });

  it('a new email ends the session and tells the old address', async () => {
    const { user, headers } = await signedIn(t.app, t.ctx.db, { firstName: 'Olga' });
    const newEmail = `renamed-${user.id}@example.com`;
    expect((await update({ id: user.id, email: newEmail })).statusCode).toBe(200);

    expectError(await me(headers.authorization), 401);
    expect((await me(await tokenFor(t.app, newEmail))).statusCode).toBe(200);

    const notices = await t.ctx.db
      .select()
      .from(mails)
      .where(and(eq(mails.to, user.email), eq(mails.kind, 'email-changed')));
    expect(notices).toHaveLength(1);
    expect(notices[0]?.text).toContain(`Your PartProof sign-in email was changed to ${newEmail}`);
    expect(notices[0]?.text).toContain('If this was not you, contact your administrator.');
    expect(notices[0]?.text).toContain('Hello Olga');
    // Nothing goes to the new address: the notice is for whoever held the old one.
    expect(await t.ctx.db.select().from(mails).where(eq(mails.to, newEmail))).toHaveLength(0);
  });

  it('a new role or company ends the session; new names do not', async () => {
    const a = await signedIn(t.app, t.ctx.db);
    await update({ id: a.user.id, role: Role.Compliance });
    expectError(await me(a.headers.authorization), 401);

    const b = await signedIn(t.app, t.ctx.db);
    await update({ id: b.user.id, companyId: (await createCompany(t.ctx.db)).id });
    expectError(await me(b.headers.authorization), 401);

    const c = await signedIn(t.app, t.ctx.db);
    await update({ id: c.user.id, firstName: 'Renamed', lastName: 'Person' });
    expect((await me(c.headers.authorization)).statusCode).toBe(200);
    // The same email in other letters is no change.
    await update({ id: c.user.id, email: c.user.email.toUpperCase() });
    expect((await me(c.headers.authorization)).statusCode).toBe(200);
    const notices = await t.ctx.db.select().from(mails).where(eq(mails.to, c.user.email));
    expect(notices).toHaveLength(0);
  });
});
