import { integer, jsonb, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import type { GenerateTechnicalFile, RiskRule, TechnicalFileRevision } from '@partproof/shared';
import { files } from './files.js';
import { products } from './products.js';
import { users } from './users.js';

/** What a revision's lines and findings were, to say what the next one changes. */
export interface RevisionSnapshot {
  lines: { materialId: number; rohsStatus: number; reason: string; evidence: number[] }[];
  findings: { kind: string; text: string; lines: number[] }[];
}

/**
 * The generated revisions of a product's RoHS technical file (DESIGN.md §10.3): numbered per
 * product from 1, never edited; the pack is a stored file whose hash is kept beside it.
 */
export const technicalFileRevisions = pgTable(
  'technical_file_revisions',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    inputs: jsonb('inputs').$type<GenerateTechnicalFile>().notNull(),
    snapshot: jsonb('snapshot').$type<RevisionSnapshot>().notNull(),
    changes: jsonb('changes').$type<TechnicalFileRevision['changes']>().notNull(),
    complete: integer('complete').notNull(),
    total: integer('total').notNull(),
    packFileId: text('pack_file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'restrict' }),
    packSha256: text('pack_sha256').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('technical_file_revisions_number').on(t.productId, t.number)],
);

/**
 * The installation's signing keys, by use: the Ed25519 pair that signs technical-file packs,
 * made on first start. In the database so a backup carries it with the data it signed.
 */
export const installationKeys = pgTable('installation_keys', {
  use: text('use').primaryKey(),
  algorithm: text('algorithm').notNull(),
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Versions of the material risk table (EN IEC 63000 §4.3) an admin saved; the newest is in
 * force, none means the table PartProof ships (RISK_RULES). Kept, never edited.
 */
export const riskTables = pgTable('risk_tables', {
  id: serial('id').primaryKey(),
  rules: jsonb('rules').$type<RiskRule[]>().notNull(),
  savedBy: integer('saved_by').references(() => users.id, { onDelete: 'set null' }),
  savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
});
