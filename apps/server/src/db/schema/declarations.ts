import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  COVERAGE_SCOPES,
  DECLARATION_KINDS,
  DECLARATION_SOURCES,
  EVIDENCE_KINDS,
  REVIEW_STATES,
  type RohsExemption,
} from '@partproof/shared';
import { manufacturers } from './certificates.js';
import { files } from './files.js';
import { parts } from './parts.js';
import { manufacturerRequests } from './requests.js';
import { users } from './users.js';
import { oneOf } from './status-check.js';

/**
 * A RoHS / REACH declaration (DESIGN.md §9.3): one document about a manufacturer's parts.
 * Declarations are reference data like certificates: admins write them, and the review is of
 * the document, once, for every part its coverage reaches. Which parts it covers is decided
 * by Fetch RoHS/REACH (`part_declarations`).
 */
export const declarations = pgTable(
  'declarations',
  {
    id: serial('id').primaryKey(),
    manufacturerId: integer('manufacturer_id')
      .notNull()
      .references(() => manufacturers.id, { onDelete: 'restrict' }),
    /** A test lab or distributor that issued it, when not the maker. */
    issuer: text('issuer'),
    kind: text('kind').notNull(),
    /** What kind of evidence it is (DESIGN.md §10.2): the strongest decides a part's status. */
    evidenceKind: text('evidence_kind').notNull().default('manufacturer-statement'),
    scope: text('scope').notNull(),
    series: text('series')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    mpns: text('mpns')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    exclusions: text('exclusions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** 'YYYY-MM-DD', or 'YYYY-MM' when only a month is printed; null when undated. */
    dateIssue: text('date_issue'),
    dateCollection: date('date_collection', { mode: 'string' }).notNull(),
    directives: text('directives')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The candidate list's version as stated: 'YYYY-MM-DD', or 'YYYY-MM' (like dateIssue). */
    candidateListDate: text('candidate_list_date'),
    candidateListEntries: integer('candidate_list_entries'),
    exemptions: text('exemptions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    conditions: text('conditions').notNull().default(''),
    source: text('source').notNull().default('staff'),
    reviewState: text('review_state').notNull().default('in-review'),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** IPC-1752A: the substance check's verdict and its reasons (DeclarationVerdict). */
    verdict: jsonb('verdict'),
    /** The request whose supplier link brought it (source 'supplier'). */
    requestId: integer('request_id').references(() => manufacturerRequests.id, {
      onDelete: 'set null',
    }),
    /**
     * What a supplier's document itself claimed to cover, as `models` text ('' when it named
     * nothing of the request's maker): staff see it in the review and may widen the coverage
     * to it. Never shown to other readers (it may name other companies' part numbers).
     */
    claimedModels: text('claimed_models'),
    /**
     * When the requesting staff member's digest mail listed this supplier upload; null while
     * it waits for the next hourly digest (jobs/supplier-upload-digest.ts).
     */
    senderNotifiedAt: timestamp('sender_notified_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('declarations_manufacturer_idx').on(t.manufacturerId),
    check('declarations_kind_check', oneOf('kind', DECLARATION_KINDS)),
    check('declarations_scope_check', oneOf('scope', COVERAGE_SCOPES)),
    check('declarations_source_check', oneOf('source', DECLARATION_SOURCES)),
    check('declarations_evidence_kind_check', oneOf('evidence_kind', EVIDENCE_KINDS)),
    check('declarations_review_state_check', oneOf('review_state', REVIEW_STATES)),
    check('declarations_date_issue_check', sql`${t.dateIssue} ~ '^[0-9]{4}-[0-9]{2}(-[0-9]{2})?$'`),
  ],
);

/** The files of a declaration (PDF, PNG/JPEG scan, IPC-1752A XML), in upload order. */
export const declarationFiles = pgTable(
  'declaration_files',
  {
    declarationId: integer('declaration_id')
      .notNull()
      .references(() => declarations.id, { onDelete: 'cascade' }),
    fileId: text('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.declarationId, t.fileId] })],
);

/**
 * Which declarations cover a part, as Fetch RoHS/REACH matched them, and how specifically
 * (mpn, series, all-except, all): the most specific decides which one a part shows.
 */
export const partDeclarations = pgTable(
  'part_declarations',
  {
    partId: integer('part_id')
      .notNull()
      .references(() => parts.id, { onDelete: 'cascade' }),
    declarationId: integer('declaration_id')
      .notNull()
      .references(() => declarations.id, { onDelete: 'cascade' }),
    specificity: text('specificity').notNull(),
    linkedAt: timestamp('linked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.partId, t.declarationId] }),
    index('part_declarations_declaration_idx').on(t.declarationId),
    check(
      'part_declarations_specificity_check',
      oneOf('specificity', ['mpn', 'series', 'all-except', 'all']),
    ),
  ],
);

/**
 * A version of the RoHS Annex III exemption table (DESIGN.md §10.2): the one that ships is
 * stored on first start (importedBy null), an admin imports newer ones; the newest date is in
 * force and every version is kept.
 */
export const exemptionTables = pgTable(
  'exemption_tables',
  {
    id: serial('id').primaryKey(),
    /** The date of the newest act the version reflects. */
    date: date('date', { mode: 'string' }).notNull(),
    source: text('source').notNull(),
    /** `RohsExemption[]` (@partproof/shared), checked by its schema on import. */
    exemptions: jsonb('exemptions').$type<RohsExemption[]>().notNull(),
    importedBy: integer('imported_by').references(() => users.id, { onDelete: 'set null' }),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('exemption_tables_date_idx').on(t.date)],
);

/** A version of the REACH candidate list, imported by an admin; the newest is current. */
export const candidateLists = pgTable(
  'candidate_lists',
  {
    id: serial('id').primaryKey(),
    /** The date the regulator published this version. */
    date: date('date', { mode: 'string' }).notNull(),
    entries: integer('entries').notNull(),
    importedBy: integer('imported_by').references(() => users.id, { onDelete: 'set null' }),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('candidate_lists_date_idx').on(t.date)],
);

export const candidateListSubstances = pgTable(
  'candidate_list_substances',
  {
    id: serial('id').primaryKey(),
    listId: integer('list_id')
      .notNull()
      .references(() => candidateLists.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    ec: text('ec'),
    cas: text('cas'),
    dateOfInclusion: date('date_of_inclusion', { mode: 'string' }),
  },
  (t) => [index('candidate_list_substances_list_idx').on(t.listId)],
);
