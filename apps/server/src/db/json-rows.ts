/**
 * Rows of a table read back from one JSON document (`json_agg` of the rows), mapped to the
 * same values a Drizzle select gives. Why: PGlite's wire parser copies every field of every
 * row into a buffer of its own, on the one thread that also serves every other request; a
 * 2,000-component product is some 40,000 fields, which cost more than the query itself.
 * One text field and one JSON.parse carry the same rows for a fraction of that, and
 * node-postgres is no slower with it. Only for wide lists that grow with the data.
 */
import { getTableColumns, type InferSelectModel } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

export function rowsFromJson<T extends PgTable>(
  table: T,
  text: string | null | undefined,
): InferSelectModel<T>[] {
  const columns = Object.entries(getTableColumns(table));
  const rows = JSON.parse(text ?? '[]') as Record<string, unknown>[];
  // A plain loop: this runs for every field of thousands of rows.
  return rows.map((json) => {
    const row: Record<string, unknown> = {};
    for (const [key, column] of columns) {
      const value = json[column.name];
      // The column maps its driver value (a timestamp's text to a Date …) as in a select.
      row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
    }
    return row as InferSelectModel<T>;
  });
}
