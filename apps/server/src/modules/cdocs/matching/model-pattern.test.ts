import { describe, expect, it } from 'vitest';
import { normaliseModel, parseModelPattern } from './model-pattern.js';

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
    expect(pattern.regex.test('b32922c3104m')).toBe(true);
    expect(pattern.regex.test('b3292')).toBe(true);
    expect(pattern.regex.test('b3293')).toBe(false);
  });

  it('normalises the literal pieces around a wildcard on their own', () => {
    const pattern = parseModelPattern('0215*.MXP');
    expect(pattern.normalised).toBe('0215mxp');
    expect(pattern.prefix).toBe('0215');
    expect(pattern.regex.test(normaliseModel('0215002.MXP'))).toBe(true);
    expect(pattern.regex.test(normaliseModel('0215002.HXP'))).toBe(false);
  });

  it('matches a star in the middle of a model', () => {
    const pattern = parseModelPattern('B32922C3*M');
    expect(pattern.regex.test(normaliseModel('B32922-C3104-M'))).toBe(true);
    expect(pattern.regex.test(normaliseModel('B32922-C3104-K'))).toBe(false);
  });

  it('reads a question mark as exactly one character', () => {
    const pattern = parseModelPattern('TMPS 10-1??');
    expect(pattern.regex.test(normaliseModel('TMPS 10-105'))).toBe(true);
    expect(pattern.regex.test(normaliseModel('TMPS 10-1050'))).toBe(false);
  });

  it('takes regex characters in a model literally', () => {
    const pattern = parseModelPattern('A(1)+B*');
    expect(pattern.regex.test('a1b77')).toBe(true);
    expect(pattern.regex.test('aab')).toBe(false);
  });

  it('treats a model without wildcards as a pattern for itself', () => {
    const plain = parseModelPattern('G5LE-1A DC12');
    expect(plain).toMatchObject({
      normalised: 'g5le1adc12',
      isPattern: false,
      prefix: 'g5le1adc12',
    });
    expect(plain.regex.test('g5le1adc12')).toBe(true);
    expect(plain.regex.test('g5le1adc120')).toBe(false);
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
