/**
 * The BOM import figures of issue 19, each beside its limit from the same run on the same
 * bytes: the wizard's upload (POST /api/collectionProductMaterials/parseFile, the built app
 * listening in this process, over loopback HTTP) against papaparse parsing the whole CSV and exceljs's
 * streaming WorkbookReader reading the whole workbook; the peak resident memory above idle
 * of this process and of its children (the reader child) while a file parses; and the
 * longest the event loop was blocked meanwhile (perf_hooks.monitorEventLoopDelay).
 *
 *   npm run build && cd apps/server && npx tsx scripts/measure-parse-bom.ts [runs] [csv|xlsx]
 *
 * Runs the built app (dist/), on an embedded database in a scratch directory. Medians of
 * `runs` (default 5) are printed; the files are written to the same scratch directory.
 * With MEASURE_MARKS=1 each run's start and end are printed on the monotonic clock of a
 * `node --cpu-prof --import tsx` profile, to cut the run's samples out of it.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { writeLargeBomCsv, writeLargeBomXlsx } from '../test/fixtures/boms/large-boms.js';

const runs = Number(process.argv[2] ?? 5);
const only = process.argv[3];
/** The server package whose build is measured: this one, or MEASURE_SERVER (an older build). */
const SERVER = process.env.MEASURE_SERVER ?? path.resolve(import.meta.dirname, '..');
const built = <T>(file: string) =>
  import(pathToFileURL(path.join(SERVER, 'dist/src', file)).href) as Promise<T>;

const scratch = mkdtempSync(path.join(tmpdir(), 'measure-parse-bom-'));
const MB = 1024 * 1024;

/**
 * Resident memory sampled every 10 ms from a worker thread, so samples go on while the main
 * thread is busy: this process (process.memoryUsage.rss counts all its threads) and, apart,
 * every process below it (Linux /proc).
 */
const SAMPLER = `
const { parentPort } = require('node:worker_threads');
const { readFileSync, readdirSync } = require('node:fs');
const read = (file) => { try { return readFileSync(file, 'utf8'); } catch { return ''; } };
const rss = (pid) => Number(/VmRSS:\\s+(\\d+) kB/.exec(read('/proc/' + pid + '/status'))?.[1] ?? 0) * 1024;
const children = (pid) => {
  let tasks = [];
  try { tasks = readdirSync('/proc/' + pid + '/task'); } catch {}
  return tasks.flatMap((t) => read('/proc/' + pid + '/task/' + t + '/children').split(' ').filter((s) => s.trim()).map(Number));
};
const below = (pid) => {
  let total = 0;
  const pending = children(pid);
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    total += rss(next);
    pending.push(...children(next));
  }
  return total;
};
let peak = { self: 0, children: 0, total: 0 };
const sample = () => {
  const self = process.memoryUsage.rss();
  const kids = below(process.pid);
  peak = { self: Math.max(peak.self, self), children: Math.max(peak.children, kids), total: Math.max(peak.total, self + kids) };
  return { self, children: kids };
};
setInterval(sample, 10);
parentPort.on('message', (message) => {
  if (message === 'now') parentPort.postMessage(sample());
  if (message === 'reset') { peak = { self: 0, children: 0, total: 0 }; parentPort.postMessage(sample()); }
  if (message === 'peak') { sample(); parentPort.postMessage(peak); }
});
`;
const sampler = new Worker(SAMPLER, { eval: true });
type Memory = { self: number; children: number; total?: number };
const ask = (message: 'now' | 'reset' | 'peak') =>
  new Promise<Memory>((resolve) => {
    sampler.once('message', resolve);
    sampler.postMessage(message);
  });

interface Figure {
  ms: number;
  /** Peaks above the idle figures taken just before, in MB. */
  selfMb?: number;
  childrenMb?: number;
  totalMb?: number;
  loopMaxMs?: number;
}

/**
 * A run's work; what it returns is checked after the figures are taken, so that the client's
 * own reading of the answer (a JSON.parse of ~20 MB) is not counted as the server's time or
 * as the server blocking its event loop.
 */
type Work = () => Promise<void | (() => void | Promise<void>)>;

