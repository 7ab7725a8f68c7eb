/**
 * A text[] parameter for raw SQL. Drizzle's `sql` template spreads a JS array into a list
 * of parameters, so arrays travel as one PostgreSQL array literal, cast at the call site.
 */
import { sql, type SQL } from 'drizzle-orm';

export function textArray(items: string[]): SQL {
  const literal = `{${items.map((item) => `"${item.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
  return sql`${literal}::text[]`;
}
