/**
 * What a restore must reproduce, read so that two databases compare exactly: every app
 * table's rows in their text form (`t::text`: NULL and a JSON null differ, arrays and jsonb
 * spelled out), in primary-key order, with timestamps in UTC; and the stored files' bytes.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { appTables, rowsOf } from '../../src/backup/catalog.js';
import { storedFiles } from '../../src/backup/stored-files.js';
import { createPglite, fromPglite, fromPostgres, type Database } from '../../src/db/client.js';

export type TableRows = Record<string, string[]>;

export async function tableRows(database: Database): Promise<TableRows> {
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`set local time zone 'UTC'`);
    const rows: TableRows = {};
    for (const table of await appTables(tx)) {
      const key = sql.join(
        table.primaryKey.map((column) => sql.identifier(column)),
        sql`, `,
      );
      rows[table.name] = (
        await rowsOf<{ row: string }>(
          tx,
          sql`select t::text as row from ${sql.identifier(table.name)} t order by ${key}`,
        )
      ).map((r) => r.row);
    }
    return rows;
  });
}

/**
 * Opens the database of a data dir (PGlite) or URL, reads its rows, and which serial columns
 * would hand out an id already taken; closes it.
 */
export async function readDatabase(target: { dataDir: string; url?: string }) {
  const database = target.url
    ? fromPostgres(target.url, 2)
    : fromPglite(createPglite(path.join(target.dataDir, 'db')));
  try {
    const rows = await tableRows(database);
    return { rows, sequencesBehind: await sequencesBehind(database) };
  } finally {
    await database.close();
  }
}

/** Serial columns whose next value is not past the highest id (a new row would collide). */
async function sequencesBehind(database: Database): Promise<string[]> {
  const behind: string[] = [];
  for (const table of await appTables(database.db)) {
    for (const column of table.columns) {
      if (!column.sequence) continue;
      // Read, not nextval(): the check must not move the sequence it checks.
      const [row] = await rowsOf<{ ok: boolean }>(
        database.db,
        sql`select (case when s.is_called then s.last_value + 1 else s.last_value end)
              > coalesce((select max(${sql.identifier(column.name)}) from ${sql.identifier(table.name)}), 0) as ok
            from ${sql.raw(column.sequence)} s`,
      );
      if (!row?.ok) behind.push(`${table.name}.${column.name}`);
    }
  }
  return behind;
}

/** DATA_DIR/files and the JWT secret: relative path → bytes. */
export async function dataDirFiles(dataDir: string): Promise<Map<string, Buffer>> {
  const dir = path.join(dataDir, 'files');
  const files = new Map<string, Buffer>();
  for (const relative of await storedFiles(dir))
    files.set(`files/${relative}`, readFileSync(path.join(dir, relative)));
  const secret = path.join(dataDir, 'jwt-secret');
  if (existsSync(secret)) files.set('jwt-secret', readFileSync(secret));
  return files;
}

/** Byte-for-byte equality, reported per file so a failure names the file. */
export function differentFiles(a: Map<string, Buffer>, b: Map<string, Buffer>): string[] {
  const names = new Set([...a.keys(), ...b.keys()]);
  return [...names].filter((name) => {
    const x = a.get(name);
    const y = b.get(name);
    return !x || !y || !x.equals(y);
  });
}
