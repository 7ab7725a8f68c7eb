/**
 * Restore CLI: `npm run restore -- <file> [--force]`. Writes into the database of
 * DATABASE_URL, else the PGlite under DATA_DIR, and into DATA_DIR/files. Stop every
 * PartProof process first. Without --force it refuses a database or DATA_DIR in use.
 */
import { parseArgs } from 'node:util';
import { restoreBackup } from '../backup/restore-backup.js';
import { loadConfig } from '../config.js';
import { runCli, useInvocationDir } from './run-cli.js';
import { openDatabase } from '../db/client.js';

const usage = 'usage: npm run restore -- <backup file> [--force]';

async function main(): Promise<number> {
  useInvocationDir();
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { force: { type: 'boolean', default: false } },
  });
  const [file] = positionals;
  if (!file || positionals.length > 1) {
    console.error(usage);
    return 2;
  }
  const config = loadConfig();
  const database = openDatabase(config);
  try {
    const manifest = await restoreBackup({
      database,
      dataDir: config.dataDir,
      file,
      force: values.force,
    });
    const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    console.log(
      `Restored ${file} (taken ${manifest.createdAt}): ${rows} rows in ${manifest.tables.length} tables, ${manifest.files.length} files.`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

runCli(main);
