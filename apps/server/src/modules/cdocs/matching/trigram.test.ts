import { describe, expect, it } from 'vitest';
import { trigramSet, trigramSimilarity } from './trigram.js';

// Expected values were read from PostgreSQL 'select similarity(a, b)' with pg_trgm; float4
// prints its shortest form, which Math.fround turns back into the very same float.
const POSTGRES_SIMILARITY: readonly [string, string, number][] = [
  ['word', 'two words', 0.36363637],
  ['b32922c3104m', 'b32922c3104k', 0.73333335],
  ['0215002mxp', '0215002', 0.5833333],
  ['g5le1adc12', 'g5le1adc24', 0.5714286],
  ['g5le1a4dc12', 'g5le1adc12', 0.64285713],
  ['grm188r71h104ka93d', 'grm188r71h104ka93b', 0.8095238],
  ['b32922c3104k', 'b32922c3m', 0.53333336],
  ['b32922c3104m', 'b43501a5477m', 0.04],
  ['r', 'rc0603fr0710k', 0.06666667],
  ['r46', 'r', 0.2],
  ['l7805cv', 'l7805acv', 0.54545456],
  ['7447709100', '7447709101', 0.6923077],
  ['Würth', 'wurth', 0.33333334],
  ['Café au lait', 'cafe', 0.2],
  ['ABC def GHI', 'ghi abc', 0.6666667],
  ['2,5', '25', 0.16666667],
];

describe('trigram similarity as pg_trgm computes it', () => {
  it.each(POSTGRES_SIMILARITY)('similarity(%j, %j) is %f as in PostgreSQL', (a, b, expected) => {
    expect(trigramSimilarity(a, b)).toBe(Math.fround(expected));
  });

  it('pads each lower-cased word with two spaces in front and one behind', () => {
    // PostgreSQL: show_trgm('Ab-c_d') = {"  a","  c","  d"," ab"," c "," d ","ab "}
    expect([...trigramSet('Ab-c_d')].sort()).toEqual(
      ['  a', '  c', '  d', ' ab', ' c ', ' d ', 'ab '].sort(),
    );
  });

  it('treats underscores and punctuation as word separators, as pg_trgm does', () => {
    expect(trigramSimilarity('a_b', 'a b')).toBe(1);
  });

  it('is symmetric and 1 for equal text', () => {
    expect(trigramSimilarity('two words', 'word')).toBe(trigramSimilarity('word', 'two words'));
    expect(trigramSimilarity('hws10024', 'HWS10024')).toBe(1);
  });

  it('scores empty input 0, even against empty input', () => {
    expect(trigramSimilarity('', '')).toBe(0);
    expect(trigramSimilarity('abc', '')).toBe(0);
    expect(trigramSimilarity('--', 'abc')).toBe(0);
  });

  it('counts characters by code point, not by UTF-16 unit', () => {
    expect(trigramSet('𝔸b').size).toBe(3);
  });
});
