/**
 * What a backup needs to know about the database, read from the PostgreSQL catalog so it
 * holds on both engines and for every table the migrations made: the app's tables (schema
 * public; pg-boss keeps its queue in its own schema), their columns, keys, sequences, and
 * an order in which foreign keys are satisfied. Plus the migration level drizzle recorded.
 */
import { sql, type SQL } from 'drizzle-orm';
import { readMigrationFiles, type MigrationMeta } from 'drizzle-orm/migrator';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Db } from '../db/client.js';
import { MIGRATIONS_FOLDER } from '../db/migrate.js';

export interface TableInfo {
  name: string;
  /** Columns in table order; generated ones are left out of inserts. */
  columns: { name: string; type: string; generated: boolean; sequence: string | null }[];
  primaryKey: string[];
  /** Tables this one references (its foreign keys), itself excluded. */
  references: string[];
}

export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

/** The app's tables, parents before children. */
export async function appTables(db: Db): Promise<TableInfo[]> {
  const columns = await rowsOf<{
    table: string;
    column: string;
    type: string;
    generated: boolean;
    sequence: string | null;
  }>(
    db,
    sql`select c.relname as "table", a.attname as "column",
          format_type(a.atttypid, a.atttypmod) as "type", a.attgenerated <> '' as "generated",
          pg_get_serial_sequence(format('%I.%I', n.nspname, c.relname), a.attname) as "sequence"
        from pg_class c
        join pg_namespace n on n.oid = c.relnamespace
        join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
        where n.nspname = 'public' and c.relkind = 'r'
        order by c.relname, a.attnum`,
  );
  const keys = await rowsOf<{ table: string; column: string }>(
    db,
    sql`select c.relname as "table", a.attname as "column"
        from pg_index i
        join pg_class c on c.oid = i.indrelid
        join pg_namespace n on n.oid = c.relnamespace
        join unnest(i.indkey) with ordinality as k(attnum, position) on true
        join pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum
        where n.nspname = 'public' and i.indisprimary
        order by c.relname, k.position`,
  );
  const foreign = await rowsOf<{ table: string; references: string }>(
    db,
    sql`select c.relname as "table", r.relname as "references"
        from pg_constraint k
        join pg_class c on c.oid = k.conrelid
        join pg_class r on r.oid = k.confrelid
        join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and k.contype = 'f'`,
  );

  const tables = new Map<string, TableInfo>();
  for (const row of columns) {
    const table = tables.get(row.table) ?? {
      name: row.table,
      columns: [],
      primaryKey: [],
      references: [],
    };
    table.columns.push({
      name: row.column,
      type: row.type,
      generated: row.generated,
      sequence: row.sequence,
    });
    tables.set(row.table, table);
  }
  for (const key of keys) tables.get(key.table)?.primaryKey.push(key.column);
  for (const fk of foreign) {
    const table = tables.get(fk.table);
    if (table && fk.references !== fk.table && !table.references.includes(fk.references))
      table.references.push(fk.references);
  }
  for (const table of tables.values())
    if (!table.primaryKey.length) throw new Error(`table ${table.name} has no primary key`);
  return parentsFirst([...tables.values()]);
}

function parentsFirst(tables: TableInfo[]): TableInfo[] {
  const ordered: TableInfo[] = [];
  const placed = new Set<string>();
  let left = [...tables].sort((a, b) => a.name.localeCompare(b.name));
  while (left.length) {
    const ready = left.filter((t) => t.references.every((r) => placed.has(r)));
    if (!ready.length)
      throw new Error(`foreign keys form a cycle among ${left.map((t) => t.name).join(', ')}`);
    for (const table of ready) {
      ordered.push(table);
      placed.add(table.name);
    }
    left = left.filter((t) => !placed.has(t.name));
  }
  return ordered;
}

export interface MigrationLevel {
  /** How many migrations are applied. */
  count: number;
  /** The last one's name (its file, without .sql) and drizzle's timestamp of it. */
  tag: string;
  when: number;
}

interface Journal {
  entries: { idx: number; tag: string; when: number }[];
}

const journal = (): Journal =>
  JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as Journal;

/** The migrations this version of PartProof ships. */
export function shippedMigrations(): (MigrationMeta & { tag: string })[] {
  const tags = journal().entries.map((entry) => entry.tag);
  return readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).map((meta, i) => ({
    ...meta,
    tag: tags[i] ?? '',
  }));
}

/** The level drizzle recorded in the database; null when it was never migrated. */
export async function migrationLevel(db: Db): Promise<MigrationLevel | null> {
  const [exists] = await rowsOf<{ ok: boolean }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as ok`,
  );
  if (!exists?.ok) return null;
  const [row] = await rowsOf<{ count: number; when: string | number | null }>(
    db,
    sql`select count(*)::int as count, max(created_at) as "when" from drizzle.__drizzle_migrations`,
  );
  if (!row?.count || row.when === null) return null;
  const when = Number(row.when);
  const tag = journal().entries.find((entry) => entry.when === when)?.tag ?? `unknown (${when})`;
  return { count: row.count, tag, when };
}
