import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { manufacturers } from './certificates.js';
import { materials } from './materials.js';
import { parts } from './parts.js';
import { products } from './products.js';
import { users } from './users.js';

/** A manufacturer's addresses for requests, each with a label (DESIGN.md §9.7 contacts). */
export const manufacturerContacts = pgTable(
  'manufacturer_contacts',
  {
    id: serial('id').primaryKey(),
    manufacturerId: integer('manufacturer_id')
      .notNull()
      .references(() => manufacturers.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    email: text('email').notNull(),
    position: smallint('position').notNull().default(0),
  },
  (t) => [index('manufacturer_contacts_manufacturer_idx').on(t.manufacturerId, t.position)],
);

/**
 * A request to a manufacturer for declarations (DESIGN.md §9.7): the mail as sent, and the
 * supplier upload link it carries. Only the link secret's SHA-256 is stored. Its history
 * status is derived (requests.status.ts): revoked, answered (an upload came), expired,
 * escalated, reminded, else sent.
 */
export const manufacturerRequests = pgTable(
  'manufacturer_requests',
  {
    id: serial('id').primaryKey(),
    manufacturerId: integer('manufacturer_id')
      .notNull()
      .references(() => manufacturers.id, { onDelete: 'restrict' }),
    /** The product 'Activate RoHS DoC collection' ran for; null for a composed request. */
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    senderId: integer('sender_id').references(() => users.id, { onDelete: 'set null' }),
    to: text('to').notNull(),
    cc: text('cc')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    subject: text('subject').notNull(),
    /** The letter as sent, with the link replaced by a placeholder (the secret is not kept). */
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** The part numbers the letter lists, as the supplier page shows them. */
    mpns: text('mpns')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    tokenHash: text('token_hash').notNull(),
    /**
     * The link secret sealed with the server key (lib/seal.ts), so reminders can carry the same
     * link; cleared when the request is revoked, answered or expired.
     */
    sealedSecret: text('sealed_secret'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: integer('revoked_by').references(() => users.id, { onDelete: 'set null' }),
    reminders: smallint('reminders').notNull().default(0),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    escalatedAt: timestamp('escalated_at', { withTimezone: true }),
    /** The first supplier upload. */
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /**
     * Files and bytes the link took over its whole life, for its caps (config
     * SUPPLY_LINK_MAX_FILES / SUPPLY_LINK_MAX_BYTES); never lowered when staff delete an upload.
     */
    uploadedFiles: integer('uploaded_files').notNull().default(0),
    uploadedBytes: bigint('uploaded_bytes', { mode: 'number' }).notNull().default(0),
    /** The last hourly digest of supplier uploads mailed to the sender. */
    digestAt: timestamp('digest_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('manufacturer_requests_token_idx').on(t.tokenHash),
    index('manufacturer_requests_manufacturer_idx').on(t.manufacturerId, t.id),
  ],
);

/** The parts a request asks about (their status shows 3 Waiting for reply while it is open). */
export const requestParts = pgTable(
  'request_parts',
  {
    requestId: integer('request_id')
      .notNull()
      .references(() => manufacturerRequests.id, { onDelete: 'cascade' }),
    partId: integer('part_id')
      .notNull()
      .references(() => parts.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.requestId, t.partId] }),
    index('request_parts_part_idx').on(t.partId),
  ],
);

/**
 * A flag on a material (DESIGN.md §9.8): a decision about a product, so it hangs off the
 * material. Open while `resolvedAt` is null; the material shows 4 Flagged until then.
 */
export const materialFlags = pgTable(
  'material_flags',
  {
    id: serial('id').primaryKey(),
    materialId: integer('material_id')
      .notNull()
      .references(() => materials.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    flaggedBy: integer('flagged_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    note: text('note'),
  },
  (t) => [index('material_flags_material_idx').on(t.materialId, t.id)],
);
