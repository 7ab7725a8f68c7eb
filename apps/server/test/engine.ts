/** Which database engine this test run uses, and where its template lives. */
export type TestEngine = 'pglite' | 'postgres';

export function testEngine(): TestEngine {
  const engine = process.env.TEST_DB ?? 'pglite';
  if (engine !== 'pglite' && engine !== 'postgres') throw new Error(`TEST_DB=${engine}?`);
  return engine;
}

export const adminUrl = () =>
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
