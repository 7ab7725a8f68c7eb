/**
 * One Drizzle database over either engine: embedded PGlite (default, data under
 * DATA_DIR/db) or PostgreSQL through DATABASE_URL. Both speak the same schema and
 * the same migrations, so the rest of the server never asks which one it has.
 */
import type { PGlite } from '@electric-sql/pglite';
import type { Logger } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { PgliteThread, type EmbeddedPg } from './pglite-thread.js';
import { inRequestOrder } from './query-order.js';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
/** The common ground of both drivers; a transaction is one of these too. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database =
  | { kind: 'pglite'; db: Db; pglite: EmbeddedPg; close(): Promise<void> }
  | { kind: 'postgres'; db: Db; pool: pg.Pool; url: string; close(): Promise<void> };

// int8 and numeric come back as strings from `pg`; PGlite gives numbers. Counts are int8,
// so parse them here once and both engines agree (DESIGN.md §1 pitfall).
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

/** The embedded database in its own thread (pglite-thread.ts); in memory without `dataDir`. */
export function createPglite(dataDir?: string, loadDataDir?: Blob): EmbeddedPg {
  return new PgliteThread({ dataDir, loadDataDir });
}

export interface DatabaseOptions {
  /** Sees every statement the app sends through Drizzle (the tests count them per request). */
  logger?: Logger;
}

export function fromPglite(raw: EmbeddedPg, options: DatabaseOptions = {}): Database {
  // Every caller (the app, pg-boss, the live feed) shares the one connection in request order.
  const pglite = inRequestOrder(raw);
  // Casts: Drizzle's PGlite driver calls only query and transaction, which EmbeddedPg has;
  // its result type differs from pg's only in fields we never read.
  const db = drizzlePglite(pglite as unknown as PGlite, {
    schema,
    logger: options.logger,
  }) as unknown as Db;
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
