/**
 * Model and part numbers as certificates and BOMs write them. Comparison uses the shared
 * search normalisation (lower-case, no whitespace, punctuation or symbols), but that would
 * erase the wildcards of a series pattern ('B3292*', 'B32922C3*M'), so patterns are parsed
 * here first: '*' matches any run of characters, '?' exactly one, and the literal pieces
 * between them are normalised on their own.
 */
import { normalise } from '@partproof/shared';

export interface ModelPattern {
  /** The model with wildcards and punctuation removed: 'B3292*' → 'b3292'. */
  normalised: string;
  isPattern: boolean;
  /** Anchored regex over a normalised model; for a plain model it tests equality. */
  regex: RegExp;
  /** How many literal characters the pattern pins down; a short pattern says little. */
  literalLength: number;
  /** The literal characters before the first wildcard, for a SQL `LIKE 'prefix%'`. */
  prefix: string;
}

const WILDCARDS = /([*?])/;

export function normaliseModel(text: string | null | undefined): string {
  return normalise(text);
}

export function parseModelPattern(text: string | null | undefined): ModelPattern {
  const parts = (text ?? '').split(WILDCARDS);
  let source = '';
  let normalised = '';
  let prefix: string | undefined;
  let isPattern = false;
  for (const part of parts) {
    if (part === '*' || part === '?') {
      isPattern = true;
      prefix ??= normalised;
      source += part === '*' ? '.*' : '.';
      continue;
    }
    const literal = normalise(part);
    normalised += literal;
    source += escapeRegex(literal);
  }
  return {
    normalised,
    isPattern,
    regex: new RegExp(`^${source}$`, 'u'),
    literalLength: Array.from(normalised).length,
    prefix: prefix ?? normalised,
  };
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
}
