/**
 * A part's RoHS status as one product shows it (DESIGN.md §10.2): its equipment category's
 * verdict where the categories' verdicts differ (`parts.rohs_by_category`), else the part's.
 * The one SQL form of `shownForCategory` (packages/shared), for reads that filter or list.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

type Ref = SQL | AnyPgColumn;

export function rohsShownFor(part: { byCategory: Ref; status: Ref; reason: Ref }, category: Ref) {
  const own = sql`${part.byCategory} -> ${category}::text`;
  return {
    status: sql<number>`coalesce((${own} ->> 'status')::int, ${part.status})`,
    reason: sql<string>`coalesce(${own} ->> 'reason', ${part.reason})`,
  };
}
