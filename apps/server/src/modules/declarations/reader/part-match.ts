/**
 * Whether a part number or a series pattern written in a document names parts of the maker
 * (DESIGN.md §9.1, §9.3): compared in the normalised form, and a listed number also covers
 * the same number with an ordering or packing suffix after a separator ('74HC595BQ' covers
 * '74HC595BQ,115', 'FH34SRJ-14S-0.5SH' covers 'FH34SRJ-14S-0.5SH(50)'), never a longer
 * number without one ('74HC595' does not cover '74HC595BQ').
 */
import { globMatches, normalise } from '@partproof/shared';

/** Characters that start an ordering or packing suffix. */
const SEPARATOR = /[,(/#.\-_ ]/;

const raw = (text: string) => text.toUpperCase().replace(/\s+/g, '');

/**
 * Characters OCR confuses in part numbers (O and 0, I and 1, S and 5, …), each group folded to
 * one. Both sides are folded, so a part number read from a scan as 'RCO603FR-0710KL' meets
 * the stored 'RC0603FR-0710KL'; the stored spelling is what the reader then proposes.
 */
const OCR_FOLD: Readonly<Record<string, string>> = {
  O: '0',
  Q: '0',
  I: '1',
  L: '1',
  '|': '1',
  S: '5',
  B: '8',
  Z: '2',
};
const folded = (number: string) => number.replace(/[OQIL|SBZ]/g, (c) => OCR_FOLD[c] ?? c);

export interface PartIndex {
  /** Normalised part number → the part's number as stored. */
  normal: Map<string, string>;
  /** Each part's number (raw) cut before each separator: what a listed number may be. */
  bases: Set<string>;
  /** Each part's number, raw. */
  numbers: Set<string>;
  /** Numbers and bases, OCR-folded → as stored (raw). */
  foldedNumbers: Map<string, string>;
  /**
   * Each key of foldedNumbers with one character deleted → those keys: finds the numbers one
   * edit from an OCR reading without comparing it with every part. Built on the first OCR
   * reading, since a text layer never needs it.
   */
  oneDeleted: Map<string, string[]> | null;
}

export function partIndex(parts: ReadonlyArray<{ mpn: string }>): PartIndex {
  const index: PartIndex = {
    normal: new Map(),
    bases: new Set(),
    numbers: new Set(),
    foldedNumbers: new Map(),
    oneDeleted: null,
  };
  for (const { mpn } of parts) {
    const number = raw(mpn);
    index.normal.set(normalise(mpn), mpn);
    index.numbers.add(number);
    index.foldedNumbers.set(folded(number), number);
    for (let i = 1; i < number.length; i++) {
      if (!SEPARATOR.test(number[i] ?? '')) continue;
      const base = number.slice(0, i);
      index.bases.add(base);
      if (!index.foldedNumbers.has(folded(base))) index.foldedNumbers.set(folded(base), base);
    }
  }
  return index;
}

/** The text with each one of its characters deleted, once per distinct result. */
function deletions(text: string): Set<string> {
  const variants = new Set<string>();
  for (let i = 0; i < text.length; i++) variants.add(text.slice(0, i) + text.slice(i + 1));
  return variants;
}

function oneDeletedOf(index: PartIndex): Map<string, string[]> {
  if (index.oneDeleted) return index.oneDeleted;
  const map = new Map<string, string[]>();
  for (const key of index.foldedNumbers.keys()) {
    for (const variant of deletions(key)) {
      const keys = map.get(variant);
      if (keys) keys.push(key);
      else map.set(variant, [key]);
    }
  }
  index.oneDeleted = map;
  return map;
}

/**
 * The folded numbers that may be one edit from `read`: one with a character more (deleting
 * it gives `read`), one with a character less (a deletion of `read`), one with a character
 * replaced (the same deletion of both). A superset: oneEditApart decides.
 */
function nearKeys(read: string, index: PartIndex): Set<string> {
  const oneDeleted = oneDeletedOf(index);
  const near = new Set(oneDeleted.get(read));
  for (const variant of deletions(read)) {
    if (index.foldedNumbers.has(variant)) near.add(variant);
    for (const key of oneDeleted.get(variant) ?? []) near.add(key);
  }
  return near;
}

/**
 * A part number read by OCR, as the maker's stored number (or the part of it before a
 * suffix) it can only be a misreading of; null when it is none.
 */
export function ocrReading(written: string, index: PartIndex): string | null {
  const read = folded(raw(written));
  const exact = index.foldedNumbers.get(read);
  if (exact) return exact;
  // OCR also adds or drops a character ('RCO0603FR-0710KL'). A long number one edit away
  // from exactly one stored number is taken for it; two candidates are a guess, not a read.
  if (read.length < 8) return null;
  let only: string | null = null;
  for (const key of nearKeys(read, index)) {
    const number = index.foldedNumbers.get(key);
    if (number === undefined || !oneEditApart(read, key)) continue;
    if (only !== null && only !== number) return null;
    only = number;
  }
  return only;
}

/** Whether two strings differ by exactly one inserted, deleted or replaced character. */
function oneEditApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1 || a === b) return false;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  let i = 0;
  while (i < short.length && short[i] === long[i]) i++;
  const rest = short.length === long.length ? i + 1 : i;
  return short.slice(rest) === long.slice(i + 1);
}

/** The stored part number a written one equals, literally (a star included), or null. */
export function literalPart(written: string, index: PartIndex): string | null {
  const number = raw(written);
  return index.numbers.has(number) ? written : null;
}

/** Whether a written part number names one of the parts (itself, or with a suffix). */
export function namesPart(written: string, index: PartIndex): boolean {
  const normal = normalise(written);
  return (normal !== '' && index.normal.has(normal)) || index.bases.has(raw(written));
}

/**
 * Whether a written name is one of the parts itself, no suffix allowed: a one-word name
 * ("CHESTER", "GPS-LoRaWAN") must not name a part by the base its number is cut to ("GPS").
 */
export function equalsPart(written: string, index: PartIndex): boolean {
  const normal = normalise(written);
  return normal !== '' && index.normal.has(normal);
}

/**
 * Whether a series pattern ('GRM188*', 'FH34SRJ-*S-0.5SH') covers at least one part: the
 * part's number, or the number cut before a separator (the rest a suffix), matches it.
 */
export function namesSeries(pattern: string, index: PartIndex): boolean {
  const pieces = raw(pattern).split('*');
  for (const number of index.numbers) if (globMatches(number, pieces)) return true;
  for (const base of index.bases) if (globMatches(base, pieces)) return true;
  return false;
}

/**
 * Whether a catalogue range ('4900–4917', 'AB100-AB150') covers a part: one written as the
 * same range, or one whose number starts with a number of the range (then a suffix).
 */
export function namesRange(written: string, index: PartIndex): boolean {
  const range = /^([A-Z]*)(\d+)\s*[-–—]\s*\1?(\d+)$/i.exec(raw(written));
  if (!range) return false;
  const [, prefix = '', low = '', high = ''] = range;
  if (low.length !== high.length || Number(low) >= Number(high)) return false;
  const plain = (text: string) => text.replace(/[-–—]/g, '-');
  const same = plain(raw(written));
  const upper = prefix.toUpperCase();
  for (const number of index.numbers) {
    if (plain(number) === same) return true;
    if (!number.startsWith(upper)) continue;
    const digits = /^\d+/.exec(number.slice(upper.length))?.[0] ?? '';
    const value = Number(digits);
    if (digits.length === low.length && value >= Number(low) && value <= Number(high)) return true;
  }
  return false;
}
