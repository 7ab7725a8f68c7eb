import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from './companies.js';

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
    /**
     * The company whose user typed this entry; null for the seeded entries every company
     * sees. One tenant's words never show in another's dropdowns.
     */
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
  },
  (t) => [
    uniqueIndex('lookups_kind_company_title_idx').on(
      t.kind,
      sql`coalesce(${t.companyId}, 0)`,
      sql`lower(${t.title})`,
    ),
    check(
      'lookups_kind_check',
      sql`${t.kind} in ('standard', 'productType', 'market', 'developmentStatus', 'certificateKind')`,
    ),
  ],
);
