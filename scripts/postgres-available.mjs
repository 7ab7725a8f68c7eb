// Exits 0 when the PostgreSQL of TEST_DATABASE_URL (default 127.0.0.1:5432) answers.
import pg from 'pg';

const client = new pg.Client({
  connectionString: process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  connectionTimeoutMillis: 3000,
});
try {
  await client.connect();
  await client.query('select 1');
  await client.end();
  process.exit(0);
} catch {
  process.exit(1);
}
