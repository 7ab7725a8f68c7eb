// A throwaway PostgreSQL database per run (127.0.0.1:5432, user postgres, trust auth, as
// `make test-api-pg` uses), dropped afterwards; null when no PostgreSQL answers.
import pg from 'pg';

const ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function withAdmin(fn) {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * Creates `partproof_bench_<pid><suffix>`; answers its URL and a `drop()`, or a null URL
 * and why.
 */
export async function throwawayDatabase(suffix = '') {
  const name = `partproof_bench_${process.pid}${suffix}`;
  try {
    await withAdmin(async (client) => {
      await client.query(`drop database if exists ${name} with (force)`);
      await client.query(`create database ${name}`);
    });
  } catch (err) {
    return { url: null, reason: err.message, drop: async () => {} };
  }
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    reason: null,
    drop: () => withAdmin((client) => client.query(`drop database if exists ${name} with (force)`)),
  };
}
