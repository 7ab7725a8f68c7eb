/** Applies the committed migrations in apps/server/drizzle on either engine. */
import path from 'node:path';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { SERVER_ROOT } from '../config.js';
import type { Database, Schema } from './client.js';

export const MIGRATIONS_FOLDER = path.join(SERVER_ROOT, 'drizzle');

export async function migrate(database: Database): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase<Schema>, config);
  } else {
    await migratePg(database.db as unknown as NodePgDatabase<Schema>, config);
  }
}
