/**
 * Finds the header row — often not row 1: exports put a title block (Title, Revision,
 * "Total Parts 421" …) above it — and maps its columns to BOM fields by synonyms.
 */
import { BOM_LIMITS } from './bom-limits.js';
import type { BomColumn, BomField, BomMapping } from '@partproof/shared';
import { matchHeader, type HeaderMatch } from './column-synonyms.js';

export interface HeaderGuess {
  /** 0-based index into the rows; -1 when no row looks like a header. */
  index: number;
  columns: BomColumn[];
  mapping: BomMapping;
  /** Score of each mapped field's header: 10 exact synonym, 5 partial. */
  scores: Partial<Record<BomField, number>>;
}

export function isBlank(row: readonly string[] | undefined): boolean {
  return !row || row.every((cell) => cell === '');
}

/** The first `count` rows that are not blank: a sample of the data, without a copy of it all. */
export function firstFilledRows(rows: readonly string[][], count: number): string[][] {
  const sample: string[][] = [];
  for (const row of rows) {
    if (sample.length >= count) break;
    if (!isBlank(row)) sample.push(row);
  }
  return sample;
}

export function findHeader(rows: string[][]): HeaderGuess {
  let best: HeaderGuess = { index: -1, columns: [], mapping: {}, scores: {} };
  let bestScore = 0;
  const limit = Math.min(rows.length, BOM_LIMITS.headerScanRows);
  for (let index = 0; index < limit; index++) {
    const row = rows[index];
    if (!row || isBlank(row)) continue;
    const guess = mapHeaderRow(row, index);
    const fields = Object.keys(guess.scores).length;
    const score = Object.values(guess.scores).reduce((sum, value) => sum + value, 0);
    // Two different fields make a header; a title line like "Comment 1,…" has one at most.
    if (fields >= 2 && score > bestScore) {
      best = guess;
      bestScore = score;
    }
  }
  return best;
}

/** Maps one row's cells as headers; each field goes to its best (then first) column. */
export function mapHeaderRow(row: string[], index: number): HeaderGuess {
  const matches: (HeaderMatch | null)[] = row.map((cell) => matchHeader(cell));
  const mapping: BomMapping = {};
  const scores: Partial<Record<BomField, number>> = {};
  matches.forEach((match, column) => {
    if (!match) return;
    if ((scores[match.field] ?? 0) >= match.score) return;
    mapping[match.field] = column;
    scores[match.field] = match.score;
  });
  return { index, columns: describeColumns(row, mapping), mapping, scores };
}

export function describeColumns(header: string[], mapping: BomMapping): BomColumn[] {
  const fieldOf = new Map<number, BomField>();
  for (const [field, column] of Object.entries(mapping) as [BomField, number | null][]) {
    if (column !== null && column !== undefined) fieldOf.set(column, field);
  }
  const width = Math.max(header.length, ...[...fieldOf.keys()].map((column) => column + 1));
  return Array.from({ length: width }, (_, index) => ({
    index,
    header: header[index] ?? '',
    field: fieldOf.get(index) ?? null,
  }));
}
