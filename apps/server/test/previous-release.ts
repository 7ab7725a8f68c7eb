/**
 * A fresh, empty database migrated only as far as a given migration — the schema a
 * previous release left behind — on the engine of this test run, for migration tests.
 */
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import {
  createPglite,
  fromPglite,
  fromPostgres,
  type Database,
  type Schema,
} from '../src/db/client.js';
import { MIGRATIONS_FOLDER } from '../src/db/migrate.js';
import { adminUrl, testEngine, withDatabase } from './engine.js';

interface Journal {
  entries: { idx: number; tag: string }[];
}

/** The committed migrations up to and including `lastTag`, in a folder of their own. */
function migrationsUpTo(lastTag: string): { folder: string; remove: () => void } {
  const folder = mkdtempSync(path.join(tmpdir(), 'partproof-migrations-'));
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const file = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(file, 'utf8')) as Journal;
  const last = journal.entries.findIndex((e) => e.tag === lastTag);
  if (last < 0) throw new Error(`no migration ${lastTag}`);
  journal.entries = journal.entries.slice(0, last + 1);
  writeFileSync(file, JSON.stringify(journal));
  return { folder, remove: () => rmSync(folder, { recursive: true, force: true }) };
}

export async function databaseAt(
  lastTag: string,
): Promise<{ database: Database; drop: () => Promise<void> }> {
  const migrations = migrationsUpTo(lastTag);
  try {
    if (testEngine() === 'pglite') {
      const database = fromPglite(createPglite());
      const db = database.db as unknown as PgliteDatabase<Schema>;
      await migratePglite(db, { migrationsFolder: migrations.folder });
      return { database, drop: () => database.close() };
    }
    const name = `partproof_prev_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl() });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const database = fromPostgres(withDatabase(adminUrl(), name), 2);
    const db = database.db as unknown as NodePgDatabase<Schema>;
    await migratePg(db, { migrationsFolder: migrations.folder });
    return {
      database,
      drop: async () => {
        await database.close();
        const c = new pg.Client({ connectionString: adminUrl() });
        await c.connect();
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await c.end();
      },
    };
  } finally {
    migrations.remove();
  }
}
