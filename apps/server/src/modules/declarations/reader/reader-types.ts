/**
 * The shapes the declaration reader speaks (DESIGN.md §9.3 "Reading a document"): what it is
 * told about the company's data, the proposal it returns for the "Add new material
 * declaration" form, and the page text its finders read.
 */

/** What the reader may compare the document with; nothing else of the database. */
export interface KnownData {
  /** The manufacturers table. */
  manufacturers: Array<{ id: number; name: string }>;
  /** The parts of that manufacturer. */
  partsOf(manufacturerId: number): Promise<Array<{ mpn: string }>>;
}

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

export interface Coverage {
  scope: 'all' | 'all-except' | 'series' | 'mpns';
  series: string[];
  mpns: string[];
  exclusions: string[];
}

/** The words one field was taken from; `page` counts from 1. */
export interface Evidence {
  field: string;
  page: number;
  text: string;
}

export interface DeclarationProposal {
  manufacturer: { id: number; name: string } | null;
  /** A test lab or distributor that issued the document, when it is not the maker. */
  issuer: string | null;
  kind: DeclarationKind;
  /** The form's text: 'All', 'All except: A; B', or entries separated by '; '. */
  models: string;
  coverage: Coverage;
  /** 'YYYY-MM-DD', or 'YYYY-MM' when only the month is printed, or null. */
  dateIssue: string | null;
  /** Canonical citations (packages/shared rohs/canonical.ts). */
  directives: string[];
  candidateList: { date: string | null; entries: number | null } | null;
  /** Canonical exemption ids. */
  exemptions: string[];
  /** e.g. "products identified as RoHS compliant"; '' when none. */
  conditions: string;
  evidence: Evidence[];
  /** Whether any page was read by OCR. */
  ocr: boolean;
}

export type DeclarationMime = 'application/pdf' | 'image/png' | 'image/jpeg';

/** The text of one page as the finders read it: lines separated by '\n', cells by '\t'. */
export interface PageText {
  page: number;
  text: string;
  ocr: boolean;
}

/** A value a finder took from the text, with the words it came from. */
export interface Found<T> {
  value: T;
  page: number;
  text: string;
}
