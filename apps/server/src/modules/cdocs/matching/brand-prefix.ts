/**
 * The weaker manufacturer rule: one side names the brand ('Nichicon', 'Zyqor') and the
 * other a longer name the alias table does not know that starts with it ('Nichicon Fukui
 * Works', 'Zyqor Relay Works Ltd'). It is accepted only on whole leading words — 'Kingbright'
 * is not the start of 'Kingbrightness' — and only when the longer name has no identity of
 * its own in the alias table, so 'TDK' never claims 'TDK-Lambda'. The match scores lower
 * (match-certificate.ts), and Search database asks for it only when no record of the
 * maker's own key qualifies (search-material.ts).
 */
import {
  isKnownManufacturer,
  manufacturerWords,
  normaliseManufacturer,
  resolveKey,
  resolveManufacturer,
} from '../../manufacturers/identity/manufacturer.js';

/** A brand key shorter than this ('te', 'st', 'ti') starts too many other names. */
export const MIN_BRAND_LENGTH = 3;

const longEnough = (key: string) => key.length >= MIN_BRAND_LENGTH;

/** The keys a name counts as a brand under: its own spelling and its group's canonical key. */
export function brandKeys(name: string | null | undefined): string[] {
  return [...new Set([normaliseManufacturer(name), resolveManufacturer(name)])].filter(longEnough);
}

/** Every proper start of the name in whole words: 'Good Ark Foo Bar' → goodark, goodarkfoo. */
export function leadingRuns(name: string | null | undefined): string[] {
  const words = manufacturerWords(name);
  const runs: string[] = [];
  for (let end = 1; end < words.length; end++) runs.push(words.slice(0, end).join(''));
  return runs.filter(longEnough);
}

/** `brand` names the maker whose unknown longer name `holder` starts with. */
export function isBrandOf(
  brand: string | null | undefined,
  holder: string | null | undefined,
): boolean {
  if (isKnownManufacturer(holder)) return false;
  const keys = new Set(brandKeys(brand));
  return leadingRuns(holder).some((run) => keys.has(run));
}

/** Either name is the brand of the other. */
export function brandAgrees(a: string | null | undefined, b: string | null | undefined): boolean {
  return isBrandOf(a, b) || isBrandOf(b, a);
}

/**
 * What the SQL prefilter asks for when a material's own key finds nothing: holder keys that
 * start with one of `prefixes` (the material names the brand; holder_key of an unknown
 * holder is its words joined), or equal one of `keys` (the material names a longer
 * name that starts with the holder's brand; holder_key is resolved, hence both forms).
 */
export function brandFallback(name: string | null | undefined): {
  prefixes: string[];
  keys: string[];
} {
  const runs = isKnownManufacturer(name) ? [] : leadingRuns(name);
  return {
    prefixes: brandKeys(name),
    keys: [...new Set([...runs, ...runs.map(resolveKey)])].filter(longEnough),
  };
}
