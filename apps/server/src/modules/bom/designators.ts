/**
 * Reference designators as BOMs write them — 'R1-R4, R7', 'C1 C3 C5', 'R1..4', 'D1;D2',
 * KiCad's hierarchical 'C1_1-C1_36' — expanded to one entry per part, and the letter prefix
 * that says what kind of part it is.
 */
import { BOM_LIMITS } from './bom-limits.js';

/**
 * A range 'R1-R4', 'R1..4', 'C1_1-C1_36': prefix, number, separator, the end's prefix (may
 * be left out) and number. A prefix ends in a letter or '_' so that the last run of digits
 * is the number: 'R12' → R + 12, 'C1_36' (KiCad sheet 1, C36) → C1_ + 36.
 */
const RANGE =
  /^([A-Za-z_](?:[A-Za-z0-9_]*[A-Za-z_])?)(\d+)\s*(?:-|–|—|\.\.|:|~)\s*([A-Za-z_](?:[A-Za-z0-9_]*[A-Za-z_])?)?(\d+)$/;
const TOKEN = /[^\s,;/]+/g;
/** A character a range is written with; a cell without one ('R1, R2') is a plain list. */
const RANGE_MARK = /[-–—.:~]/;

export interface ExpandedDesignators {
  designators: string[];
  /** Ranges kept as written because they were too long or malformed. */
  problems: string[];
  /** The cell held more than BOM_LIMITS.maxDesignatorsPerCell; the rest was left out. */
  truncated: boolean;
}

export function expandDesignators(text: string): ExpandedDesignators {
  const limit = BOM_LIMITS.maxDesignatorsPerCell;
  // A Set dedupes while expanding, so repeated ranges cannot grow the list.
  const designators = new Set<string>();
  const problems: string[] = [];
  let budget = limit;
  let truncated = false;
  // Join "R1 - R4" to "R1-R4" so whitespace can separate list items. A match starts only
  // where a run of spaces starts (`(?<!\s)`): tried from inside the run too, a long run with
  // no range after it was rescanned from each of its characters.
  const mayHoldRanges = RANGE_MARK.test(text);
  const cleaned = mayHoldRanges
    ? text.replace(/(?<!\s)\s*(-|–|—|\.\.|~)\s*(?=[A-Za-z_]*\d)/g, '$1')
    : text;
  // matchAll is lazy: a 10 MB cell is not split into millions of strings up front.
  for (const [token] of cleaned.matchAll(TOKEN)) {
    if (budget <= 0 || designators.size >= limit) {
      truncated = true;
      break;
    }
    const range = mayHoldRanges ? RANGE.exec(token) : null;
    if (!range) {
      designators.add(token);
      budget--;
      continue;
    }
    const [, prefix = '', first = '', endPrefix = '', last = ''] = range;
    const from = Number(first);
    const to = Number(last);
    const samePrefix = !endPrefix || endPrefix.toUpperCase() === prefix.toUpperCase();
    if (!samePrefix || to < from || to - from + 1 > budget) {
      if (!designators.has(token)) problems.push(token);
      designators.add(token);
      budget--;
      continue;
    }
    budget -= to - from + 1;
    // Keep zero padding as written (R01-R03 → R01, R02, R03).
    const width = first.startsWith('0') ? first.length : 0;
    for (let n = from; n <= to; n++) designators.add(prefix + String(n).padStart(width, '0'));
  }
  return { designators: [...designators], problems, truncated };
}

/** 'R12' → 'R', 'SW3' → 'SW', 'U4A' → 'U', 'C1_36' → 'C'; '' when the text is not a designator. */
export function designatorPrefix(designator: string): string {
  return /^([A-Za-z]+)_?\d/.exec(designator.trim())?.[1]?.toUpperCase() ?? '';
}

/**
 * One designator ('R1', 'U4A', 'C1_36': a KiCad hierarchical sheet's C36), or a range of them
 * whose end may leave out the prefix ('R1-R4', 'R1..4', 'C1_1-C1_36').
 */
const DESIGNATOR_TOKEN =
  /^[A-Za-z]{1,4}(?:\d{1,5}_)?_?\d{1,5}[A-Za-z]?(?:(?:-|\.\.)(?:[A-Za-z]{1,4}(?:\d{1,5}_)?)?\d{1,5})?$/;

/** A cell that reads like designators ('R1', 'C1, C3', 'R1-R4', 'C1_1-C1_36'). */
export function looksLikeDesignators(text: string): boolean {
  const tokens = text.split(/[\s,;]+/).filter(Boolean);
  return tokens.length > 0 && tokens.every((token) => DESIGNATOR_TOKEN.test(token));
}
