/**
 * `npm run backup -- --out <file>`: every row of the app's tables, read in one consistent
 * snapshot, every stored file and the manifest (manifest.ts), into one archive. It only
 * reads the database. The archive appears under its name only once it is complete.
 */
import { createWriteStream, existsSync, type WriteStream } from 'node:fs';
import { mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { once } from 'node:events';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { createGzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client.js';
import { appTables, migrationLevel, rowsOf, shippedMigrations, type TableInfo } from './catalog.js';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  JWT_SECRET_ENTRY,
  MANIFEST,
  tableEntry,
  type Manifest,
} from './manifest.js';
import { storedFiles } from './stored-files.js';
import { TarWriter } from './tar.js';

/** Rows read per query: keeps memory flat on a table of millions of certificates. */
const PAGE = 2000;

export async function createBackup(options: {
  database: Database;
  dataDir: string;
  out: string;
}): Promise<Manifest> {
  const { database, dataDir } = options;
  const level = await migrationLevel(database.db);
  if (!level) throw new Error('The database holds no PartProof data: nothing to back up.');
  if (!shippedMigrations().some((migration) => migration.folderMillis === level.when))
    throw new Error(
      `The database is at migration ${level.tag}, which this version of PartProof does not know: back it up with the version that runs it.`,
    );

  const out = path.resolve(options.out);
  const staging = await mkdtemp(path.join(path.dirname(out), '.partproof-backup-'));
  const partial = `${out}.partial`;
  try {
    const snapshot = await exportTables(database.db, staging);
    const file = createWriteStream(partial);
    const gzip = /\.(t?gz)$/.test(out) ? createGzip() : undefined;
    gzip?.pipe(file);
    const tar = new TarWriter(gzip ?? file);

    const tables: Manifest['tables'] = [];
    for (const { table, rows } of snapshot.tables) {
      const entry = await tar.add({ name: tableEntry(table), file: tableFile(staging, table) });
      tables.push({ ...entry, table, rows });
    }
    const files: Manifest['files'] = [];
    const filesDir = path.join(dataDir, 'files');
    for (const relative of await storedFiles(filesDir))
      files.push(await tar.add({ name: `files/${relative}`, file: path.join(filesDir, relative) }));
    const secrets: Manifest['secrets'] = [];
    const jwtSecret = path.join(dataDir, 'jwt-secret');
    if (existsSync(jwtSecret))
      secrets.push(await tar.add({ name: JWT_SECRET_ENTRY, file: jwtSecret }));

    const onDisk = new Set(files.map((entry) => entry.name.split('/').at(-1)));
    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt: new Date().toISOString(),
      engine: database.kind,
      migration: level,
      tables,
      files,
      secrets,
      missingFiles: snapshot.fileIds.filter((id) => !onDisk.has(id)),
    };
    await writeFile(path.join(staging, MANIFEST), JSON.stringify(manifest, null, 2));
    await tar.add({ name: MANIFEST, file: path.join(staging, MANIFEST) });
    await tar.finish();
    await close(gzip ?? file, file);
    await rename(partial, out);
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
    await rm(partial, { force: true });
  }
}

const tableFile = (staging: string, table: string) => path.join(staging, `${table}.jsonl`);

/** Every table to a JSONL file, all read in one repeatable-read transaction. */
async function exportTables(db: Db, staging: string) {
  return db.transaction(async (tx) => {
    // One snapshot for all tables: on PostgreSQL the server may keep writing meanwhile.
    await tx.execute(sql`set transaction isolation level repeatable read, read only`);
    const tables: { table: string; rows: number }[] = [];
    for (const table of await appTables(tx))
      tables.push({
        table: table.name,
        rows: await exportTable(tx, table, tableFile(staging, table.name)),
      });
    const fileIds = (await rowsOf<{ id: string }>(tx, sql`select id from files order by id`)).map(
      (row) => row.id,
    );
    return { tables, fileIds };
  });
}

/** The table's rows as `row_to_json`, one per line, in primary-key order (keyset pages). */
async function exportTable(db: Db, table: TableInfo, file: string): Promise<number> {
  const out = createWriteStream(file);
  const key = sql.join(
    table.primaryKey.map((column) => sql.identifier(column)),
    sql`, `,
  );
  const keyTypes = table.primaryKey.map(
    (name) => table.columns.find((column) => column.name === name)?.type ?? 'text',
  );
  let after: unknown[] | undefined;
  let count = 0;
  for (;;) {
    const from = after
      ? sql`where (${key}) > (${sql.join(
          after.map((value, i) => sql`cast(${String(value)} as ${sql.raw(keyTypes[i] ?? 'text')})`),
          sql`, `,
        )})`
      : sql``;
    const page = await rowsOf<{ row: string }>(
      db,
      sql`select row_to_json(t)::text as row from ${sql.identifier(table.name)} t ${from} order by ${key} limit ${PAGE}`,
    );
    for (const { row } of page) await write(out, `${row}\n`);
    count += page.length;
    const last = page.at(-1);
    if (page.length < PAGE || !last) break;
    const values = JSON.parse(last.row) as Record<string, unknown>;
    after = table.primaryKey.map((column) => values[column]);
  }
  await close(out, out);
  return count;
}

async function write(out: WriteStream, text: string): Promise<void> {
  if (!out.write(text)) await once(out, 'drain');
}

/** Ends `head` and waits until `file` (the end of the pipe) is on disk. */
async function close(head: Writable, file: WriteStream): Promise<void> {
  const closed = once(file, 'close');
  head.end();
  await closed;
}
