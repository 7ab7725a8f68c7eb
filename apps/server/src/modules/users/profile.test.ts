import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, Role } from '@partproof/shared';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { createUser, signedIn } from '../../../test/factories.js';
import { expectError, expectNoSecrets, form, PNG_BYTES } from '../../../test/helpers.js';
import { auditLog, users } from '../../db/schema/index.js';
import { signPath } from '../../lib/tokens.js';

interface Affected {
  affected: number;
  user: { id: number; firstName: string; lastName: string; profileImage: string | null };
}

describe('user/update (own profile, multipart) and the signed avatar URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const update = (headers: { authorization: string } | undefined, payload: FormData) =>
    t.app.inject({ method: 'POST', url: '/api/user/update', headers: headers ?? {}, payload });
  const stored = async (id: number) =>
    (await t.ctx.db.select().from(users).where(eq(users.id, id)))[0];
  const png = (name = 'me.png', bytes = PNG_BYTES) => ({ bytes, name, type: 'image/png' });

  it('changes the caller’s names and terms acceptance and reports one affected row', async () => {
    const { user, headers } = await signedIn(t.app, t.ctx.db);
    const res = await update(
      headers,
      form({ firstName: 'Fresh', lastName: 'Name', isTermsAccept: 'true' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json<Affected>()).toMatchObject({
      affected: 1,
      user: { id: user.id, firstName: 'Fresh', lastName: 'Name', isTermsAccept: true },
    });
    expectNoSecrets(res.body);
    expect(await stored(user.id)).toMatchObject({
      firstName: 'Fresh',
      lastName: 'Name',
      isTermsAccept: true,
    });
  });

  it('keeps the language chosen in Account Setting on the user, and clears it with ""', async () => {
    const { headers } = await signedIn(t.app, t.ctx.db);
    const current = async () =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/user/checkAccessTokenAndGetUser',
          headers,
          payload: {},
        })
      ).json<{ language: string | null }>().language;
    expect(await current()).toBeNull();
    expect((await update(headers, form({ language: 'de' }))).statusCode).toBe(200);
    expect(await current()).toBe('de');
    expect((await update(headers, form({ language: '' }))).statusCode).toBe(200);
    expect(await current()).toBeNull();
    expectError(
      await update(headers, form({ language: 'fr' })),
      400,
      'Language must be en, de or empty',
    );
  });

  it('reports nothing affected when no field is sent', async () => {
    const { headers } = await signedIn(t.app, t.ctx.db);
    const res = await update(headers, form({}));
    expect(res.statusCode).toBe(200);
    expect(res.json<Affected>().affected).toBe(0);
  });

  it('stores a profile image and serves it through a signed URL without a token', async () => {
    const { user, headers } = await signedIn(t.app, t.ctx.db);
    const res = await update(headers, form({}, png()));
    expect(res.statusCode).toBe(200);
    const url = res.json<Affected>().user.profileImage;
    expect(url).toMatch(/^\/api\/files\/[0-9a-f-]{36}\?exp=\d+&sig=[\w-]+$/);

    const me = await t.app.inject({
      method: 'POST',
      url: '/api/user/checkAccessTokenAndGetUser',
      headers,
    });
    expect(me.json<{ profileImage: string }>().profileImage).toBe(url);

    const file = await t.app.inject({ method: 'GET', url: url ?? '' });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.rawPayload.equals(PNG_BYTES)).toBe(true);
    expect((await stored(user.id))?.profileImageId).toBe(/files\/([^?]+)/.exec(url ?? '')?.[1]);
  });

  it('refuses a tampered, missing or expired signature with 403', async () => {
    const { headers } = await signedIn(t.app, t.ctx.db);
    const url = (await update(headers, form({}, png()))).json<Affected>().user.profileImage ?? '';
    const [pathname] = url.split('?');
    const sig = new URL(url, 'http://x').searchParams.get('sig') ?? '';
    const exp = new URL(url, 'http://x').searchParams.get('exp') ?? '';
    const flipped = (sig[0] === 'A' ? 'B' : 'A') + sig.slice(1);

    const get = (u: string) => t.app.inject({ method: 'GET', url: u });
    expectError(await get(`${pathname}?exp=${exp}&sig=${flipped}`), 403);
    expectError(await get(`${pathname}?exp=${Number(exp) + 3600}&sig=${sig}`), 403);
    expectError(await get(pathname ?? ''), 403);
    // A correctly signed URL whose time is up.
    const expired = signPath(t.config.jwtSecret, pathname ?? '', 60, Date.now() - 3 * 3600_000);
    expectError(await get(expired), 403);
    // A signature is bound to its file.
    const other = signPath(
      t.config.jwtSecret,
      '/api/files/00000000-0000-0000-0000-000000000000',
      60,
    );
    expectError(await get(`${pathname}?${other.split('?')[1]}`), 403);
  });

  it('replacing the image removes the old file', async () => {
    const { headers } = await signedIn(t.app, t.ctx.db);
    const first = (await update(headers, form({}, png()))).json<Affected>().user.profileImage;
    const second = (await update(headers, form({}, png('new.png')))).json<Affected>().user
      .profileImage;
    expect(second).not.toBe(first);
    expectError(await t.app.inject({ method: 'GET', url: first ?? '' }), 404);
    expect((await t.app.inject({ method: 'GET', url: second ?? '' })).statusCode).toBe(200);
  });

  it('accepts an image of several megabytes (below the 5 MB limit)', async () => {
    const { headers } = await signedIn(t.app, t.ctx.db);
    const big = Buffer.concat([PNG_BYTES, Buffer.alloc(4 * 1024 * 1024)]);
    const res = await update(headers, form({}, png('big.png', big)));
    expect(res.statusCode).toBe(200);
    expect(res.json<Affected>().user.profileImage).not.toBeNull();
  });

  it('refuses an image over 5 MB with 413 and changes nothing', async () => {
    const { user, headers } = await signedIn(t.app, t.ctx.db, { firstName: 'Steady' });
    const huge = Buffer.concat([PNG_BYTES, Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const res = await update(headers, form({ firstName: 'Changed' }, png('huge.png', huge)));
    expectError(res, 413);
    expect(await stored(user.id)).toMatchObject({ firstName: 'Steady', profileImageId: null });
  });

  it('refuses a text file named .png with 415 and changes no name', async () => {
    const { user, headers } = await signedIn(t.app, t.ctx.db, { firstName: 'Steady' });
    const fake = { bytes: Buffer.from('just some text, not an image'), name: 'fake.png' };
    const res = await update(
      headers,
      form({ firstName: 'Changed' }, { ...fake, type: 'image/png' }),
    );
    expectError(res, 415);
    expect(await stored(user.id)).toMatchObject({ firstName: 'Steady', profileImageId: null });
  });

  it('refuses a JSON body, a file under another field and unknown fields', async () => {
    const { headers } = await signedIn(t.app, t.ctx.db);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/user/update',
      headers,
      payload: { firstName: 'Json' },
    });
    expectError(json, 415);
    expectError(await update(headers, form({}, { ...png(), field: 'avatar' })), 400);
    expectError(await update(headers, form({ role: '1' })), 400);
  });

  it('validates the text fields', async () => {
    const { headers } = await signedIn(t.app, t.ctx.db);
    expectError(await update(headers, form({ firstName: '  ' })), 400, MSG.required);
    expectError(await update(headers, form({ isTermsAccept: 'yes' })), 400);
  });

  it('a non-admin gets 404 for someone else’s profile, as for an unknown id; an admin may edit anyone’s', async () => {
    const other = await createUser(t.ctx.db, { firstName: 'Other' });
    const { headers } = await signedIn(t.app, t.ctx.db, { companyId: other.companyId });
    const denied = await update(headers, form({ id: String(other.id), firstName: 'Hacked' }));
    expectError(denied, 404, 'User not found');
    expectError(
      await update(headers, form({ id: '999999', firstName: 'X' })),
      404,
      'User not found',
    );
    expect((await stored(other.id))?.firstName).toBe('Other');

    const admin = await signedIn(t.app, t.ctx.db, { role: Role.Admin });
    const ok = await update(admin.headers, form({ id: String(other.id), firstName: 'ByAdmin' }));
    expect(ok.statusCode).toBe(200);
    expect((await stored(other.id))?.firstName).toBe('ByAdmin');
    expectError(await update(admin.headers, form({ id: '999999', firstName: 'X' })), 404);
  });

  it('answers 401 without a token', async () => {
    expectError(await update(undefined, form({ firstName: 'Anon' })), 401);
  });

  it('stores SQL and HTML in names literally', async () => {
    const { user, headers } = await signedIn(t.app, t.ctx.db);
    const firstName = "Robert'); DROP TABLE users;--";
    const lastName = '<script>alert(1)</script>';
    const res = await update(headers, form({ firstName, lastName }));
    expect(res.json<Affected>().user).toMatchObject({ firstName, lastName });
    expect(await stored(user.id)).toMatchObject({ firstName, lastName });
  });

  it('writes a user.update-profile audit entry', async () => {
    const { user, headers } = await signedIn(t.app, t.ctx.db, { firstName: 'Old' });
    await update(headers, form({ firstName: 'New' }));
    const [entry] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.targetId, String(user.id)), eq(auditLog.action, 'user.update-profile')),
      );
    expect(entry).toMatchObject({ actorId: user.id });
    expect(entry?.before).toMatchObject({ firstName: 'Old' });
    expect(entry?.after).toMatchObject({ firstName: 'New' });
  });
});
