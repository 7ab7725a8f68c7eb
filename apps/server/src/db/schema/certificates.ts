import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
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
import { files } from './files.js';
import { materials } from './materials.js';
import { parts } from './parts.js';
import { users } from './users.js';

/**
 * Manufacturer names known to the certificate database (shared reference data, DESIGN.md
 * §5.2). `key` is the maker's identity, `resolveManufacturer(name)`: rows sharing it are
 * names of one maker ('Nichicon', 'Nichicon Corporation'), and cdocs.holder_key holds the
 * same key. Both are recomputed when the alias table changes (refresh-manufacturer-keys.ts).
 */
export const manufacturers = pgTable(
  'manufacturers',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    key: text('key').notNull().default(''),
    /**
     * Known only because a BOM named it (read.service rememberPartMakers): listed to those who
     * see a part of it, not to everyone (DESIGN.md §6: a BOM is its company's).
     */
    fromBom: boolean('from_bom').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('manufacturers_name_idx').on(sql`lower(${t.name})`),
    index('manufacturers_key_idx').on(t.key),
  ],
);

/**
 * The version of the manufacturer resolver (alias table, word lists) the stored keys were
 * computed with — one row. A start-up that finds another version recomputes them.
 */
export const manufacturerKeyVersion = pgTable(
  'manufacturer_key_version',
  {
    id: smallint('id').primaryKey().default(1),
    version: text('version').notNull(),
    refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('manufacturer_key_version_one_row', sql`${t.id} = 1`)],
);

/**
 * The certificate database (cdocs): one row per certificate of a certifying body, with the
 * models it covers. `holderKey` and `modelSearch` are the normalised forms matching uses;
 * trigram indexes on them make "Search database" fast over millions of records.
 */
export const cdocs = pgTable(
  'cdocs',
  {
    id: serial('id').primaryKey(),
    certifyingBody: text('certifying_body').notNull(),
    refNumber: text('ref_number').notNull(),
    documentNo: text('document_no'),
    holder: text('holder').notNull(),
    holderKey: text('holder_key').notNull(),
    models: text('models')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Normalised models joined by spaces, for the trigram prefilter. */
    modelSearch: text('model_search').notNull().default(''),
    rawVersion: text('raw_version'),
    standard: text('standard'),
    issueDate: date('issue_date'),
    expiryDate: date('expiry_date'),
    isValid: boolean('is_valid').notNull().default(true),
    whyValid: text('why_valid'),
    documentLinks: text('document_links')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Where the record came from: manual, import, or a source connector's name. */
    serviceName: text('service_name').notNull(),
    pdfFileId: text('pdf_file_id').references(() => files.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cdocs_body_ref_idx').on(
      sql`lower(${t.certifyingBody})`,
      sql`lower(${t.refNumber})`,
    ),
    // text_pattern_ops serves `=` and the byte-wise range Search database's brand fallback
    // asks (`holder_key ~>=~ 'sanyou' and holder_key ~<~ 'sanyou' || U+10FFFF`) on both
    // engines, whatever the database collation.
    index('cdocs_holder_key_idx').on(t.holderKey.op('text_pattern_ops')),
    // Free-text model search on the Manufacturer screen (`ilike '%…%'`).
    index('cdocs_model_trgm_idx').using('gin', sql`${t.modelSearch} gin_trgm_ops`),
    // Search database's prefilter (search-material.ts): one maker's records by word
    // similarity, and (below) by whole words that are a prefix of the material's model. With the
    // maker in the same GIN index (btree_gin) a maker with 100,000 records costs no more
    // than a small one; holder_key alone made the prefilter read them all.
    index('cdocs_holder_model_trgm_idx').using(
      'gin',
      t.holderKey,
      sql`${t.modelSearch} gin_trgm_ops`,
    ),
    // The brand fallback's prefix branch: makers by a key range, then whole words.
    index('cdocs_holder_model_words_idx').using(
      'gin',
      t.holderKey,
      sql`string_to_array(${t.modelSearch}, ' ')`,
    ),
    // The maker's own prefix branch keys each word with its maker ('mfr5 m5000998'):
    // btree_gin's (holder_key, words) pair intersected a big maker's whole posting list
    // with the words' (~100 ms a part at 100,000 records); one composite key is a lookup.
    // cdoc_maker_words() is the immutable SQL function of migration 0016.
    index('cdocs_maker_words_idx').using(
      'gin',
      sql`cdoc_maker_words(${t.holderKey}, ${t.modelSearch})`,
    ),
  ],
);

/** Candidates found for a part by Search database / Scrape, waiting for an admin. */
export const tempCertificates = pgTable(
  'temp_certificates',
  {
    id: serial('id').primaryKey(),
    partId: integer('part_id')
      .notNull()
      .references(() => parts.id, { onDelete: 'cascade' }),
    cdocId: integer('cdoc_id')
      .notNull()
      .references(() => cdocs.id, { onDelete: 'cascade' }),
    serviceName: text('service_name').notNull(),
    matchPercent: smallint('match_percent').notNull(),
    aiScoreData: jsonb('ai_score_data').notNull(),
    rawData: jsonb('raw_data'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('temp_certificates_part_cdoc_idx').on(t.partId, t.cdocId),
    index('temp_certificates_part_idx').on(t.partId, t.matchPercent),
  ],
);

/** The certificates approved as covering a part: its certification records. */
export const partCertificates = pgTable(
  'part_certificates',
  {
    id: serial('id').primaryKey(),
    partId: integer('part_id')
      .notNull()
      .references(() => parts.id, { onDelete: 'cascade' }),
    cdocId: integer('cdoc_id')
      .notNull()
      .references(() => cdocs.id, { onDelete: 'restrict' }),
    approvedBy: integer('approved_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('part_certificates_part_cdoc_idx').on(t.partId, t.cdocId)],
);

/**
 * The state of searches per material (spec §3 ranProducts: model, manufacture, isRunning),
 * kept in the database so a reloaded page shows what is still running.
 */
export const materialSearchRuns = pgTable(
  'material_search_runs',
  {
    id: serial('id').primaryKey(),
    materialId: integer('material_id')
      .notNull()
      .references(() => materials.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    model: text('model').notNull(),
    manufacture: text('manufacture').notNull(),
    isRunning: boolean('is_running').notNull().default(true),
    found: integer('found').notNull().default(0),
    error: text('error'),
    startedBy: integer('started_by').references(() => users.id, { onDelete: 'set null' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** The pg-boss job doing the run; the run sweep ends runs whose job is gone. */
    jobId: text('job_id'),
  },
  (t) => [
    index('material_search_runs_material_idx').on(t.materialId, t.startedAt),
    // The run sweep reads the unfinished runs only, every few minutes.
    index('material_search_runs_running_idx')
      .on(t.startedAt)
      .where(sql`${t.finishedAt} is null`),
  ],
);
