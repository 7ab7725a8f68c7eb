/**
 * Manufacturer names as certificates and BOMs write them ('Würth Elektronik eiSos GmbH &
 * Co. KG', 'LITTELFUSE', 'TDK-EPC') reduced to one comparable key. The key has the shape
 * of the shared search normalisation — lower-case, no spaces — so 'Littel fuse' and
 * 'MEAN WELL' meet their one-word spellings and a pg_trgm index on the key sees one word.
 */
import { MANUFACTURER_ALIASES } from './manufacturer-aliases.js';

/**
 * Legal forms, words that say nothing about who made the part, and the country or region
 * of a sales subsidiary ('Murata Europe', 'Arcotronics Italia S.p.A.').
 */
const NOISE_WORDS = new Set([
  '&',
  'ab',
  'ag',
  'america',
  'americas',
  'asia',
  'deutschland',
  'europe',
  'germany',
  'italia',
  'japan',
  'usa',
  'bv',
  'co',
  'company',
  'components',
  'corp',
  'corporation',
  'electronic',
  'electronics',
  'elektronik',
  'enterprise',
  'enterprises',
  'gmbh',
  'group',
  'holding',
  'holdings',
  'inc',
  'incorporated',
  'industries',
  'kg',
  'kk',
  'limited',
  'llc',
  'ltd',
  'manufacturing',
  'mbh',
  'mfg',
  'nv',
  'oy',
  'plc',
  'pte',
  'pty',
  'sa',
  'sarl',
  'sas',
  'se',
  'semiconductor',
  'semiconductors',
  'spa',
  'srl',
  'technologies',
]);

/** Letters NFKD does not decompose but that people type without the mark. */
const FOLD: Readonly<Record<string, string>> = {
  ß: 'ss',
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  ł: 'l',
  đ: 'd',
};

export function normaliseManufacturer(name: string | null | undefined): string {
  const folded = (name ?? '')
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[ßøæœłđ]/gu, (letter) => FOLD[letter] ?? letter)
    // Dotted abbreviations become words: 'S.A.' → 'sa', 'Co.' → 'co'.
    .replace(/\./g, '')
    .replace(/&/g, ' & ')
    .replace(/[^\p{L}\p{N}&]+/gu, ' ');
  const words = folded.split(/\s+/).filter((word) => word !== '');
  const significant = words.filter((word) => !NOISE_WORDS.has(word));
  // A name made only of noise words ('Components Inc') is still a name; keep it whole.
  return (significant.length > 0 ? significant : words.filter((word) => word !== '&')).join('');
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

/** The canonical key of a manufacturer: the alias table's group, or its own key. */
export function resolveManufacturer(name: string | null | undefined): string {
  const key = normaliseManufacturer(name);
  return aliasToCanonical.get(key) ?? key;
}

/** Two names of the same manufacturer; an empty name agrees with nothing. */
export function sameManufacturer(
  a: string | null | undefined,
  b: string | null | undefined,
): boolean {
  const left = resolveManufacturer(a);
  return left !== '' && left === resolveManufacturer(b);
}
