import { describe, expect, it } from 'vitest';
import { splitModels } from './split-models.js';

describe('splitting a record model field into models', () => {
  it('always splits on semicolons and line breaks', () => {
    expect(splitModels('G5LE-1A DC12; G5LE-1A DC24')).toEqual(['G5LE-1A DC12', 'G5LE-1A DC24']);
    expect(splitModels('LRS-100-12\r\nLRS-100-24\nLRS-100-48')).toEqual([
      'LRS-100-12',
      'LRS-100-24',
      'LRS-100-48',
    ]);
  });

  it('splits on the word "or"', () => {
    expect(splitModels('LVR005K or LVR010K')).toEqual(['LVR005K', 'LVR010K']);
    expect(splitModels('Motor Drive')).toEqual(['Motor Drive']);
  });

  it('splits on commas and slashes between model numbers', () => {
    expect(splitModels('B32922C3104M, B32922C3224M')).toEqual(['B32922C3104M', 'B32922C3224M']);
    expect(splitModels('1935161 / 1935174/1935187')).toEqual(['1935161', '1935174', '1935187']);
  });

  it('keeps decimal commas and ratings whole', () => {
    expect(splitModels('FST 5x20 T2,5A')).toEqual(['FST 5x20 T2,5A']);
    expect(splitModels('SPT 5x20 T3,15A; SPT 5x20 T2,5A')).toEqual([
      'SPT 5x20 T3,15A',
      'SPT 5x20 T2,5A',
    ]);
    expect(splitModels('LRS-50 12/24V')).toEqual(['LRS-50 12/24V']);
    expect(splitModels('250V/10A')).toEqual(['250V/10A']);
  });

  it('trims, drops empty entries and lists a model once', () => {
    expect(splitModels('  B3292* ;; b3292*; B32922C3104M;B32922-C3104-M ;')).toEqual([
      'B3292*',
      'B32922C3104M',
    ]);
    expect(splitModels('')).toEqual([]);
    expect(splitModels(null)).toEqual([]);
    expect(splitModels(' - ; ')).toEqual([]);
  });

  it('keeps a series pattern apart from the plain model it starts with', () => {
    expect(splitModels('B3292*; B3292')).toEqual(['B3292*', 'B3292']);
  });
});
