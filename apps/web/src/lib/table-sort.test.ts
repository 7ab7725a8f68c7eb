import { describe, expect, it } from 'vitest';
import { ariaSort, nextSort, tableCollator } from './table-sort';

describe('table sorting', () => {
  it('a first click sorts ascending, a second descending, another column starts over', () => {
    const first = nextSort(null, 'name');
    expect(first).toEqual({ key: 'name', direction: 'asc' });
    expect(nextSort(first, 'name')).toEqual({ key: 'name', direction: 'desc' });
    expect(nextSort({ key: 'name', direction: 'desc' }, 'type')).toEqual({
      key: 'type',
      direction: 'asc',
    });
  });

  it('aria-sort names the active column only', () => {
    expect(ariaSort({ key: 'name', direction: 'desc' }, 'name')).toBe('descending');
    expect(ariaSort({ key: 'name', direction: 'desc' }, 'type')).toBe('none');
    expect(ariaSort(null, 'name')).toBe('none');
  });

  it('compares numbers inside text by value', () => {
    expect(['R10', 'R2', 'r1'].sort(tableCollator.compare)).toEqual(['r1', 'R2', 'R10']);
  });
});
