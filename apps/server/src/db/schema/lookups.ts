import { sql } from 'drizzle-orm';
import { check, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The lookup lists of spec §3 (standards, product types, markets, development statuses)
 * and the certificate kinds a component may need, in one table keyed by kind.
 */
export const lookups = pgTable(
  'lookups',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
  },
  (t) => [
    uniqueIndex('lookups_kind_title_idx').on(t.kind, sql`lower(${t.title})`),
    check(
      'lookups_kind_check',
      sql`${t.kind} in ('standard', 'productType', 'market', 'developmentStatus', 'certificateKind')`,
    ),
  ],
);