async function measure(work: Work): Promise<Figure> {
  (globalThis as { gc?: () => void }).gc?.();
  const idle = await ask('reset');
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const start = performance.now();
  // For a profile (node --cpu-prof): its samples between these clock readings are the run's.
  if (process.env.MEASURE_MARKS) console.log(`mark start ${process.hrtime.bigint() / 1000n}`);
  const check = await work();
  if (process.env.MEASURE_MARKS) console.log(`mark end ${process.hrtime.bigint() / 1000n}`);
  const ms = performance.now() - start;
  loop.disable();
  const peak = await ask('peak');
  await check?.();
  return {
    ms,
    selfMb: (peak.self - idle.self) / MB,
    childrenMb: peak.children / MB,
    totalMb: (peak.total! - idle.self - idle.children) / MB,
    loopMaxMs: loop.max / 1e6,
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

function report(label: string, figures: Figure[]): number {
  const m = (key: keyof Figure) => {
    const values = figures.map((f) => f[key]).filter((v): v is number => v !== undefined);
    return values.length ? median(values) : NaN;
  };
  const ms = m('ms');
  const all = figures.map((f) => Math.round(f.ms)).join(', ');
  const memory = Number.isNaN(m('totalMb'))
    ? ''
    : `; memory above idle: this process +${m('selfMb').toFixed(0)} MB, children ` +
      `${m('childrenMb').toFixed(0)} MB, together +${m('totalMb').toFixed(0)} MB; ` +
      `event loop blocked at most ${m('loopMaxMs').toFixed(0)} ms`;
  console.log(`${label}: median ${ms.toFixed(0)} ms (${all})${memory}`);
  return ms;
}

async function repeat(work: Work, withMemory = true): Promise<Figure[]> {
  const figures: Figure[] = [];
  for (let i = 0; i < runs; i++) {
    const figure = await measure(work);
    figures.push(withMemory ? figure : { ms: figure.ms });
  }
  return figures;
}

function multipart(fileName: string, bytes: Buffer) {
  const boundary = '----measure-parse-bom';
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  };
}

async function main(): Promise<void> {
  const csvFile = path.join(scratch, 'large.csv');
  const xlsxFile = path.join(scratch, 'large.xlsx');
  await writeLargeBomCsv(csvFile);
  await writeLargeBomXlsx(xlsxFile);
  const csv = readFileSync(csvFile);
  const xlsx = readFileSync(xlsxFile);
  console.log(
    `files: CSV ${(csv.length / MB).toFixed(2)} MB, xlsx ${(xlsx.length / MB).toFixed(2)} MB; ` +
      `${runs} runs each; node ${process.version}`,
  );

  const { loadConfig } = await built<typeof import('../src/config.js')>('config.js');
  const { openDatabase } = await built<typeof import('../src/db/client.js')>('db/client.js');
  const { prepareDatabase } =
    await built<typeof import('../src/prepare-database.js')>('prepare-database.js');
  const { startJobs } = await built<typeof import('../src/plugins/jobs.js')>('plugins/jobs.js');
  const { buildApp } = await built<typeof import('../src/app.js')>('app.js');
  const { bootstrap } = await built<typeof import('../src/modules/users/bootstrap.js')>(
    'modules/users/bootstrap.js',
  );
  const { files } = await built<typeof import('../src/db/schema/index.js')>('db/schema/index.js');
  const dataDir = path.join(scratch, 'data');
  mkdirSync(dataDir);
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: 'measure-parse-bom-secret-long-enough-for-hs256',
    ADMIN_EMAIL: 'admin@example.com',
    ADMIN_PASSWORD: 'measure-parse-bom-password',
    DEMO_DATA: '0',
    LOG_LEVEL: 'warn',
  });
  const database = openDatabase(config);
  await prepareDatabase(database);
  const jobs = await startJobs(database);
  const { app, ctx } = await buildApp({ config, database, jobs, logger: false });
  await bootstrap(ctx, () => {});
  const login = await app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { email: config.adminEmail, password: config.adminPassword },
  });
  const { accessToken } = login.json<{ accessToken: string }>();
  // Over loopback HTTP as a browser sends it, not app.inject: inject turns the answer into a
  // string on this thread, work a real socket never asks of the server.
  const origin = await app.listen({ host: '127.0.0.1', port: 0 });
  const post = (body: ReturnType<typeof multipart>) =>
    new Promise<{ statusCode: number; chunks: Buffer[] }>((resolve, reject) => {
      const request = http.request(`${origin}/api/collectionProductMaterials/parseFile`, {
        method: 'POST',
        headers: { authorization: `Bearer ${accessToken}`, ...body.headers },
      });
      request.on('error', reject);
      request.on('response', (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ statusCode: response.statusCode ?? 0, chunks }));
        response.on('error', reject);
      });
      request.end(body.payload);
    });
  /** One upload; the answer is read and checked after the run's figures (see Work). */
  const upload = (fileName: string, bytes: Buffer, expected: number): Work => {
    const body = multipart(fileName, bytes);
    return async () => {
      const response = await post(body);
      return async () => {
        const text = Buffer.concat(response.chunks).toString('utf8');
        if (response.statusCode !== 200) throw new Error(`${response.statusCode}: ${text}`);
        const { materials } = JSON.parse(text) as { materials: unknown[] };
        if (materials.length !== expected) throw new Error(`${materials.length} materials`);
        // The daily upload quota would stop the runs: stored uploads are forgotten.
        await ctx.db.delete(files);
      };
    };
  };
  // Warm: the route's modules loaded, the first child started once.
  await (
    await upload('warm.csv', Buffer.from('Designator,MPN\nR1,RC0603\n'), 1)()
  )?.();

  if (only !== 'xlsx') {
    const papa = report(
      'papaparse, whole CSV',
      await repeat(async () => {
        // Told the delimiter: its own guess parses far slower, so this is the stricter limit.
        Papa.parse(csv.toString('utf8'), { delimiter: ',' });
      }, false),
    );
    const ours = report('parseFile, CSV', await repeat(upload('large.csv', csv, 94_000)));
    console.log(`  → parseFile / papaparse = ${(ours / papa).toFixed(2)}× (limit 2×)`);
  }
  if (only !== 'csv') {
    const exceljs = report(
      'exceljs streaming WorkbookReader, whole workbook',
      await repeat(async () => {
        const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([xlsx]), {});
        let cells = 0;
        for await (const sheet of reader) {
          for await (const row of sheet) cells += (row.values as unknown[]).length;
        }
        if (cells < 120_000) throw new Error(`exceljs read ${cells} cells`);
      }, false),
    );
    const ours = report('parseFile, xlsx', await repeat(upload('large.xlsx', xlsx, 120_000)));
    console.log(`  → parseFile / exceljs streaming = ${(ours / exceljs).toFixed(2)}× (limit 2×)`);
  }
  await app.close();
  await jobs.stop();
  await database.close();
}

try {
  await main();
} finally {
  await sampler.terminate();
  rmSync(scratch, { recursive: true, force: true });
}
