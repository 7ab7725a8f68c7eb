import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@partproof/shared';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { createUser, TEST_PASSWORD } from '../../../test/factories.js';
import { expectError } from '../../../test/helpers.js';
import { authAttempts } from '../../db/schema/index.js';

const login = (t: TestApp, email: string, password: string, ip = '203.0.113.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/login',
    headers: { 'x-forwarded-for': ip },
    payload: { email, password },
  });

const forgot = (t: TestApp, email: string, ip = '203.0.113.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/forget-password',
    headers: { 'x-forwarded-for': ip },
    payload: { email },
  });

describe('rate limits with the default settings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('after 10 failed sign-ins the 11th attempt gets 429 with Retry-After, even with the right password', async () => {
    const user = await createUser(t.ctx.db);
    for (let i = 0; i < 10; i++) {
      expectError(await login(t, user.email, 'wrong-password'), 401, MSG.invalidCredentials);
    }
    const blocked = await login(t, user.email, TEST_PASSWORD);
    expectError(blocked, 429, MSG.tooManyAttempts);
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  });

  it('counts failures per account: another address still signs in, another IP does not help', async () => {
    const user = await createUser(t.ctx.db);
    const other = await createUser(t.ctx.db);
    for (let i = 0; i < 10; i++) await login(t, user.email, 'wrong-password', '203.0.113.7');
    expectError(await login(t, user.email, TEST_PASSWORD, '203.0.113.7'), 429);
    expect((await login(t, other.email, TEST_PASSWORD, '203.0.113.7')).statusCode).toBe(200);
    expectError(await login(t, user.email, TEST_PASSWORD, '203.0.113.8'), 429);
  });

  it('a client on a public address cannot dodge the limit by sending its own X-Forwarded-For', async () => {
    const user = await createUser(t.ctx.db);
    const attempt = (i: number, password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/login',
        remoteAddress: '198.51.100.20',
        headers: { 'x-forwarded-for': `192.0.2.${i}` },
        payload: { email: user.email, password },
      });
    for (let i = 0; i < 10; i++) expectError(await attempt(i, 'wrong-password'), 401);
    expectError(await attempt(99, TEST_PASSWORD), 429);
  });

  it('answers the 6th forgot-password request within the hour with 429 and Retry-After', async () => {
    const user = await createUser(t.ctx.db);
    for (let i = 0; i < 5; i++) {
      const res = await forgot(t, user.email, '203.0.113.9');
      expect(res.statusCode).toBe(201);
    }
    const blocked = await forgot(t, user.email, '203.0.113.9');
    expectError(blocked, 429, MSG.tooManyAttempts);
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(59 * 60);
    expect(retryAfter).toBeLessThanOrEqual(60 * 60);
  });

  it('limits forgot-password for unknown addresses too, so the limit reveals nothing', async () => {
    for (let i = 0; i < 5; i++) await forgot(t, 'ghost@example.com', '203.0.113.10');
    expectError(await forgot(t, 'ghost@example.com', '203.0.113.10'), 429);
  });
});

