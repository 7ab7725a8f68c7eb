import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * A CHECK condition allowing exactly the ids of one of the shared status tables, so the
 * database and the zod schemas cannot disagree about which statuses exist.
 */
export function oneOfIds(column: AnyPgColumn, table: readonly { id: number }[]): SQL {
  return sql`${column} in (${sql.raw(table.map((row) => String(row.id)).join(', '))})`;
}

/** A CHECK condition allowing exactly one of a shared list of texts (kinds, scopes, languages). */
export const oneOf = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((v) => `'${v}'`).join(', ')})`);
