// `make bench`, server part: every server figure of issue 19 against the built server as a
// real HTTP process, once on embedded PGlite and once on PostgreSQL (127.0.0.1:5432, a
// throwaway database), each beside a limit measured in this run. Writes bench/out/server.json;
// bench/report.mjs prints it with the browser figures as one table. Benchmarks measure, they
// never fail a build: a figure that fails prints its error in its row.
// BENCH_QUICK=1: smaller data and shorter load, a smoke test of a few minutes.
// BENCH_ENGINES=pglite or =postgres: one engine only.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ENGINE_NAMES, failedRow, format } from './budgets.mjs';
import { writeCsv, writeXlsx } from './bom-files.mjs';
import { parseFigures } from './figures-parse.mjs';
import { readFigures } from './figures-read.mjs';
import { searchFigures } from './figures-search.mjs';
import { signIn } from './http-client.mjs';
import { throwawayDatabase } from './postgres.mjs';
import { seed } from './seed.mjs';
import { ADMIN, startServer } from './server-process.mjs';

const QUICK = process.env.BENCH_QUICK === '1';
const ENGINES = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',');

/** Issue 19's sizes; the quick mode keeps the shapes and shrinks what takes long. */
const PLAN = QUICK
  ? {
      sizes: {
        measured: { small: 200, medium: 2000, large: 2000 },
        listed: 40,
        listedComponents: 10,
      },
      load: {
        connections: 50,
        seconds: 2,
        warmups: 3,
        samples: 5,
        pageRequests: 20,
        screenRequests: 10,
      },
      csvLines: 9_320,
      xlsxLines: 12_000,
      cdocs: 50_000,
    }
  : {
      sizes: {
        measured: { small: 200, medium: 2000, large: 20_000 },
        listed: 200,
        listedComponents: 10,
      },
      load: {
        connections: 50,
        seconds: 10,
        warmups: 3,
        samples: 5,
        pageRequests: 50,
        screenRequests: 20,
      },
      csvLines: 93_200,
      xlsxLines: 120_000,
      cdocs: 1_000_000,
    };

const outDir = new URL('./out/', import.meta.url).pathname;
const log = (text) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${text}`);

/** Runs a stage; a failure becomes one row naming the stage, and the run goes on. */
async function stage(rows, meta, fn) {
  try {
    rows.push(...(await fn()));
  } catch (err) {
    console.error(err);
    rows.push(failedRow(meta, err));
  }
}

async function readAndParse(engine, databaseUrl, files) {
  const rows = [];
  const server = await startServer({ databaseUrl });
  try {
    const headers = await signIn(server.baseUrl, ADMIN);
    let data;
    await stage(rows, { key: 'seed', engine, figure: 'seeding the products' }, async () => {
      const started = Date.now();
      data = await seed(server.baseUrl, headers, PLAN.sizes);
      log(
        `${ENGINE_NAMES[engine]}: ${data.products} products, ${format.int(data.materials)} materials saved in ${format.ms(Date.now() - started)}`,
      );
      return [];
    });
    if (data) {
      const counts = { ...PLAN.sizes.measured, products: data.products, materials: data.materials };
      rows.push(
        ...(await readFigures({
          baseUrl: server.baseUrl,
          pid: server.pid,
          headers,
          engine,
          ids: data.ids,
          counts,
          settings: PLAN.load,
        })),
      );
      log(`${ENGINE_NAMES[engine]}: read figures done`);
    }
    rows.push(
      ...(await parseFigures({ baseUrl: server.baseUrl, headers, engine, pid: server.pid, files })),
    );
    log(`${ENGINE_NAMES[engine]}: parseFile figures done`);
  } finally {
    await server.stop();
  }
  return rows;
}

async function main() {
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const rows = [];
  const skipped = [];
  const tmp = mkdtempSync(path.join(tmpdir(), 'partproof-bench-files-'));
  try {
    log(
      `writing the BOM files (${format.int(PLAN.csvLines)}-line CSV, ${format.int(PLAN.xlsxLines)}-line xlsx)`,
    );
    const csv = writeCsv(tmp, PLAN.csvLines);
    writeFileSync(csv.file, csv.bytes);
    const csvWarmup = writeCsv(tmp, 100);
    writeFileSync(csvWarmup.file, csvWarmup.bytes);
    const files = {
      csv,
      csvWarmup,
      xlsx: await writeXlsx(tmp, PLAN.xlsxLines),
      xlsxWarmup: await writeXlsx(tmp, 100),
    };

    for (const engine of ENGINES) {
      const name = ENGINE_NAMES[engine];
      let database = { url: undefined, drop: async () => {} };
      if (engine === 'postgres') {
        database = await throwawayDatabase();
        if (!database.url) {
          log(`PostgreSQL does not answer (${database.reason}): skipping its figures`);
          skipped.push({ engine: name, reason: database.reason });
          continue;
        }
      }
      log(`${name}: server figures`);
      try {
        await stage(rows, { key: 'server', engine, figure: 'the server run' }, () =>
          readAndParse(engine, database.url, files),
        );
      } finally {
        await database.drop();
      }

      log(`${name}: Search database over ${format.int(PLAN.cdocs)} cdocs`);
      const searchDatabase =
        engine === 'postgres' ? await throwawayDatabase('_search') : { drop: async () => {} };
      try {
        await stage(rows, { key: 'search.total', engine, figure: 'Search database' }, () =>
          searchFigures({ engine, databaseUrl: searchDatabase.url, cdocs: PLAN.cdocs }),
        );
      } finally {
        await searchDatabase.drop();
      }
    }
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
  writeFileSync(
    path.join(outDir, 'server.json'),
    JSON.stringify({ quick: QUICK, plan: PLAN, skipped, rows }, null, 2),
  );
  log(`${rows.length} server figures written to bench/out/server.json`);
}

await main();
process.exit(0);
