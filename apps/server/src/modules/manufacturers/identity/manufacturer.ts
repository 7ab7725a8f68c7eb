/**
 * Manufacturer names as certificates, BOMs, connectors and declarations write them
 * ('Suzhou Good-Ark Electronics Co., Ltd.', 'Würth Elektronik eiSos GmbH & Co. KG',
 * 'LITTELFUSE', 'TDK-EPC') reduced to one comparable key, and the key resolved to the
 * maker's identity. The key has the shape of the shared search normalisation — lower-case,
 * no spaces — so 'Littel fuse', 'Good-Ark' and 'Good Ark' meet their one-word spellings
 * and a pg_trgm index on the key sees one word. Every incoming name goes through
 * `resolveManufacturer`; cdocs.holder_key stores its result (cdocs/cdocs.queries.ts).
 */
import { MANUFACTURER_ALIASES } from './manufacturer-aliases.js';
import { GENERIC_WORDS, JOINED_PHRASES, LEGAL_FORMS, PLACES } from './manufacturer-words.js';

/** Letters NFKD does not decompose but that people type without the mark. */
const FOLD: Readonly<Record<string, string>> = {
  ß: 'ss',
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  ł: 'l',
  đ: 'd',
};

function fold(name: string): string {
  let text = name
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[ßøæœłđ]/gu, (letter) => FOLD[letter] ?? letter)
    // Dotted abbreviations become words: 'S.A.' → 'sa', 'Co.' → 'co', 'K.K.' → 'kk'.
    .replace(/\./g, '')
    .replace(/&/g, ' & ');
  for (const [phrase, word] of JOINED_PHRASES) text = text.replace(phrase, word);
  return text;
}

const wordsOf = (text: string) =>
  text
    .replace(/[^\p{L}\p{N}&]+/gu, ' ')
    .split(' ')
    .filter((word) => word !== '');

const isNoise = (word: string) =>
  LEGAL_FORMS.has(word) || GENERIC_WORDS.has(word) || PLACES.has(word);

/**
 * The words that name the maker, in order: legal forms, generic words ('Electronics',
 * 'Technology', 'Group') and places ('Suzhou', 'Europe') go, and so does a parenthesised
 * part ('Nichicon (Wuxi)', 'Fenghua (Holding)'), which says where or how, not who. Hyphens
 * and other punctuation split words ('Good-Ark' → good, ark). A name made only of such
 * words is still a name: it keeps everything but its legal form ('Taiwan Semiconductor
 * Co., Ltd.' → taiwan, semiconductor), or everything ('Electronic Components Inc.').
 */
export function manufacturerWords(name: string | null | undefined): string[] {
  const folded = fold(name ?? '');
  const significant = wordsOf(folded.replace(/\([^)]*\)/g, ' ')).filter((w) => !isNoise(w));
  if (significant.length > 0) return significant;
  const words = wordsOf(folded.replace(/[()]/g, ' '));
  const named = words.filter((word) => !LEGAL_FORMS.has(word) && word !== '&');
  return named.length > 0 ? named : words.filter((word) => word !== '&');
}

/** The comparable key of one spelling: its maker words joined ('Good-Ark Co.' → 'goodark'). */
export function normaliseManufacturer(name: string | null | undefined): string {
  return manufacturerWords(name).join('');
}

const aliasToCanonical: ReadonlyMap<string, string> = buildAliasMap();

function buildAliasMap(): Map<string, string> {
  const map = new Map<string, string>();
  for (const [canonical, aliases] of Object.entries(MANUFACTURER_ALIASES)) {
    const key = normaliseManufacturer(canonical);
    for (const name of [canonical, ...aliases]) map.set(normaliseManufacturer(name), key);
  }
  return map;
}

/** A normalised key mapped to its group's canonical key (itself when it has no group). */
export function resolveKey(key: string): string {
  return aliasToCanonical.get(key) ?? key;
}

/** The canonical key of a manufacturer: the alias table's group, or its own key. */
export function resolveManufacturer(name: string | null | undefined): string {
  return resolveKey(normaliseManufacturer(name));
}

/** Whether the alias table knows this spelling, i.e. the name's identity is settled. */
export function isKnownManufacturer(name: string | null | undefined): boolean {
  return aliasToCanonical.has(normaliseManufacturer(name));
}

/** Two names of the same manufacturer; an empty name agrees with nothing. */
export function sameManufacturer(
  a: string | null | undefined,
  b: string | null | undefined,
): boolean {
  const left = resolveManufacturer(a);
  return left !== '' && left === resolveManufacturer(b);
}
