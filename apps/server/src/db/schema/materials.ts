import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { MATERIAL_STATUSES, PART_NUMBER_SOURCES } from '@partproof/shared';
import { parts } from './parts.js';
import { products } from './products.js';
import { oneOfIds } from './status-check.js';
import { users } from './users.js';

/**
 * A component of a product's BOM. Alternatives are materials of the same product that
 * share an internal reference; the list stays flat (DESIGN.md §4).
 */
export const materials = pgTable(
  'materials',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    internalReference: text('internal_reference').notNull(),
    designator: text('designator')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    componentName: text('component_name').notNull(),
    type: text('type').notNull(),
    manufacturer: text('manufacturer').notNull(),
    critical: boolean('critical').notNull().default(true),
    quantity: integer('quantity'),
    dnp: boolean('dnp').notNull().default(false),
    materialStatusId: smallint('material_status_id').notNull().default(1),
    status: smallint('status').notNull().default(1),
    requiredCertificates: text('required_certificates')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Set by the daily expiry sweep when an approved certificate of it has expired. */
    certificateExpired: boolean('certificate_expired').notNull().default(false),
    /**
     * The part this BOM line uses (DESIGN.md §9.1); null when the line has no part number
     * (`partNumberSource` 'none'), which is never turned into a part.
     */
    partId: integer('part_id').references(() => parts.id, { onDelete: 'restrict' }),
    /** Where the part number came from (BOM column, datasheet URL, distributor number…). */
    partNumberSource: text('part_number_source').notNull().default('column'),
    /**
     * Kept so a page of components (DESIGN.md §10.1) is an index range rather than a sort of
     * the whole BOM: the alternatives' key (the reference trimmed and lower-cased, '' never
     * groups) and each searchable text put through the shared `normalise`, both computed
     * by the writers in JavaScript (materials/material-keys.ts); and the line that heads
     * the line's group (the first of its key in BOM order), kept by the materials_regroup
     * triggers (drizzle/0017) on every insert, delete and change of key or position.
     */
    referenceKey: text('reference_key').notNull(),
    searchInternalReference: text('search_internal_reference').notNull(),
    searchComponentName: text('search_component_name').notNull(),
    searchManufacturer: text('search_manufacturer').notNull(),
    searchType: text('search_type').notNull(),
    mainId: integer('main_id'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('materials_product_idx').on(t.productId, t.position),
    // The top-level lines of a product in BOM order: the unsorted page is a range of it.
    index('materials_top_idx')
      .on(t.productId, t.position, t.id)
      .where(sql`${t.mainId} = ${t.id}`),
    // A page's alternatives, and the groups the triggers rebuild.
    index('materials_main_idx').on(t.mainId),
    index('materials_group_idx').on(t.productId, t.referenceKey, t.position, t.id),
    index('materials_created_by_idx').on(t.createdBy),
    index('materials_part_idx').on(t.partId),
    check('materials_status_check', oneOfIds(t.materialStatusId, MATERIAL_STATUSES)),
    check(
      'materials_part_number_source_check',
      sql`${t.partNumberSource} in (${sql.raw(PART_NUMBER_SOURCES.map((s) => `'${s}'`).join(', '))})`,
    ),
  ],
);
