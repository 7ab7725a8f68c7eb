/**
 * Backup CLI: `npm run backup -- --out <file>` (a .tar; .tar.gz or .tgz compresses it).
 * Reads the database of DATABASE_URL, else the PGlite under DATA_DIR, and DATA_DIR/files.
 * On PGlite the server must be stopped (PGlite allows one process); on PostgreSQL it may
 * run: the rows are read in one snapshot.
 */
import { parseArgs } from 'node:util';
import { createBackup } from '../backup/create-backup.js';
import { loadConfig } from '../config.js';
import { runCli, useInvocationDir } from './run-cli.js';
import { openDatabase } from '../db/client.js';

const usage = 'usage: npm run backup -- --out <file.tar | file.tar.gz>';

async function main(): Promise<number> {
  useInvocationDir();
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  if (!values.out) {
    console.error(usage);
    return 2;
  }
  const config = loadConfig();
  const database = openDatabase(config);
  try {
    const manifest = await createBackup({ database, dataDir: config.dataDir, out: values.out });
    const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    console.log(
      `Backup written to ${values.out}: ${rows} rows in ${manifest.tables.length} tables, ${manifest.files.length} files, migration ${manifest.migration.tag}.`,
    );
    for (const id of manifest.missingFiles)
      console.warn(`Warning: stored file ${id} is named in the database but missing on disk.`);
    return 0;
  } finally {
    await database.close();
  }
}

runCli(main);
