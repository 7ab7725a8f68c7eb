import {
  boolean,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/** Customer companies. The trial columns belong here from the start (DESIGN.md §5.5). */
export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
    trialLifted: boolean('trial_lifted').notNull().default(false),
    componentLimit: integer('component_limit').notNull().default(5),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('companies_name_lower_idx').on(sql`lower(${t.name})`)],
);
