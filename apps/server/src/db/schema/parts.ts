import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ROHS_STATUSES, type CategoryVerdicts } from '@partproof/shared';
import { files } from './files.js';
import { oneOfIds } from './status-check.js';

/**
 * One manufacturer's part number (DESIGN.md §9.1): the facts about a part — its approved
 * certificates, its search candidates, its datasheet — live here and are shared by every
 * product whose BOM uses it, so staff review the same fuse holder once.
 *
 * The identity is (`manufacturerKey`, `mpnKey`): the alias-resolved manufacturer and the
 * search-normalised part number. The keys are computed in TypeScript (`parts/part-keys.ts`)
 * and brought up to date at start-up by `rekeyParts`, which also merges parts whose keys
 * meet after the alias table grew. `manufacturer` and `mpn` are how the part was first
 * written, for display.
 */
export const parts = pgTable(
  'parts',
  {
    id: serial('id').primaryKey(),
    manufacturer: text('manufacturer').notNull(),
    manufacturerKey: text('manufacturer_key').notNull(),
    mpn: text('mpn').notNull(),
    mpnKey: text('mpn_key').notNull(),
    /** The part number as the Components screen sorts it: "P-2" before "P-10" (part-keys.ts). */
    mpnSort: text('mpn_sort').notNull().default(''),
    datasheetFileId: text('datasheet_file_id').references(() => files.id, { onDelete: 'set null' }),
    /**
     * A datasheet given as an external http(s) address instead of a stored PDF; at most one
     * of the two is set (parts/datasheet.service.ts replaces the other).
     */
    datasheetUrl: text('datasheet_url'),
    /**
     * The RoHS status derived from the declarations covering the part (DESIGN.md §9.4,
     * `derivePartRohsStatus`), its reason in words, and the declaration that decided it.
     * Recomputed by Fetch, reviews, declaration edits, candidate-list imports and the sweep.
     */
    rohsStatus: smallint('rohs_status').notNull().default(7),
    rohsReason: text('rohs_reason').notNull().default('No declaration covers this part'),
    rohsDeclarationId: integer('rohs_declaration_id'),
    /**
     * When products of several equipment categories use the part and their verdicts differ
     * (DESIGN.md §10.2): each category's, keyed by its number; the columns above hold the
     * worst. Null when one verdict serves every product.
     */
    rohsByCategory: jsonb('rohs_by_category').$type<CategoryVerdicts>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('parts_identity_idx').on(t.manufacturerKey, t.mpnKey),
    index('parts_mpn_key_idx').on(t.mpnKey),
    check('parts_rohs_status_check', oneOfIds(t.rohsStatus, ROHS_STATUSES)),
  ],
);

/** Ids of parts, for the tables that hang off a part. */
export const partId = (name = 'part_id') =>
  integer(name)
    .notNull()
    .references(() => parts.id, { onDelete: 'cascade' });
