/**
 * Builds the real app on a private copy of the migrated template database, with its
 * own DATA_DIR. Use one per test file: `const t = await buildTestApp(); afterAll(t.close)`.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { DestinationStream } from 'pino';
import { inject } from 'vitest';
import { buildApp } from '../src/app.js';
import type { App } from '../src/lib/route.js';
import { loadConfig, type Config } from '../src/config.js';
import type { Ctx } from '../src/context.js';
import { fromPglite, fromPostgres, type Database, type DatabaseOptions } from '../src/db/client.js';
import { createFetchDeclarations } from '../src/jobs/fetch-declarations.js';
import { createScrape } from '../src/jobs/scrape.js';
import { createSearchDatabase } from '../src/jobs/search-database.js';
import { createSendMail } from '../src/jobs/send-mail.js';
import { QUEUES, startJobs } from '../src/plugins/jobs.js';
import { adminUrl, testEngine, withDatabase } from './engine.js';
import { leasePglite } from './pglite-lease.js';
import { noteInjections, scannedLog } from './log-scan.js';

export interface TestApp {
  app: App;
  ctx: Ctx;
  database: Database;
  config: Config;
  /** Starts the send-mail worker (only the mail tests need it). */
  startMailWorker: () => Promise<void>;
  /** Starts the search-database and scrape workers, polling at pg-boss's fastest. */
  startSearchWorkers: () => Promise<void>;
  /**
   * The SQL statements the app sends through Drizzle while `work` runs (pg-boss's own are
   * not among them). Run nothing else meanwhile: every statement of the app counts.
   */
  statementsDuring: (work: () => Promise<unknown>) => Promise<string[]>;
  close: () => Promise<void>;
}

/** The run's migrated PGlite template, read once per test worker. */
let template: Blob | undefined;

async function createTestDatabase(
  options: DatabaseOptions,
): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (testEngine() === 'pglite') {
    template ??= new Blob([readFileSync(inject('pgliteTemplate'))]);
    const database = fromPglite(await leasePglite(template), options);
    return { database, drop: () => Promise.resolve() };
  }
  const name = `partproof_test_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`);
  } finally {
    await admin.end();
  }
  const database = fromPostgres(withDatabase(adminUrl(), name), 4, options);
  return {
    database,
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl() });
      await c.connect();
      // pg's pool.end() resolves before its sockets are closed; a forced drop meanwhile
      // sends those closing clients a FATAL error nobody listens to any more (an unhandled
      // error in vitest). Wait briefly for the sessions to go, then force the rest.
      for (let i = 0; i < 100; i++) {
        const { rows } = await c.query<{ n: number }>(
          'select count(*)::int as n from pg_stat_activity where datname = $1',
          [name],
        );
        if (!rows[0]?.n) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export interface TestAppOptions {
  /** Log lines (JSON, one per write) go here as well as to the scanned log. */
  logStream?: DestinationStream;
}

export async function buildTestApp(
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'partproof-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256',
    PUBLIC_URL: 'http://partproof.test',
    ADMIN_EMAIL: 'admin@example.com',
    ADMIN_PASSWORD: 'admin-password',
    DEMO_DATA: '0',
    // Logged as in production, into the log the run scans for secrets (test/log-scan.ts).
    LOG_LEVEL: 'info',
    ...env,
  });
  let recording: string[] | null = null;
  const { database, drop } = await createTestDatabase({
    logger: { logQuery: (query) => recording?.push(query) },
  });
  const jobs = await startJobs(database);
  const scanned = scannedLog();
  const { logStream: own } = options;
  const logStream: DestinationStream = own
    ? {
        write: (line: string) => {
          scanned.write(line);
          own.write(line);
        },
      }
    : scanned;
  const { app, ctx } = await buildApp({ config, database, jobs, logStream });
  noteInjections(app);
  return {
    app,
    ctx,
    database,
    config,
    startMailWorker: () => jobs.work(QUEUES.sendMail, createSendMail(ctx)),
    startSearchWorkers: async () => {
      const fast = { pollingIntervalSeconds: 0.5 };
      await jobs.work(QUEUES.searchDatabase, createSearchDatabase(ctx), fast);
      await jobs.work(QUEUES.scrape, createScrape(ctx), fast);
      await jobs.work(QUEUES.fetchDeclarations, createFetchDeclarations(ctx), fast);
    },
    statementsDuring: async (work) => {
      const statements: string[] = [];
      recording = statements;
      try {
        await work();
      } finally {
        recording = null;
      }
      return statements;
    },
    close: async () => {
      await app.close();
      await jobs.stop();
      await database.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
