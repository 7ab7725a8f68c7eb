/**
 * Trigram similarity with exactly the semantics of PostgreSQL pg_trgm's `similarity()`, so
 * the SQL prefilter over cdocs (`similarity(model_normalised, $1)`) and the in-memory score
 * agree on every pair: the same candidates pass the same threshold.
 *
 * pg_trgm: words are runs of letters and digits (everything else, '_' included, separates
 * words), lower-cased, each padded with two spaces in front and one behind; the trigrams
 * form a set; similarity = |A ∩ B| / |A ∪ B|, computed as a float4 — hence `Math.fround`,
 * so 'word' vs 'two words' is 0.36363637 here as in PostgreSQL. Empty input scores 0.
 */

const WORD_SEPARATOR = /[^\p{L}\p{N}]+/u;

export function trigramSet(text: string): Set<string> {
  const trigrams = new Set<string>();
  for (const word of text.toLowerCase().split(WORD_SEPARATOR)) {
    if (word === '') continue;
    // Array.from splits by code point, as pg_trgm does by character, not by UTF-16 unit.
    const chars = Array.from(`  ${word} `);
    for (let i = 0; i + 3 <= chars.length; i++) {
      trigrams.add(chars.slice(i, i + 3).join(''));
    }
  }
  return trigrams;
}

export function trigramSimilarity(a: string, b: string): number {
  const left = trigramSet(a);
  const right = trigramSet(b);
  if (left.size === 0 || right.size === 0) return 0;
  let common = 0;
  for (const trigram of left) if (right.has(trigram)) common++;
  return Math.fround(common / (left.size + right.size - common));
}
