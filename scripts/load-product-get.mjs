// Loads product/get and getAll on the built server (issue 19): starts apps/server/dist on a fresh
// data dir (PGlite) or a throwaway PostgreSQL database (--pg), creates a 200- and a
// 2,000-component product and ~200 small ones, times one user alone (median of 5) and then
// 50 connections for 10 s per call, and prints one JSON line per figure.
//
//   node scripts/load-product-get.mjs [--pg] [--profile=DIR] [--only=get200,get2000,getAll]
//        [--connections=50] [--duration=10] [--encoding=br|gzip] [--root=DIR]
//
// --profile starts the server under `node --cpu-prof` (the .cpuprofile lands in DIR on exit);
// --encoding sends that Accept-Encoding (a browser sends one; autocannon by default none);
// --root runs the apps/server/dist of another checkout (an earlier build, to compare).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

const { fetch } = globalThis;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = Object.fromEntries(
  process.argv.slice(2).map((arg) => {
    const [key, value] = arg.replace(/^--/, '').split('=');
    return [key, value ?? 'true'];
  }),
);
const only = args.only ? args.only.split(',') : ['get200', 'get2000', 'getAll'];
const connections = Number(args.connections ?? 50);
const duration = Number(args.duration ?? 10);
const PASSWORD = 'load-password';
const ADMIN = 'admin@example.com';
const PG_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

function product(name, components) {
  return {
    name,
    type: [{ id: null, title: 'IT equipment' }],
    standards: [{ id: null, title: 'IEC 62368-1' }],
    markets: [{ id: null, title: 'EU' }],
    developmentStatus: { id: null, title: 'Prototype' },
    manufacturer: 'Load Electronics',
    customer: 'Load Customer',
    collectionProductMaterials: 'load-bom.xlsx',
    materials: Array.from({ length: components }, (_, c) => ({
      internalReference: `IPN-${Math.floor(c / 2)}`,
      designator: [`R${c + 1}`, `R${c + 1 + components}`],
      componentName: `RC0603FR-07${c}KL`,
      type: c % 3 ? 'Resistor' : 'Capacitor',
      manufacturer: c % 2 ? 'Yageo' : 'Murata',
      critical: c % 5 === 0,
      quantity: 2,
    })),
  };
}

/** The server's CPU time so far (ms): less noisy than wall time on a shared machine. */
const cpuMs = (pid) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10; // utime + stime, in 1/100 s
};
/** Waits until the server has finished what the last case left (timed-out requests). */
async function untilIdle(pid) {
  for (let i = 0; i < 60; i++) {
    const before = cpuMs(pid);
    await sleep(500);
    if (cpuMs(pid) - before < 50) return;
  }
}
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const percentile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? null;
};

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'partproof-load-'));
  const port = await freePort();
  let dbName;
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    ADMIN_PASSWORD: PASSWORD,
    ADMIN_EMAIL: ADMIN,
    DEMO_DATA: '0',
    LOG_LEVEL: 'warn',
  };
  if (args.pg) {
    dbName = `partproof_load_${process.pid}`;
    const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();
    env.DATABASE_URL = PG_ADMIN_URL.replace(/\/postgres$/, `/${dbName}`);
  }
  const nodeArgs = args.profile ? ['--cpu-prof', `--cpu-prof-dir=${args.profile}`] : [];
  const entry = path.join(args.root ?? root, 'apps/server/dist/src/server.js');
  const server = spawn(process.execPath, [...nodeArgs, entry], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  await new Promise((resolve, reject) => {
    server.stdout.on('data', (chunk) => {
      if (String(chunk).includes('is running at')) resolve();
    });
    server.once('exit', (code) => reject(new Error(`server exited (${code})`)));
  });
  const base = `http://127.0.0.1:${port}`;
  const post = async (url, body, headers = {}) => {
    const res = await fetch(base + url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${url}: ${res.status} ${text.slice(0, 200)}`);
    return JSON.parse(text);
  };

  try {
    const { accessToken } = await post('/api/user/login', { email: ADMIN, password: PASSWORD });
    const auth = { authorization: `Bearer ${accessToken}` };
    const small = await post('/api/product/save', product('Load board 200', 200), auth);
    const large = await post('/api/product/save', product('Load board 2000', 2000), auth);
    for (let i = 0; i < 201; i++) await post('/api/product/save', product(`Load ${i}`, 3), auth);

    const cases = {
      get200: { url: '/api/product/get', body: { id: small.id } },
      get2000: { url: '/api/product/get', body: { id: large.id } },
      getAll: { url: '/api/product/getAll', body: {} },
    };
    const headers = { ...auth, 'content-type': 'application/json' };
    // Explicit, else fetch() would ask for gzip while autocannon asks for nothing.
    headers['accept-encoding'] = args.encoding ?? 'identity';
    for (const name of only) {
      await untilIdle(server.pid);
      const { url, body } = cases[name];
      const alone = [];
      let bytes = 0;
      for (let i = 0; i < 6; i++) {
        const start = performance.now();
        const res = await fetch(base + url, {
          method: 'POST',
          headers,
          body: JSON.stringify(body),
        });
        bytes = (await res.arrayBuffer()).byteLength;
        if (i > 0) alone.push(performance.now() - start); // the first warms the caches
      }
      const latencies = [];
      const cpuBefore = cpuMs(server.pid);
      const instance = autocannon({
        url: base + url,
        method: 'POST',
        headers,
        body: JSON.stringify(body),
        connections,
        duration,
      });
      instance.on('response', (_client, _status, _bytes, responseTime) =>
        latencies.push(responseTime),
      );
      const result = await instance;
      const cpuPerRequest = (cpuMs(server.pid) - cpuBefore) / Math.max(1, result.requests.total);
      console.log(
        JSON.stringify({
          engine: args.pg ? 'postgres' : 'pglite',
          case: name,
          encoding: args.encoding ?? 'identity',
          'JSON bytes': bytes,
          'alone ms (median of 5)': Number(median(alone).toFixed(1)),
          'load req/s': Number((result.requests.total / duration).toFixed(1)),
          'load p50 ms': percentile(latencies, 0.5),
          'load p95 ms': percentile(latencies, 0.95),
          'server CPU ms/req': Number(cpuPerRequest.toFixed(1)),
          timeouts: result.timeouts,
          errors: result.errors,
          non2xx: result.non2xx,
        }),
      );
    }
  } finally {
    server.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
    if (dbName) {
      const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
      await admin.connect();
      await admin.query(`drop database if exists ${dbName} with (force)`);
      await admin.end();
    }
  }
}

await main();
