import { describe, expect, it } from 'vitest';
import { compareModel } from './compare-model.js';
import { MAX_PATTERN_LENGTH, normaliseModel, parseModelPattern } from './model-pattern.js';

describe('model normalisation', () => {
  it('makes punctuation, case and spaces irrelevant', () => {
    expect(normaliseModel('B32922-C3104-M')).toBe(normaliseModel('b32922c3104m'));
    expect(normaliseModel('RC0603FR-07 10K')).toBe('rc0603fr0710k');
    expect(normaliseModel('0215002.MXP')).toBe('0215002mxp');
  });

  it('turns missing input into the empty string', () => {
    expect(normaliseModel(null)).toBe('');
    expect(normaliseModel(undefined)).toBe('');
  });
});

describe('series patterns', () => {
  it('reads a trailing star as "any continuation"', () => {
    const pattern = parseModelPattern('B3292*');
    expect(pattern).toMatchObject({ normalised: 'b3292', isPattern: true, literalLength: 5 });
    expect(pattern.matches('b32922c3104m')).toBe(true);
    expect(pattern.matches('b3292')).toBe(true);
    expect(pattern.matches('b3293')).toBe(false);
  });

  it('normalises the literal pieces around a wildcard on their own', () => {
    const pattern = parseModelPattern('0215*.MXP');
    expect(pattern.normalised).toBe('0215mxp');
    expect(pattern.prefix).toBe('0215');
    expect(pattern.matches(normaliseModel('0215002.MXP'))).toBe(true);
    expect(pattern.matches(normaliseModel('0215002.HXP'))).toBe(false);
  });

  it('matches a star in the middle of a model', () => {
    const pattern = parseModelPattern('B32922C3*M');
    expect(pattern.matches(normaliseModel('B32922-C3104-M'))).toBe(true);
    expect(pattern.matches(normaliseModel('B32922-C3104-K'))).toBe(false);
  });

  it('reads a question mark as exactly one character', () => {
    const pattern = parseModelPattern('TMPS 10-1??');
    expect(pattern.matches(normaliseModel('TMPS 10-105'))).toBe(true);
    expect(pattern.matches(normaliseModel('TMPS 10-1050'))).toBe(false);
  });

  it('takes regex characters in a model literally', () => {
    const pattern = parseModelPattern('A(1)+B*');
    expect(pattern.matches('a1b77')).toBe(true);
    expect(pattern.matches('aab')).toBe(false);
  });

  it('treats a model without wildcards as a pattern for itself', () => {
    const plain = parseModelPattern('G5LE-1A DC12');
    expect(plain).toMatchObject({
      normalised: 'g5le1adc12',
      isPattern: false,
      prefix: 'g5le1adc12',
    });
    expect(plain.matches('g5le1adc12')).toBe(true);
    expect(plain.matches('g5le1adc120')).toBe(false);
  });

  it('says how little a bare star pins down', () => {
    expect(parseModelPattern('*')).toMatchObject({
      normalised: '',
      isPattern: true,
      literalLength: 0,
    });
    expect(parseModelPattern('R*').literalLength).toBe(1);
  });
});

describe('series patterns against hostile input', () => {
  // A backtracking regex for this pattern takes exponential time on a long run of 'a'
  // without the final 'b' (it hung the matcher); a pattern is matched in one pass now.
  const hostile = '*a*a*a*a*a*a*a*a*a*a*a*b';

  it('rejects a long model that does not fit, without hanging', () => {
    const model = 'a'.repeat(30_000);
    expect(parseModelPattern(hostile).matches(model)).toBe(false);
    expect(compareModel(model, hostile).kind).not.toBe('series');
  });

  it('still fits what the pattern describes', () => {
    expect(parseModelPattern(hostile).matches(`${'a'.repeat(30_000)}b`)).toBe(true);
    expect(parseModelPattern('*a?a*').matches('xxaxaxx')).toBe(true);
    expect(parseModelPattern('*a?a*').matches('xxaaxx')).toBe(false);
    expect(parseModelPattern('ab*ab').matches('ab')).toBe(false);
    expect(parseModelPattern('ab*ab').matches('abab')).toBe(true);
    expect(parseModelPattern('a**b').matches('ab')).toBe(true);
  });

  it(`takes a text longer than ${MAX_PATTERN_LENGTH} characters as a model, not a pattern`, () => {
    const long = `${'X1*'.repeat(MAX_PATTERN_LENGTH / 3)}Y`;
    const pattern = parseModelPattern(long);
    expect(pattern.isPattern).toBe(false);
    expect(pattern.normalised).toBe(normaliseModel(long));
    expect(parseModelPattern(long.slice(0, MAX_PATTERN_LENGTH)).isPattern).toBe(true);
  });

  it('gives two spellings of one pattern the same key, and different patterns different keys', () => {
    expect(parseModelPattern('B3292*').key).toBe(parseModelPattern('b-3292 **').key);
    expect(parseModelPattern('B3292*').key).not.toBe(parseModelPattern('B3292?').key);
    expect(parseModelPattern('B3292*').key).not.toBe(parseModelPattern('B3292').key);
    expect(parseModelPattern(' - ').key).toBe('');
  });
});
