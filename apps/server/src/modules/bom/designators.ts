/**
 * Reference designators as BOMs write them — 'R1-R4, R7', 'C1 C3 C5', 'R1..4', 'D1;D2' —
 * expanded to one entry per part, and the letter prefix that says what kind of part it is.
 */
import { BOM_LIMITS } from './bom-limits.js';

const RANGE = /^([A-Za-z_]+)(\d+)\s*(?:-|–|—|\.\.|:|~)\s*([A-Za-z_]*)(\d+)$/;

export interface ExpandedDesignators {
  designators: string[];
  /** Ranges kept as written because they were too long or malformed. */
  problems: string[];
}

export function expandDesignators(text: string): ExpandedDesignators {
  const designators: string[] = [];
  const problems: string[] = [];
  // Join "R1 - R4" to "R1-R4" so whitespace can separate list items.
  const cleaned = text.replace(/\s*(-|–|—|\.\.|~)\s*(?=[A-Za-z_]*\d)/g, '$1');
  for (const token of cleaned.split(/[\s,;/]+/)) {
    if (!token) continue;
    const range = RANGE.exec(token);
    if (!range) {
      designators.push(token);
      continue;
    }
    const [, prefix = '', first = '', endPrefix = '', last = ''] = range;
    const from = Number(first);
    const to = Number(last);
    const samePrefix = !endPrefix || endPrefix.toUpperCase() === prefix.toUpperCase();
    if (!samePrefix || to < from || to - from >= BOM_LIMITS.maxRangeLength) {
      problems.push(token);
      designators.push(token);
      continue;
    }
    // Keep zero padding as written (R01-R03 → R01, R02, R03).
    const width = first.startsWith('0') ? first.length : 0;
    for (let n = from; n <= to; n++) designators.push(prefix + String(n).padStart(width, '0'));
  }
  return { designators: unique(designators), problems };
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}

/** 'R12' → 'R', 'SW3' → 'SW', 'U4A' → 'U'; '' when the text is not a designator. */
export function designatorPrefix(designator: string): string {
  return /^([A-Za-z]+)_?\d/.exec(designator.trim())?.[1]?.toUpperCase() ?? '';
}

/** A cell that reads like designators ('R1', 'C1, C3', 'R1-R4'). */
export function looksLikeDesignators(text: string): boolean {
  const tokens = text.split(/[\s,;]+/).filter(Boolean);
  return (
    tokens.length > 0 &&
    tokens.every((token) =>
      /^[A-Za-z]{1,4}_?\d{1,5}[A-Za-z]?(?:(?:-|\.\.)[A-Za-z]{0,4}\d{1,5})?$/.test(token),
    )
  );
}
