/**
 * `npm run restore -- <file> [--force]`: puts a backup (manifest.ts) into the database of
 * DATABASE_URL or DATA_DIR and its files into DATA_DIR/files. All or nothing: the archive is
 * unpacked and every checksum checked first; then ONE transaction replaces PartProof's
 * schema, migrates it to the backup's level, inserts the rows parents first and sets the
 * sequences; only after it commits do the files move into place (a rename). Finally the
 * schema is brought up to this version, as a server start would, for an older backup.
 */
import { createReadStream, existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client.js';
import { prepareDatabase } from '../prepare-database.js';
import {
  appTables,
  rowsOf,
  shippedMigrations,
  type MigrationLevel,
  type TableInfo,
} from './catalog.js';
import {
  isBackupEntryName,
  JWT_SECRET_ENTRY,
  MANIFEST,
  parseManifest,
  tableEntry,
  type Manifest,
} from './manifest.js';
import { storedFiles } from './stored-files.js';
import { extractTar } from './tar.js';

/** Tables the migrations themselves fill: rows there do not make a database "in use". */
const SEEDED_TABLES = new Set(['lookups', 'manufacturer_key_version']);
/** Rows per INSERT, and the most JSON one INSERT carries. */
const BATCH_ROWS = 1000;
const BATCH_CHARS = 4 * 1024 * 1024;

export async function restoreBackup(options: {
  database: Database;
  dataDir: string;
  file: string;
  force: boolean;
}): Promise<Manifest> {
  const { database, dataDir } = options;
  await mkdir(dataDir, { recursive: true });
  // Inside DATA_DIR: the files then move into place by rename, on the same file system.
  const staging = await mkdtemp(path.join(dataDir, '.restore-'));
  try {
    const manifest = await unpack(options.file, staging);
    const migrations = migrationsUpTo(manifest.migration);
    if (!options.force) await assertEmpty(database.db, dataDir);

    await database.db.transaction(async (tx) => {
      await dropPartProofSchema(tx);
      // drizzle's own bookkeeping, so that later starts migrate on from the backup's level.
      await tx.execute(sql`create schema if not exists drizzle`);
      await tx.execute(
        sql`create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)`,
      );
      for (const migration of migrations) {
        for (const statement of migration.sql)
          if (statement.trim()) await tx.execute(sql.raw(statement));
        await tx.execute(
          sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${migration.hash}, ${migration.folderMillis})`,
        );
      }
      const tables = await appTables(tx);
      const listed = new Map(manifest.tables.map((entry) => [entry.table, entry]));
      const names = tables.map((table) => table.name);
      if (names.length !== listed.size || names.some((name) => !listed.has(name)))
        throw new Error(
          `The backup's tables (${[...listed.keys()].join(', ')}) are not those of migration ${manifest.migration.tag} (${names.join(', ')}).`,
        );
      // The migrations seed some rows; the backup has them (as they were) too.
      await tx.execute(
        sql`truncate table ${sql.join(
          names.map((name) => sql.identifier(name)),
          sql`, `,
        )}`,
      );
      for (const table of tables) {
        const rows = await insertRows(tx, table, path.join(staging, tableEntry(table.name)));
        const expected = listed.get(table.name)?.rows;
        if (rows !== expected)
          throw new Error(`${table.name}: ${rows} rows read, the manifest says ${expected}`);
        await resetSequences(tx, table);
      }
    });

    await moveFilesIntoPlace(staging, dataDir);
    await prepareDatabase(database);
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** Unpacks the archive and checks it against its manifest: every entry, size and checksum. */
async function unpack(file: string, staging: string): Promise<Manifest> {
  const entries = await extractTar(file, staging, isBackupEntryName);
  const byName = new Map(entries.map((entry) => [entry.name, entry]));
  const manifestFile = byName.get(MANIFEST)?.file;
  if (!manifestFile) throw new Error('The backup has no manifest.json: not a PartProof backup.');
  const manifest = parseManifest(await readFile(manifestFile, 'utf8'));
  const listed = [...manifest.tables, ...manifest.files, ...manifest.secrets];
  for (const expected of listed) {
    const found = byName.get(expected.name);
    if (!found) throw new Error(`The backup is incomplete: ${expected.name} is missing.`);
    if (found.size !== expected.size || found.sha256 !== expected.sha256)
      throw new Error(`The backup is damaged: ${expected.name} does not match its checksum.`);
  }
  if (entries.length !== listed.length + 1)
    throw new Error('The backup holds entries its manifest does not list.');
  return manifest;
}

/** This version's migrations up to the backup's level; refuses a backup of a newer one. */
function migrationsUpTo(level: MigrationLevel) {
  const shipped = shippedMigrations();
  const newest = shipped.at(-1);
  if (newest && level.when > newest.folderMillis)
    throw new Error(
      `The backup was made at migration ${level.tag}, newer than this version of PartProof (${newest.tag}): restore it with the version that made it, or a later one.`,
    );
  const index = shipped.findIndex((migration) => migration.folderMillis === level.when);
  if (index < 0 || index + 1 !== level.count)
    throw new Error(
      `The backup was made at migration ${level.tag}, which this version does not know.`,
    );
  return shipped.slice(0, index + 1);
}

async function assertEmpty(db: Db, dataDir: string): Promise<void> {
  for (const table of await appTables(db)) {
    if (SEEDED_TABLES.has(table.name)) continue;
    const [row] = await rowsOf<{ used: boolean }>(
      db,
      sql`select exists (select 1 from ${sql.identifier(table.name)}) as used`,
    );
    if (row?.used)
      throw new Error(
        `The target database is in use (${table.name} has rows). Restore into an empty one, or pass --force to replace everything in it.`,
      );
  }
  if ((await storedFiles(path.join(dataDir, 'files'))).length)
    throw new Error(
      `${path.join(dataDir, 'files')} holds files. Restore into an empty DATA_DIR, or pass --force to replace them.`,
    );
}

/**
 * Everything PartProof keeps in the database: its tables (schema public), drizzle's record
 * of the migrations, and pg-boss's queue, whose jobs would name rows that no longer exist.
 */
async function dropPartProofSchema(db: Db): Promise<void> {
  const tables = await rowsOf<{ name: string }>(
    db,
    sql`select tablename as name from pg_tables where schemaname = 'public'`,
  );
  for (const { name } of tables)
    await db.execute(sql`drop table if exists ${sql.identifier(name)} cascade`);
  await db.execute(sql`drop schema if exists drizzle cascade`);
  await db.execute(sql`drop schema if exists pgboss cascade`);
}

/** The table's JSONL file, inserted in batches through json_populate_recordset. */
async function insertRows(db: Db, table: TableInfo, file: string): Promise<number> {
  const columns = sql.join(
    table.columns
      .filter((column) => !column.generated)
      .map((column) => sql.identifier(column.name)),
    sql`, `,
  );
  const insert = (rows: string[]) =>
    db.execute(
      sql`insert into ${sql.identifier(table.name)} (${columns}) select ${columns} from json_populate_recordset(null::${sql.identifier(table.name)}, cast(${`[${rows.join(',')}]`} as json))`,
    );
  const flush = async (rows: string[]) => {
    try {
      await insert(rows);
    } catch (err) {
      // The driver's message repeats the whole batch; the database's reason is enough.
      const reason = err instanceof Error && err.cause instanceof Error ? err.cause : err;
      throw new Error(`Restoring ${table.name} failed: ${String((reason as Error).message)}`, {
        cause: err,
      });
    }
  };
  let batch: string[] = [];
  let chars = 0;
  let count = 0;
  for await (const line of createInterface({
    input: createReadStream(file),
    crlfDelay: Infinity,
  })) {
    if (!line) continue;
    batch.push(line);
    chars += line.length;
    count += 1;
    if (batch.length >= BATCH_ROWS || chars >= BATCH_CHARS) {
      await flush(batch);
      batch = [];
      chars = 0;
    }
  }
  if (batch.length) await flush(batch);
  return count;
}

/** Serial columns continue after the highest restored id. */
async function resetSequences(db: Db, table: TableInfo): Promise<void> {
  for (const column of table.columns) {
    if (!column.sequence) continue;
    await db.execute(
      sql`select setval(cast(${column.sequence} as regclass), coalesce((select max(${sql.identifier(column.name)}) from ${sql.identifier(table.name)}), 0) + 1, false)`,
    );
  }
}

/** DATA_DIR/files becomes the backup's (the old one goes), and the JWT secret with it. */
async function moveFilesIntoPlace(staging: string, dataDir: string): Promise<void> {
  const restored = path.join(staging, 'files');
  await mkdir(restored, { recursive: true });
  const current = path.join(dataDir, 'files');
  if (existsSync(current)) await rename(current, path.join(staging, 'replaced-files'));
  await rename(restored, current);
  const secret = path.join(staging, ...JWT_SECRET_ENTRY.split('/'));
  if (existsSync(secret)) {
    await chmod(secret, 0o600);
    await rename(secret, path.join(dataDir, 'jwt-secret'));
  }
}
