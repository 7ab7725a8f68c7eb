import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MSG } from '@partproof/shared';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { createUser } from '../../../test/factories.js';
import { expectError } from '../../../test/helpers.js';
import { resetLinkOf } from '../../../test/reset-links.js';
import { hashPassword } from '../../lib/passwords.js';

// The real argon2, watched: a reset with a link that does not exist must never pay for a
// hash (guessing links would otherwise cost the server an argon2 run per guess).
vi.mock('../../lib/passwords.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../lib/passwords.js')>();
  return { ...real, hashPassword: vi.fn(real.hashPassword) };
});

describe('reset-password: the link first, then the hash, limited per network', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ RESET_MAX_ATTEMPTS: '3' });
  });
  afterAll(() => t.close());

  const reset = (id: string, password: string, ip = '203.0.113.50') =>
    t.app.inject({
      method: 'POST',
      url: '/api/user/reset-password',
      remoteAddress: ip,
      payload: { id, password },
    });

  it('an unknown link is refused without hashing the new password', async () => {
    vi.mocked(hashPassword).mockClear();
    expectError(await reset('no-such-link', 'a-long-password', '203.0.113.51'), 400);
    expect(hashPassword).not.toHaveBeenCalled();
  });

  it('a valid link does hash the new password', async () => {
    const user = await createUser(t.ctx.db);
    await t.app.inject({
      method: 'POST',
      url: '/api/user/forget-password',
      payload: { email: user.email },
    });
    vi.mocked(hashPassword).mockClear();
    const res = await reset(
      await resetLinkOf(t.ctx, user.email),
      'hashed-password',
      '203.0.113.52',
    );
    expect(res.statusCode).toBe(201);
    expect(hashPassword).toHaveBeenCalledTimes(1);
  });

  it('after RESET_MAX_ATTEMPTS bad links a network is refused, even with a good link', async () => {
    const user = await createUser(t.ctx.db);
    await t.app.inject({
      method: 'POST',
      url: '/api/user/forget-password',
      payload: { email: user.email },
    });
    const good = await resetLinkOf(t.ctx, user.email);
    for (let i = 0; i < 3; i++) {
      expectError(await reset(`guess-${i}`, 'guessing-password'), 400, MSG.resetLinkInvalid);
    }
    const blocked = await reset(good, 'blocked-password');
    expectError(blocked, 429, MSG.tooManyAttempts);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // The link was not spent: from another network it still works.
    expect((await reset(good, 'unblocked-password', '198.51.100.60')).statusCode).toBe(201);
  });
});
