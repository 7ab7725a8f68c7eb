import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app.js';
import { waitFor } from '../../test/helpers.js';
import { authAttempts } from '../db/schema/index.js';
import { QUEUES } from '../plugins/jobs.js';
import { createPruneAuthAttempts } from './prune-auth-attempts.js';

const HOUR = 3600_000;

describe('the daily prune of sign-in attempts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const keys = async (prefix: string) =>
    (
      await t.ctx.db
        .select({ key: authAttempts.key })
        .from(authAttempts)
        .where(like(authAttempts.key, `${prefix}%`))
    ).map((r) => r.key);

  it('its queued job forgets attempts older than a day and keeps recent ones', async () => {
    const now = Date.now();
    await t.ctx.db
      .insert(authAttempts)
      .values([
        { key: 'prune:old', createdAt: new Date(now - 25 * HOUR) },
        { key: 'prune:recent', createdAt: new Date(now - 23 * HOUR) },
        { key: 'prune:now' },
      ]);
    await t.ctx.jobs.work(QUEUES.pruneAuthAttempts, createPruneAuthAttempts(t.ctx), {
      pollingIntervalSeconds: 0.5,
    });
    await t.ctx.jobs.send(QUEUES.pruneAuthAttempts, {});
    await waitFor(async () => ((await keys('prune:old')).length === 0 ? true : undefined), {
      what: 'the prune job',
    });
    expect((await keys('prune:')).sort()).toEqual(['prune:now', 'prune:recent']);
  });
});
