/**
 * The fixed vocabularies of RoHS/REACH declarations (DESIGN.md §9.3): each feeds the zod
 * schemas, the database CHECK constraints and the labels the web app shows.
 */

// Kinds, coverage scopes and review states live with their rules: rohs/status.ts and
// rohs/coverage.ts.

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
