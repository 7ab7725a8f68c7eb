import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, Role, type Mail } from '@partproof/shared';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { signedIn } from '../../../test/factories.js';
import { expectError, expectNoSecrets } from '../../../test/helpers.js';
import { queueMail } from './mails.service.js';

describe('GET /api/mails (the admin outbox)', () => {
  let t: TestApp;
  let admin: { authorization: string };
  beforeAll(async () => {
    t = await buildTestApp();
    admin = (await signedIn(t.app, t.ctx.db, { role: Role.Admin })).headers;
    for (let i = 1; i <= 3; i++) {
      await queueMail(t.ctx, {
        kind: 'test',
        to: `reader-${i}@example.com`,
        subject: `Subject ${i}`,
        text: `Body ${i}`,
      });
    }
  });
  afterAll(() => t.close());

  const outbox = (headers: { authorization: string } | undefined, query = '') =>
    t.app.inject({ method: 'GET', url: `/api/mails${query}`, headers: headers ?? {} });

  it('lists held mails newest first with their delivery state', async () => {
    const res = await outbox(admin);
    expect(res.statusCode).toBe(200);
    const body = res.json<{ data: Mail[]; total: number }>();
    expect(body.total).toBe(3);
    expect(body.data.map((m) => m.to)).toEqual([
      'reader-3@example.com',
      'reader-2@example.com',
      'reader-1@example.com',
    ]);
    expect(body.data[0]).toMatchObject({
      kind: 'test',
      subject: 'Subject 3',
      // Signed with the provider's name (PROVIDER_NAME, default PartProof), as every mail is.
      text: 'Body 3\n\n— PartProof\n',
      cc: null,
      status: 'held',
      attempts: 0,
      lastError: null,
      sentAt: null,
    });
    expect(Number.isNaN(Date.parse(body.data[0]?.createdAt ?? ''))).toBe(false);
    expectNoSecrets(res.body);
  });

  it('pages with page and size', async () => {
    const res = await outbox(admin, '?page=2&size=2');
    const body = res.json<{ data: Mail[]; total: number }>();
    expect(body.total).toBe(3);
    expect(body.data.map((m) => m.to)).toEqual(['reader-1@example.com']);
    expectError(await outbox(admin, '?size=0'), 400);
    expectError(await outbox(admin, '?size=201'), 400);
    expectError(await outbox(admin, '?page=0'), 400);
  });

  it('without SMTP_URL a requested reset mail is held, and the outbox shows no link', async () => {
    const user = await signedIn(t.app, t.ctx.db);
    await t.app.inject({
      method: 'POST',
      url: '/api/user/forget-password',
      payload: { email: user.user.email },
    });
    const list = (await outbox(admin)).json<{ data: Mail[] }>().data;
    const held = list.find((m) => m.to === user.user.email);
    expect(held).toMatchObject({ kind: 'password-reset', status: 'held', attempts: 0 });
    expect(held?.text).toContain('[reset link: sent by mail only]');
    expect(held?.text).not.toContain('/reset-password/');
  });

  it('is for admins only: other roles get 403, guests 401', async () => {
    for (const role of [Role.User, Role.Compliance, Role.Engineer]) {
      const { headers } = await signedIn(t.app, t.ctx.db, { role });
      expectError(await outbox(headers), 403, MSG.noPermission);
    }
    expectError(await outbox(undefined), 401);
  });
});
