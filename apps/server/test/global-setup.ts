/**
 * Migrates one template database for the whole run (DESIGN.md §7): a PGlite data dir
 * dumped to a file, or a PostgreSQL database `partproof_tmpl_<random>`. The pg-boss
 * schema is installed into it as well, so no test file pays for that. It also chooses the
 * folder of the log scan (test/log-scan.ts), and after the run fails it if any log holds
 * an access token, reset secret or supply secret a test used.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createPglite, fromPglite, fromPostgres } from '../src/db/client.js';
import { prepareDatabase } from '../src/prepare-database.js';
import { startJobs } from '../src/plugins/jobs.js';
import { adminUrl, testEngine, withDatabase } from './engine.js';
import { scanLogs } from './log-scan.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string;
    /** A folder of this run, for files that tell each other what they found. */
    runDir: string;
  }
}

export default async function setup(project: TestProject) {
  const logScanDir = mkdtempSync(path.join(tmpdir(), 'partproof-logs-'));
  project.provide('logScanDir', logScanDir);
  const runDir = mkdtempSync(path.join(tmpdir(), 'partproof-run-'));
  project.provide('runDir', runDir);
  const dropTemplate = await setupTemplate(project);
  return async () => {
    await dropTemplate();
    rmSync(runDir, { recursive: true, force: true });
    const leaks = scanLogs(logScanDir);
    // The logs are kept when they leaked, for whoever fixes it.
    if (leaks.length === 0) rmSync(logScanDir, { recursive: true, force: true });
    if (leaks.length > 0) {
      // Vitest reports a teardown's error ("error during close") but still exits with 0:
      // the exit code is what fails the run.
      process.exitCode = 1;
      const where = leaks.map(({ secret, file }) => `${secret.slice(0, 6)}… in ${file}`);
      throw new Error(
        `The logs hold ${leaks.length} secret(s) the tests used (DESIGN.md §6):\n${where.join('\n')}`,
      );
    }
  };
}

async function setupTemplate(project: TestProject): Promise<() => void | Promise<void>> {
  if (testEngine() === 'pglite') {
    const pglite = createPglite();
    const database = fromPglite(pglite);
    await prepareDatabase(database);
    const jobs = await startJobs(database);
    await jobs.stop();
    const dump = await pglite.dumpDataDir('none');
    const dir = mkdtempSync(path.join(tmpdir(), 'partproof-tmpl-'));
    const file = path.join(dir, 'template.tar');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    await pglite.close();
    project.provide('pgliteTemplate', file);
    project.provide('postgresTemplate', '');
    return () => rmSync(dir, { recursive: true, force: true });
  }

  const name = `partproof_tmpl_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const database = fromPostgres(withDatabase(adminUrl(), name), 2);
  await prepareDatabase(database);
  const jobs = await startJobs(database);
  await jobs.stop();
  await database.close();
  project.provide('pgliteTemplate', '');
  project.provide('postgresTemplate', name);
  return async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  };
}
