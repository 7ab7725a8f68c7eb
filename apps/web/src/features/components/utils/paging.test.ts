import { describe, expect, it } from 'vitest';
import { clampPage, pageSlice, totalPages } from './paging';

describe('paging the components', () => {
  const rows = Array.from({ length: 23 }, (_, i) => i + 1);

  it('shows ten rows a page', () => {
    expect(totalPages(23)).toBe(3);
    expect(pageSlice(rows, 1)).toHaveLength(10);
    expect(pageSlice(rows, 3)).toEqual([21, 22, 23]);
  });

  it('has one (empty) page when there is nothing to show', () => {
    expect(totalPages(0)).toBe(1);
    expect(pageSlice([], 1)).toEqual([]);
  });

  it('clamps a stale page number into range', () => {
    expect(clampPage(5, 23)).toBe(3);
    expect(clampPage(0, 23)).toBe(1);
    expect(clampPage(2, 23)).toBe(2);
  });
});
