// Sign-in and per-request authentication on embedded PGlite: what every API call pays.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/dist/src/app.js';
import { loadConfig } from '../apps/server/dist/src/config.js';
import { createPglite, fromPglite } from '../apps/server/dist/src/db/client.js';
import { migrate } from '../apps/server/dist/src/db/migrate.js';
import { startJobs } from '../apps/server/dist/src/plugins/jobs.js';
import { bootstrap } from '../apps/server/dist/src/modules/users/bootstrap.js';

async function timeIt(label, n, fn) {
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

export async function run() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'partproof-bench-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: 'bench-password',
    DEMO_DATA: '0',
    LOG_LEVEL: 'silent',
  });
  const database = fromPglite(createPglite());
  await migrate(database);
  const jobs = await startJobs(database);
  const { app, ctx } = await buildApp({ config, database, jobs, logger: false });
  await bootstrap(ctx, () => undefined);
  const login = () =>
    app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: config.adminEmail, password: 'bench-password' },
    });
  const token = (await login()).json().accessToken;
  const headers = { authorization: `Bearer ${token}` };
  for (let i = 0; i < 500; i++) {
    await app.inject({
      method: 'POST',
      url: '/api/user/registration',
      headers,
      payload: {
        firstName: 'Bench',
        lastName: `User ${i}`,
        email: `bench-${i}@example.com`,
        password: 'bench-password',
        role: 4,
      },
    });
  }
  const rows = [
    await timeIt('login (argon2id verify)', 20, login),
    await timeIt('checkAccessTokenAndGetUser', 200, () =>
      app.inject({
        method: 'POST',
        url: '/api/user/checkAccessTokenAndGetUser',
        headers,
        payload: {},
      }),
    ),
    await timeIt('user/getAll (501 users)', 50, () =>
      app.inject({ method: 'GET', url: '/api/user/getAll', headers }),
    ),
  ];
  await app.close();
  await jobs.stop();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
  return rows;
}