describe('rate limits with configured settings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      LOGIN_MAX_FAILURES: '3',
      LOGIN_MAX_FAILURES_PER_IP: '5',
      FORGOT_MAX_REQUESTS: '2',
      FORGOT_MAX_REQUESTS_PER_IP: '4',
    });
  });
  afterAll(() => t.close());

  const attemptsOf = async (key: string) =>
    (await t.ctx.db.select().from(authAttempts).where(eq(authAttempts.key, key))).length;

  it('parallel guesses cannot pass the limit: of 20 at once and any after, 3 are checked', async () => {
    const user = await createUser(t.ctx.db);
    const burst = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        login(t, user.email, `parallel-guess-${i}`, `198.51.100.${100 + (i % 4)}`),
      ),
    );
    const checked = (answers: { statusCode: number }[]) =>
      answers.filter((res) => res.statusCode === 401).length;
    expect(burst.every((res) => [401, 429].includes(res.statusCode))).toBe(true);
    // However the burst interleaved, the guesses checked in it and after it are the limit.
    const after = [];
    for (let i = 0; i < 5; i++) after.push(await login(t, user.email, `after-${i}`));
    expect(checked(burst)).toBeLessThanOrEqual(3);
    expect(checked(burst) + checked(after)).toBe(3);
    expectError(await login(t, user.email, TEST_PASSWORD, '198.51.100.110'), 429);
    expect(await attemptsOf(`login:email:${user.email}`)).toBe(3);
  });

  it('one network trying many accounts is stopped after LOGIN_MAX_FAILURES_PER_IP', async () => {
    const victims = await Promise.all(Array.from({ length: 6 }, () => createUser(t.ctx.db)));
    for (const victim of victims.slice(0, 5)) {
      expectError(await login(t, victim.email, 'sprayed-password', '192.0.2.77'), 401);
    }
    const last = victims[5]?.email ?? '';
    expectError(await login(t, last, TEST_PASSWORD, '192.0.2.77'), 429);
    expect((await login(t, last, TEST_PASSWORD, '192.0.2.78')).statusCode).toBe(200);
  });

  it('an IPv6 client is counted by its /64, so rotating addresses does not help', async () => {
    const victims = await Promise.all(Array.from({ length: 6 }, () => createUser(t.ctx.db)));
    for (const [i, victim] of victims.slice(0, 5).entries()) {
      const ip = `2001:db8:77:1:${i + 1}::${i + 9}`;
      expectError(await login(t, victim.email, 'sprayed-password', ip), 401);
    }
    const last = victims[5]?.email ?? '';
    expectError(await login(t, last, TEST_PASSWORD, '2001:db8:77:1:ffff::1'), 429);
    expect((await login(t, last, TEST_PASSWORD, '2001:db8:77:2::1')).statusCode).toBe(200);
  });

  it('successful sign-ins do not count against the network', async () => {
    const ip = '192.0.2.90';
    for (let i = 0; i < 6; i++) {
      const user = await createUser(t.ctx.db);
      expect((await login(t, user.email, TEST_PASSWORD, ip)).statusCode).toBe(200);
    }
    expect(await attemptsOf(`login:ip:${ip}`)).toBe(0);
  });

  it('LOGIN_MAX_FAILURES sets how many failures are allowed', async () => {
    // Its own network: the failures of other tests from the default address count per network.
    const user = await createUser(t.ctx.db);
    const ip = '198.51.100.77';
    for (let i = 0; i < 3; i++) expectError(await login(t, user.email, 'nope-nope', ip), 401);
    expectError(await login(t, user.email, TEST_PASSWORD, ip), 429);
  });

  it('a successful sign-in clears the failures counted so far', async () => {
    const user = await createUser(t.ctx.db);
    for (let i = 0; i < 2; i++) await login(t, user.email, 'nope-nope', '198.51.100.1');
    expect((await login(t, user.email, TEST_PASSWORD, '198.51.100.1')).statusCode).toBe(200);
    for (let i = 0; i < 2; i++) {
      expectError(await login(t, user.email, 'nope-nope', '198.51.100.1'), 401);
    }
    expect((await login(t, user.email, TEST_PASSWORD, '198.51.100.1')).statusCode).toBe(200);
  });

  it('forgot-password is limited per network across addresses too', async () => {
    for (let i = 0; i < 4; i++) {
      expect((await forgot(t, `spray-${i}@example.com`, '192.0.2.120')).statusCode).toBe(201);
    }
    expectError(await forgot(t, 'spray-5@example.com', '192.0.2.120'), 429);
  });

  it('FORGOT_MAX_REQUESTS sets how many reset requests are allowed', async () => {
    const user = await createUser(t.ctx.db);
    expect((await forgot(t, user.email, '198.51.100.2')).statusCode).toBe(201);
    expect((await forgot(t, user.email, '198.51.100.2')).statusCode).toBe(201);
    expectError(await forgot(t, user.email, '198.51.100.2'), 429);
  });
});
