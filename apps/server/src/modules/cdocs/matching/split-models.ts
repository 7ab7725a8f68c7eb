/**
 * A certificate's model field often lists several models: 'G5LE-1A DC12; G5LE-1A DC24',
 * 'B32922C3104M, B32922C3224M', 'LVR005K or LVR010K'. The rule, pragmatic on purpose:
 *
 * - always split on ';', '|', line breaks and the word ' or ';
 * - split on ',' and '/' only when the text on both sides looks like a model number
 *   (at least 4 characters after normalisation and at least one digit), so ratings and
 *   decimal commas stay whole: 'T2,5A', '12/24V', '250V/10A' are one model each.
 *
 * Each entry is trimmed; empty entries go; duplicates (same normalised model, wildcards
 * respected) are listed once, in first-seen order.
 */
import { parseModelPattern } from './model-pattern.js';

const HARD_SEPARATORS = /[;|\r\n]+|\s+or\s+/iu;
const SOFT_SEPARATORS = /(\s*[,/]\s*)/u;
const MIN_MODEL_LENGTH = 4;

export function splitModels(text: string | null | undefined): string[] {
  const models: string[] = [];
  const seen = new Set<string>();
  for (const piece of (text ?? '').split(HARD_SEPARATORS)) {
    for (const model of splitSoft(piece)) {
      const trimmed = model.trim();
      if (trimmed === '') continue;
      const key = parseModelPattern(trimmed).key;
      if (key === '' || seen.has(key)) continue;
      seen.add(key);
      models.push(trimmed);
    }
  }
  return models;
}

function splitSoft(piece: string): string[] {
  // split() with a capture group alternates fragment, separator, fragment, …
  const tokens = piece.split(SOFT_SEPARATORS);
  const models: string[] = [];
  let current = tokens[0] ?? '';
  let previousFragment = current;
  for (let i = 1; i + 1 < tokens.length; i += 2) {
    const separator = tokens[i] ?? '';
    const fragment = tokens[i + 1] ?? '';
    if (looksLikeModel(previousFragment) && looksLikeModel(fragment)) {
      models.push(current);
      current = fragment;
    } else {
      current += separator + fragment;
    }
    previousFragment = fragment;
  }
  models.push(current);
  return models;
}

function looksLikeModel(fragment: string): boolean {
  const literal = parseModelPattern(fragment).normalised;
  return Array.from(literal).length >= MIN_MODEL_LENGTH && /\p{N}/u.test(literal);
}
