/**
 * The BOM search normalisation (`normalise` in packages/shared/src/search.ts: NFKC,
 * lower-case, whitespace, punctuation and symbols removed) and the web's alternative grouping
 * key (`trim().toLowerCase()`, features/materials/utils/alternatives.ts), written in SQL so
 * the database filters and groups a product's components without sending them here.
 *
 * PostgreSQL's `[[:punct:]]` follows the C library and strips combining marks and other
 * letters JavaScript keeps, and `btrim` trims spaces only. So the character sets are taken
 * from the running JavaScript engine itself (the same `\s\p{P}\p{S}` and `trim()` that
 * `normalise` and the web use) and sent as parameters. Left apart: lower-casing follows the
 * database's tables, which may differ from JavaScript's for letters newer than the
 * database's Unicode version, and 'İ' is mapped by hand (JavaScript lowers it to two code
 * points).
 */
import { sql, type SQL } from 'drizzle-orm';

/** The code points (of all of Unicode) a predicate holds for, as [first, last] ranges. */
function codePointRanges(holds: (char: string) => boolean): [number, number][] {
  const ranges: [number, number][] = [];
  let start = -1;
  for (let c = 0; c <= 0x110000; c++) {
    const inside = c < 0x110000 && (c < 0xd800 || c > 0xdfff) && holds(String.fromCodePoint(c));
    if (inside && start < 0) start = c;
    if (!inside && start >= 0) {
      ranges.push([start, c - 1]);
      start = -1;
    }
  }
  return ranges;
}

const escaped = (c: number) =>
  c <= 0xffff ? `\\u${c.toString(16).padStart(4, '0')}` : `\\U${c.toString(16).padStart(8, '0')}`;

const strip = /[\s\p{P}\p{S}]/u;
/** A PostgreSQL (ARE) bracket expression of every character `normalise` removes. */
const STRIP_PATTERN = `[${codePointRanges((ch) => strip.test(ch))
  .map(([a, b]) => (a === b ? escaped(a) : `${escaped(a)}-${escaped(b)}`))
  .join('')}]+`;

/** Every character JavaScript's `trim()` removes, for `btrim(text, characters)`. */
const TRIM_CHARACTERS = codePointRanges((ch) => ch.trim() === '')
  .flatMap(([a, b]) => Array.from({ length: b - a + 1 }, (_, i) => String.fromCodePoint(a + i)))
  .join('');

/** `toLowerCase()`, with the one letter JavaScript lowers to two code points. */
const lowerSql = (text: SQL) => sql`lower(replace(${text}, ${'\u0130'}, ${'i\u0307'}))`;

/** `normalise(column)` in SQL. */
export function normalisedSql(column: SQL): SQL {
  return sql`regexp_replace(${lowerSql(sql`normalize(${column}, NFKC)`)}, ${STRIP_PATTERN}, '', 'g')`;
}

/** The key alternatives share: the reference trimmed and lower-cased ('' never groups). */
export function referenceKeySql(column: SQL): SQL {
  return lowerSql(sql`btrim(${column}, ${TRIM_CHARACTERS})`);
}
