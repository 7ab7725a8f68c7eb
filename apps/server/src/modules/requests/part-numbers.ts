/**
 * The part numbers a request lists: the compose dialog's `model` (one per line or `;`, never
 * commas — a comma may be part of a part number, as in declarations' models) and the
 * components it is about, once each by their search key.
 */
import { normalise } from '@partproof/shared';

export function splitPartNumbers(model: string): string[] {
  return model
    .split(/[\n\r;]+/)
    .map((entry) => entry.trim())
    .filter((entry) => normalise(entry) !== '');
}

/** The lists joined in order, each part number once (by its search key). */
export function uniquePartNumbers(...lists: string[][]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const mpn of lists.flat()) {
    const key = normalise(mpn);
    if (!key || seen.has(key)) continue;
    seen.add(key);
    out.push(mpn);
  }
  return out;
}
