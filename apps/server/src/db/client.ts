/**
 * One Drizzle database over either engine: embedded PGlite (default, data under
 * DATA_DIR/db) or PostgreSQL through DATABASE_URL. Both speak the same schema and
 * the same migrations, so the rest of the server never asks which one it has.
 */
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { Logger } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { inRequestOrder } from './query-order.js';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
/** The common ground of both drivers; a transaction is one of these too. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database =
  | { kind: 'pglite'; db: Db; pglite: PGlite; close(): Promise<void> }
  | { kind: 'postgres'; db: Db; pool: pg.Pool; url: string; close(): Promise<void> };

// int8 and numeric come back as strings from `pg`; PGlite gives numbers. Counts are int8,
// so parse them here once and both engines agree (DESIGN.md §1 pitfall).
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

export function createPglite(dataDir?: string, loadDataDir?: Blob): PGlite {
  // One options object: `new PGlite(undefined, options)` silently drops `options`, which
  // lost the extensions and the template of every in-memory (test) database.
  return new PGlite({ dataDir, extensions: { btree_gin, pg_trgm, unaccent }, loadDataDir });
}

export interface DatabaseOptions {
  /** Sees every statement the app sends through Drizzle (the tests count them per request). */
  logger?: Logger;
}

export function fromPglite(raw: PGlite, options: DatabaseOptions = {}): Database {
  // Every caller (the app, pg-boss, the live feed) shares the one connection in request order.
  const pglite = inRequestOrder(raw);
  // Cast: the PGlite driver's result type differs from pg's only in fields we never read.
  const db = drizzlePglite(pglite, { schema, logger: options.logger }) as unknown as Db;
  return { kind: 'pglite', db, pglite, close: () => raw.close() };
}

export function fromPostgres(url: string, max = 10, options: DatabaseOptions = {}): Database {
  const pool = new pg.Pool({ connectionString: url, max });
  const db = drizzlePg(pool, { schema, logger: options.logger }) as unknown as Db;
  return { kind: 'postgres', db, pool, url, close: () => pool.end() };
}

export function openDatabase(options: { databaseUrl?: string; dataDir: string }): Database {
  if (options.databaseUrl) return fromPostgres(options.databaseUrl);
  return fromPglite(createPglite(`${options.dataDir}/db`));
}
