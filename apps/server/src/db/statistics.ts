/**
 * Keeps the planner's statistics current (issue 19). PGlite runs no autovacuum, so its tables
 * were never analysed and every plan rested on default guesses: with a component list
 * guessed at one row, product/get's part facts ran each grouped count once per component
 * (200 components: 277 ms; 1.5 ms once analysed). PostgreSQL's autovacuum analyses, but a
 * minute or more after a big import — just when its user opens it.
 *
 * A table is analysed when it never was, or when it grew by more than a tenth (and 8 pages)
 * since it last was: its size on disk against the pages the last ANALYZE saw, as PGlite
 * keeps no modification counters (pg_stat_user_tables stays at zero there).
 */
import { getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.js';
import { rowsOf } from './rows-of.js';

/**
 * Analyses this schema's tables that grew since their last statistics (of `only`, when
 * given: a request analyses what it wrote, not a big table that grew meanwhile, which the
 * minute's job takes); answers their names.
 */
export async function analyzeGrownTables(db: Db, only?: PgTable[]): Promise<string[]> {
  const names = only?.map((table) => getTableName(table));
  const grown = await db.execute(sql`
    select c.relname as name
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = current_schema() and c.relkind = 'r'
      and pg_relation_size(c.oid) > 0
      and (c.reltuples < 0
        or pg_relation_size(c.oid) / current_setting('block_size')::int > c.relpages * 1.1 + 8)
      ${
        names
          ? sql`and c.relname in (${sql.join(
              names.map((name) => sql`${name}`),
              sql`, `,
            )})`
          : sql``
      }
    order by c.relname`);
  const analysed = rowsOf<{ name: string }>(grown).map((row) => row.name);
  for (const name of analysed) await db.execute(sql`analyze ${sql.identifier(name)}`);
  return analysed;
}
