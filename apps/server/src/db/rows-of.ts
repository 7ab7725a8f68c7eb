/**
 * The rows of a raw `db.execute(sql…)`: both drivers (node-postgres and PGlite) answer
 * `{ rows }`, but drizzle types the result per driver, so raw statements read it here.
 */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
