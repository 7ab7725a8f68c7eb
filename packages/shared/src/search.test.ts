import { describe, expect, it } from 'vitest';
import { matchesQuery, normalise } from './search.js';

describe('normalise', () => {
  it.each([
    ['RC0603FR-07 10K', 'rc0603fr0710k'],
    ['B3292*', 'b3292'],
    ['  T 2,5 A / 250 V ', 't25a250v'],
    ['Würth Elektronik', 'würthelektronik'],
    ['TDK-EPC (EPCOS)', 'tdkepcepcos'],
    ['', ''],
  ])('%s → %s', (input, expected) => {
    expect(normalise(input)).toBe(expected);
  });

  it('finds a part number typed with other punctuation and case', () => {
    expect(matchesQuery('GRM188R71H104KA93D', 'grm188-r71h')).toBe(true);
    expect(matchesQuery('GRM188R71H104KA93D', 'GRM21')).toBe(false);
  });

  it('an empty or punctuation-only query matches nothing', () => {
    expect(matchesQuery('anything', ' - * ')).toBe(false);
  });
});
