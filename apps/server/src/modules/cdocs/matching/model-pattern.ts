/**
 * Model and part numbers as certificates and BOMs write them. Comparison uses the shared
 * search normalisation (lower-case, no whitespace, punctuation or symbols), but that would
 * erase the wildcards of a series pattern ('B3292*', 'B32922C3*M'), so patterns are parsed
 * here first: '*' matches any run of characters, '?' exactly one, and the literal pieces
 * between them are normalised on their own.
 *
 * Patterns come from imported files and directories, so they are matched without a regex:
 * a backtracking regex for '*a*a*a*a*a*a*a*a*a*a*a*b' took seconds on a 32-character model
 * and forever on a long one. The matcher below places each piece between two stars at its
 * first fit, left to right, which is enough for globs and never goes back.
 */
import { normalise } from '@partproof/shared';

/** Longer texts are taken as plain models: no real series pattern is this long. */
export const MAX_PATTERN_LENGTH = 300;

export interface ModelPattern {
  /** The model with wildcards and punctuation removed: 'B3292*' → 'b3292'. */
  normalised: string;
  isPattern: boolean;
  /** Whether a normalised model fits the whole pattern; for a plain model, equality. */
  matches: (model: string) => boolean;
  /** The same for two spellings of one pattern ('B3292*', 'b-3292 **'); '' when empty. */
  key: string;
  /** How many literal characters the pattern pins down; a short pattern says little. */
  literalLength: number;
  /** The literal characters before the first wildcard, for a SQL `LIKE 'prefix%'`. */
  prefix: string;
}

/** One character of a pattern: a literal code point, or '?' (any one). */
type Cell = string | null;

const WILDCARDS = /([*?])/;

export function normaliseModel(text: string | null | undefined): string {
  return normalise(text);
}

export function parseModelPattern(text: string | null | undefined): ModelPattern {
  const raw = text ?? '';
  if (raw.length > MAX_PATTERN_LENGTH) return plainModel(normalise(raw));
  // Segments are the runs between stars; each is a list of cells.
  const segments: Cell[][] = [[]];
  let key = '';
  let normalised = '';
  let prefix: string | undefined;
  let isPattern = false;
  for (const part of raw.split(WILDCARDS)) {
    if (part === '*' || part === '?') {
      isPattern = true;
      prefix ??= normalised;
      if (part === '?') {
        segments.at(-1)?.push(null);
        key += '?';
      } else if (!key.endsWith('*')) {
        segments.push([]);
        key += '*';
      }
      continue;
    }
    const literal = normalise(part);
    normalised += literal;
    key += literal;
    segments.at(-1)?.push(...Array.from(literal));
  }
  if (!isPattern) return plainModel(normalised);
  return {
    normalised,
    isPattern,
    matches: (model) => fits(segments, Array.from(model)),
    key,
    literalLength: Array.from(normalised).length,
    prefix: prefix ?? normalised,
  };
}

function plainModel(normalised: string): ModelPattern {
  return {
    normalised,
    isPattern: false,
    matches: (model) => model === normalised,
    key: normalised,
    literalLength: Array.from(normalised).length,
    prefix: normalised,
  };
}

/**
 * Whether `model` fits the star-separated segments: the first at the start, the last at
 * the end, each one between at its first fit after the one before. Taking the first fit is
 * never wrong for globs (a later fit only leaves less room for the rest), so no step is
 * retried: at most model length × pattern length comparisons.
 */
function fits(segments: Cell[][], model: string[]): boolean {
  const first = segments[0] ?? [];
  if (segments.length === 1) return model.length === first.length && fitsAt(first, model, 0);
  const last = segments.at(-1) ?? [];
  const end = model.length - last.length;
  if (end < first.length || !fitsAt(first, model, 0) || !fitsAt(last, model, end)) return false;
  let from = first.length;
  for (const segment of segments.slice(1, -1)) {
    const at = firstFit(segment, model, from, end);
    if (at < 0) return false;
    from = at + segment.length;
  }
  return true;
}

function fitsAt(segment: Cell[], model: string[], at: number): boolean {
  return segment.every((cell, i) => cell === null || cell === model[at + i]);
}

/** The first position in [from, end - segment length] where the segment fits, else -1. */
function firstFit(segment: Cell[], model: string[], from: number, end: number): number {
  for (let at = from; at + segment.length <= end; at++) if (fitsAt(segment, model, at)) return at;
  return -1;
}
