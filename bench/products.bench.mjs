// Products with a 2,000-component BOM on embedded PGlite: the wizard's create, opening the
// product, the list and the BOM workbook download (issue: products, "opens and pages smoothly").
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/dist/src/app.js';
import { loadConfig } from '../apps/server/dist/src/config.js';
import { createPglite, fromPglite } from '../apps/server/dist/src/db/client.js';
import { migrate } from '../apps/server/dist/src/db/migrate.js';
import { startJobs } from '../apps/server/dist/src/plugins/jobs.js';
import { bootstrap } from '../apps/server/dist/src/modules/users/bootstrap.js';

const COMPONENTS = 2000;

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

/** A wizard payload shaped like a real BOM: alternatives share internal references. */
function payload(i) {
  return {
    name: `Bench board ${i}`,
    type: [{ id: null, title: 'IT equipment' }],
    standards: [{ id: null, title: 'IEC 62368-1' }],
    markets: [
      { id: null, title: 'EU' },
      { id: null, title: 'US' },
    ],
    developmentStatus: { id: null, title: 'Prototype' },
    manufacturer: 'Bench Electronics',
    customer: 'Bench Customer',
    collectionProductMaterials: 'bench-bom.xlsx',
    materials: Array.from({ length: COMPONENTS }, (_, c) => ({
      internalReference: `IPN-${Math.floor(c / 2)}`,
      designator: [`R${c + 1}`, `R${c + 1 + COMPONENTS}`],
      componentName: `RC0603FR-07${c}KL`,
      type: c % 3 ? 'Resistor' : 'Capacitor',
      manufacturer: c % 2 ? 'Yageo' : 'Murata',
      critical: c % 5 === 0,
      quantity: 2,
    })),
  };
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
  const login = await app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { email: config.adminEmail, password: 'bench-password' },
  });
  const headers = { authorization: `Bearer ${login.json().accessToken}` };
  const ids = [];
  const save = async (i) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/product/save',
      headers,
      payload: payload(i),
    });
    if (res.statusCode !== 201) throw new Error(`product/save: ${res.statusCode} ${res.body}`);
    ids.push(res.json().id);
  };
  const ok = (res, what) => {
    if (res.statusCode !== 200)
      throw new Error(`${what}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    return res;
  };
  const rows = [await timeIt(`product/save (${COMPONENTS} components)`, 10, save)];
  const id = ids[0];
  rows.push(
    await timeIt(`product/get (${COMPONENTS} components)`, 30, async () => {
      const res = ok(
        await app.inject({ method: 'POST', url: '/api/product/get', headers, payload: { id } }),
        'get',
      );
      if (res.json().materials.length !== COMPONENTS)
        throw new Error('product/get lost components');
    }),
    await timeIt(`product/getAll (${ids.length} products)`, 50, async () =>
      ok(
        await app.inject({ method: 'POST', url: '/api/product/getAll', headers, payload: {} }),
        'getAll',
      ),
    ),
    await timeIt(`downloadCSV (${COMPONENTS}-row xlsx)`, 10, async () =>
      ok(
        await app.inject({ method: 'GET', url: `/api/product/downloadCSV/${id}`, headers }),
        'downloadCSV',
      ),
    ),
  );
  await app.close();
  await jobs.stop();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
  return rows;
}
