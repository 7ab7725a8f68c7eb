/**
 * Applies the committed migrations in apps/server/drizzle on either engine. The data step SQL
 * cannot do (stored keys computed by the TypeScript resolver) follows in prepare-database.ts.
 */
import path from 'node:path';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { SERVER_ROOT } from '../config.js';
import type { Database, Schema } from './client.js';

/** Any constant shared by all PartProof processes; names the migration advisory lock. */
const MIGRATION_LOCK = 72_817_001;

export const MIGRATIONS_FOLDER = path.join(SERVER_ROOT, 'drizzle');

export async function migrate(database: Database): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase<Schema>, config);
  } else {
    // Several api/worker processes may start together: one migrates, the others wait.
    const lock = await database.pool.connect();
    try {
      await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
      await migratePg(database.db as unknown as NodePgDatabase<Schema>, config);
    } finally {
      await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
      lock.release();
    }
  }
}
