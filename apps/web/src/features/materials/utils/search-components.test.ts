import { describe, expect, it } from 'vitest';
import { isSearchField, SEARCH_FIELDS } from './search-components';

describe('the BOM search fields', () => {
  it('offers the four fields of the spec in its words, keyed as the server searches', () => {
    expect(SEARCH_FIELDS).toEqual([
      { value: 'type', label: 'TYPE' },
      { value: 'internalReference', label: 'INTERNAL COMPONENT REFERENCE' },
      { value: 'componentName', label: 'COMPONENT NAME' },
      { value: 'manufacturer', label: 'MANUFACTURER' },
    ]);
    expect(isSearchField('componentName')).toBe(true);
    expect(isSearchField('designator')).toBe(false);
    expect(isSearchField(null)).toBe(false);
  });
});
