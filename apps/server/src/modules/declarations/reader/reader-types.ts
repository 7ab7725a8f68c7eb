/**
 * The shapes the declaration reader speaks (DESIGN.md §9.3 "Reading a document"): what it is
 * told about the company's data, the proposal it returns for the "Add new material
 * declaration" form, and the page text its finders read.
 */
import type { DeclarationProposal } from '@partproof/shared';

/** What the reader may compare the document with; nothing else of the database. */
export interface KnownData {
  /** The manufacturers table. */
  manufacturers: Array<{ id: number; name: string }>;
  /** The parts of those manufacturers, by manufacturer id, in one look-up. */
  partsOf(manufacturerIds: readonly number[]): Promise<Map<number, Array<{ mpn: string }>>>;
}

/** The answer and its parts are the contract's (packages/shared schemas/declarations.ts). */
export type { Coverage, DeclarationKind, DeclarationProposal } from '@partproof/shared';
export type Evidence = DeclarationProposal['evidence'][number];

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
