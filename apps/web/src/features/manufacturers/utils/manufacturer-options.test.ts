import { describe, expect, it } from 'vitest';
import { manufacturerOptions } from './manufacturer-options';

const LEADING = [
  { value: '', label: '-- Select a Manufacturer --' },
  { value: 'All', label: 'All' },
];

describe('manufacturer select options', () => {
  it('start with the fixed options, then the manufacturers in the given order', () => {
    const options = manufacturerOptions(
      [
        { id: 2, name: 'Acme' },
        { id: 1, name: 'Bosch' },
      ],
      '',
      LEADING,
    );
    expect(options.map((o) => o.label)).toEqual([
      '-- Select a Manufacturer --',
      'All',
      'Acme',
      'Bosch',
    ]);
    expect(options[0]?.value).toBe('');
  });

  it('keep the chosen manufacturer when a name search leaves it off the page', () => {
    const options = manufacturerOptions([{ id: 3, name: 'Murata' }], 'Bosch', LEADING);
    expect(options.map((o) => o.value)).toEqual(['', 'All', 'Bosch', 'Murata']);
    expect(manufacturerOptions([{ id: 3, name: 'Murata' }], 'Murata', LEADING)).toHaveLength(3);
    expect(manufacturerOptions([], 'All', LEADING).map((o) => o.value)).toEqual(['', 'All']);
  });

  it('do not list a manufacturer literally named All twice', () => {
    const options = manufacturerOptions([{ id: 1, name: 'All' }], '', LEADING);
    expect(options.filter((o) => o.value === 'All')).toHaveLength(1);
  });
});
