// What every benchmark shares: a timer that reports p50/p95, and the built app on a fresh
// in-memory PGlite with the first admin signed in.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/dist/src/app.js';
import { loadConfig } from '../apps/server/dist/src/config.js';
import { createPglite, fromPglite } from '../apps/server/dist/src/db/client.js';
import { migrate } from '../apps/server/dist/src/db/migrate.js';
import { startJobs } from '../apps/server/dist/src/plugins/jobs.js';
import { bootstrap } from '../apps/server/dist/src/modules/users/bootstrap.js';

export const ADMIN_PASSWORD = 'bench-password';

export async function timeIt(label, n, fn) {
  const samples = [];
  for (let i = 0; i < n; i++) {
    const start = process.hrtime.bigint();
    await fn(i);
    samples.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  samples.sort((a, b) => a - b);
  const pick = (q) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))];
  return { case: label, runs: n, 'p50 ms': pick(0.5).toFixed(2), 'p95 ms': pick(0.95).toFixed(2) };
}

/** The app on a fresh database, the admin's headers, and a `close()` that removes it all. */
export async function benchApp() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'partproof-bench-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    ADMIN_PASSWORD,
    DEMO_DATA: '0',
    LOG_LEVEL: 'silent',
  });
  const database = fromPglite(createPglite());
  await migrate(database);
  const jobs = await startJobs(database);
  const { app, ctx } = await buildApp({ config, database, jobs, logger: false });
  await bootstrap(ctx, () => undefined);
  const login = await app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { email: config.adminEmail, password: ADMIN_PASSWORD },
  });
  const headers = { authorization: `Bearer ${login.json().accessToken}` };
  const close = async () => {
    await app.close();
    await jobs.stop();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { app, ctx, config, headers, close };
}
