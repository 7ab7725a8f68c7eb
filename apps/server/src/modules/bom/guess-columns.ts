/**
 * Guesses fields from cell contents for columns whose headers say nothing (Field1…Field8):
 * designators look like 'R12', part numbers are one token mixing letters and digits,
 * manufacturers are a few words that repeat, descriptions are longer text. The result is
 * always reported with low confidence so the user confirms it in the wizard.
 */
import type { BomField, BomMapping } from '@partproof/shared';
import { looksLikeDesignators } from './designators.js';
import { firstFilledRows } from './find-header.js';

const GUESSED = ['designator', 'quantity', 'partNumber', 'manufacturer', 'description'] as const;
type GuessedField = (typeof GUESSED)[number];
const DNP_CELL = /^(dnp|dnf|dni|np|nf|not fitted|do not (populate|place|fit|mount))$/i;

interface ColumnStats {
  filled: number;
  designator: number;
  integer: number;
  partNumber: number;
  manufacturer: number;
  description: number;
  distinct: number;
}

function columnStats(rows: string[][], column: number): ColumnStats {
  const values = rows.map((row) => row[column] ?? '').filter((v) => v !== '' && !DNP_CELL.test(v));
  const share = (test: (value: string) => boolean) =>
    values.length ? values.filter(test).length / values.length : 0;
  return {
    filled: values.length / Math.max(rows.length, 1),
    designator: share(looksLikeDesignators),
    integer: share((v) => /^\d{1,5}$/.test(v)),
    partNumber: share((v) => /^[\w.+#/,-]{3,40}$/.test(v) && /\d/.test(v) && /[a-z]/i.test(v)),
    manufacturer: share(
      (v) =>
        v.length <= 40 && /^[\p{L}][\p{L}\s.&,'()-]*\d?$/u.test(v) && v.split(/\s+/).length <= 4,
    ),
    description: share((v) => v.split(/\s+/).length >= 3),
    distinct: new Set(values).size / Math.max(values.length, 1),
  };
}

function fieldScore(field: GuessedField, stats: ColumnStats): number {
  if (stats.filled < 0.2) return 0;
  switch (field) {
    case 'designator':
      return stats.designator >= 0.8 ? stats.designator : 0;
    case 'quantity':
      return stats.integer >= 0.9 && stats.distinct < 0.8 ? stats.integer : 0;
    case 'partNumber':
      return stats.partNumber >= 0.6 ? stats.partNumber * stats.filled : 0;
    case 'manufacturer':
      return stats.manufacturer >= 0.7 && stats.distinct <= 0.6
        ? stats.manufacturer * stats.filled
        : 0;
    case 'description':
      return stats.description >= 0.6 ? stats.description * stats.filled : 0;
  }
}

/** Blank, 'Field3', 'Column 2', 'Unnamed: 4', 'F' — a header that names nothing. */
export function isMeaninglessHeader(header: string): boolean {
  return /^((field|column|col|spalte|unnamed)[\s_:.-]*\d*|[a-z]|\d+)?$/i.test(header.trim());
}

/**
 * Fills fields the header did not give from columns whose headers name nothing; a column
 * with a real but unknown header (Footprint, Supplier) is left alone.
 */
export function guessFromContent(
  header: string[],
  data: string[][],
  width: number,
  mapping: BomMapping,
): { mapping: BomMapping; guessed: BomField[] } {
  const rows = firstFilledRows(data, 300);
  const taken = new Set(Object.values(mapping).filter((c): c is number => typeof c === 'number'));
  header.forEach((cell, column) => {
    if (!isMeaninglessHeader(cell)) taken.add(column);
  });
  const result: BomMapping = { ...mapping };
  const guessed: BomField[] = [];
  const stats = Array.from({ length: width }, (_, column) => columnStats(rows, column));
  for (const field of GUESSED) {
    if (typeof result[field] === 'number') continue;
    let best: { column: number; score: number } | null = null;
    stats.forEach((columnStat, column) => {
      if (taken.has(column)) return;
      const score = fieldScore(field, columnStat);
      if (score > 0 && (!best || score > best.score)) best = { column, score };
    });
    const chosen = best as { column: number; score: number } | null;
    if (chosen) {
      result[field] = chosen.column;
      taken.add(chosen.column);
      guessed.push(field);
    }
  }
  return { mapping: result, guessed };
}
