import { describe, expect, it } from 'vitest';
import { groupAlternatives } from './alternatives';
import { filterGroups, isSearchField, SEARCH_FIELDS } from './search-components';
import { testMaterial } from '@/lib/test-material';

const groups = groupAlternatives([
  testMaterial({ internalReference: 'IPN-1', componentName: 'RC0603FR-07 10K', type: 'Resistor' }),
  testMaterial({ internalReference: 'IPN-2', componentName: 'GRM188R71H104KA93D', type: 'Cap' }),
  testMaterial({ internalReference: 'IPN-2', componentName: 'CL10B104KB8NNNC', type: 'Cap' }),
  testMaterial({ internalReference: 'IPN-3', manufacturer: 'Texas Instruments*' }),
]);

describe('filterGroups', () => {
  it('offers the four fields of the spec in its words', () => {
    expect(SEARCH_FIELDS.map((f) => f.label)).toEqual([
      'TYPE',
      'INTERNAL COMPONENT REFERENCE',
      'COMPONENT NAME',
      'MANUFACTURER',
    ]);
    expect(isSearchField('componentName')).toBe(true);
    expect(isSearchField('designator')).toBe(false);
  });

  it('ignores case, spaces, punctuation, hyphens and asterisks', () => {
    const found = filterGroups(groups, { field: 'componentName', query: 'rc0603 fr07-10k' });
    expect(found.map((g) => g.main.internalReference)).toEqual(['IPN-1']);
    const byMaker = filterGroups(groups, { field: 'manufacturer', query: 'texas-instruments' });
    expect(byMaker.map((g) => g.main.internalReference)).toEqual(['IPN-3']);
  });

  it('searches only the chosen field', () => {
    expect(filterGroups(groups, { field: 'type', query: 'RC0603' })).toEqual([]);
    expect(filterGroups(groups, { field: 'internalReference', query: 'ipn 2' })).toHaveLength(1);
  });

  it('keeps a row when one of its alternatives matches', () => {
    const found = filterGroups(groups, { field: 'componentName', query: 'CL10B104' });
    expect(found.map((g) => g.main.componentName)).toEqual(['GRM188R71H104KA93D']);
  });

  it('returns every row without a search', () => {
    expect(filterGroups(groups, null)).toHaveLength(3);
  });
});
