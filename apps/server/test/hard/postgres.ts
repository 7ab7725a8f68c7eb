/**
 * Fresh PostgreSQL databases for the hard suite, made from the admin URL the API tests use
 * (TEST_DATABASE_URL, default postgres@127.0.0.1:5432). Locally a suite skips its
 * PostgreSQL half when no server answers; in CI (CI=true) that is a failure.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { adminUrl, withDatabase } from '../engine.js';

export async function postgresAvailable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: adminUrl(), connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    await client.end();
    return true;
  } catch {
    await client.end().catch(() => undefined);
    if (process.env.CI === 'true')
      throw new Error('CI: the hard suite needs PostgreSQL, and none answers at ' + adminUrl());
    return false;
  }
}

export interface PostgresDatabase {
  name: string;
  url: string;
  /** Runs one query as the admin, e.g. against pg_stat_activity. */
  adminQuery<T extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<T[]>;
  drop(): Promise<void>;
}

/** An empty database (no template: the server or the restore migrates it). */
export async function createDatabase(prefix: string): Promise<PostgresDatabase> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  return {
    name,
    url: withDatabase(adminUrl(), name),
    adminQuery: async <T extends pg.QueryResultRow>(text: string, values: unknown[] = []) =>
      (await admin.query<T>(text, values)).rows,
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}
