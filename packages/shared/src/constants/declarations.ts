/**
 * The fixed vocabularies of RoHS/REACH declarations (DESIGN.md §9.3): each feeds the zod
 * schemas, the database CHECK constraints and the labels the web app shows.
 */

/** What kind of document a declaration is. */
export const DECLARATION_KINDS = [
  'RoHS',
  'REACH',
  'RoHS+REACH',
  'FMD',
  'IPC-1752A',
  'Test report',
  'Datasheet',
  'Other',
] as const;
export type DeclarationKind = (typeof DECLARATION_KINDS)[number];

/** Which parts of its manufacturer a declaration covers. */
export const COVERAGE_SCOPES = ['all', 'all-except', 'series', 'mpns'] as const;
export type CoverageScope = (typeof COVERAGE_SCOPES)[number];

/** Staff review of a declaration: once per document, for every part it covers. */
export const REVIEW_STATES = ['in-review', 'approved', 'rejected'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

/** Where a declaration came from: staff upload, the supplier link (§9.7), or Fetch. */
export const DECLARATION_SOURCES = ['staff', 'supplier', 'fetch'] as const;
export type DeclarationSource = (typeof DECLARATION_SOURCES)[number];

/** Files per declaration and their size, as for every staff upload. */
export const DECLARATION_LIMITS = {
  files: 5,
  fileBytes: 10 * 1024 * 1024,
  /** Scanned (OCR'd) pages the reader takes in one request. */
  ocrPages: 5,
} as const;
