import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { PRODUCT_STATUSES } from '@partproof/shared';
import { companies } from './companies.js';
import { files } from './files.js';
import { lookups } from './lookups.js';
import { oneOfIds } from './status-check.js';
import { users } from './users.js';

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    manufacturer: text('manufacturer').notNull(),
    customer: text('customer').notNull(),
    developmentStatusId: integer('development_status_id').references(() => lookups.id),
    /** Reading A of spec §4 (DESIGN.md §5.1): 1 Pending … 4 Approved. */
    statusId: smallint('status_id').notNull().default(1),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    /** The owner's company when the product was created; null for a company-less engineer. */
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'restrict' }),
    isBenchmark: boolean('is_benchmark').notNull().default(false),
    /** Set by the daily expiry sweep when a component relies on an expired certificate. */
    certificateExpired: boolean('certificate_expired').notNull().default(false),
    /** RoHS Annex I category (1–11): which exemption dates apply to its parts (DESIGN.md §10.2). */
    eeeCategory: smallint('eee_category').notNull().default(11),
    productApprovalDate: timestamp('product_approval_date', { withTimezone: true }),
    bomFileName: text('bom_file_name').notNull().default(''),
    bomFileId: text('bom_file_id').references(() => files.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('products_company_idx').on(t.companyId),
    index('products_owner_idx').on(t.ownerId),
    check('products_status_check', oneOfIds(t.statusId, PRODUCT_STATUSES)),
    check('products_eee_category_check', sql`${t.eeeCategory} between 1 and 11`),
  ],
);

/** A product's types, standards and markets (lists of lookups). */
export const productLookups = pgTable(
  'product_lookups',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    lookupId: integer('lookup_id')
      .notNull()
      .references(() => lookups.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.lookupId] })],
);
