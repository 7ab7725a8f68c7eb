import { describe, expect, it } from 'vitest';
import { namesPart, naturalSortKey, partKeys } from './part-keys.js';

describe('part identity and order', () => {
  it('one part however the BOM writes it; another maker is another part', () => {
    const murata = partKeys({
      manufacturer: 'Murata Manufacturing',
      componentName: 'GRM188R61E225MA12D',
    });
    expect(partKeys({ manufacturer: 'muRata', componentName: 'grm188r61e225ma12d' })).toEqual(
      murata,
    );
    expect(partKeys({ manufacturer: 'Yageo', componentName: 'GRM188R61E225MA12D' })).not.toEqual(
      murata,
    );
  });

  it('a line without a part number names no part', () => {
    expect(
      namesPart({ manufacturer: 'Murata', componentName: '2.2uF 0603', partNumberSource: 'none' }),
    ).toBe(false);
    expect(namesPart({ manufacturer: 'Murata', componentName: ' - ' })).toBe(false);
    expect(namesPart({ manufacturer: 'Murata', componentName: 'GRM188' })).toBe(true);
  });

  it('sorts part numbers as people read them, case- and accent-blind', () => {
    const names = ['P-10', 'p-2', 'P-1', 'Ö-3', 'P-011', 'o-2'];
    const sorted = [...names].sort((a, b) => (naturalSortKey(a) < naturalSortKey(b) ? -1 : 1));
    expect(sorted).toEqual(['o-2', 'Ö-3', 'P-1', 'p-2', 'P-10', 'P-011']);
  });
});
