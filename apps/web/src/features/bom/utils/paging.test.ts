import { describe, expect, it } from 'vitest';
import { clampPage, pageCount, pageSlice } from './paging';

const items = Array.from({ length: 12 }, (_, i) => `part-${i}`);

describe('confirm table paging', () => {
  it('shows 5 rows per page and counts the pages', () => {
    expect(pageCount(12)).toBe(3);
    expect(pageCount(10)).toBe(2);
    expect(pageCount(0)).toBe(1);
    expect(pageSlice(items, 1).rows.map((r) => r.item)).toEqual(items.slice(0, 5));
  });

  it('keeps each row’s index in the whole list so edits hit the right component', () => {
    const last = pageSlice(items, 3);
    expect(last.rows.map((r) => r.index)).toEqual([10, 11]);
    expect(last.isLast).toBe(true);
    expect(last.isFirst).toBe(false);
  });

  it('clamps pages outside the list (First/Last and a shrinking list)', () => {
    expect(clampPage(0, 12)).toBe(1);
    expect(clampPage(9, 12)).toBe(3);
    expect(pageSlice(items, 99).page).toBe(3);
    expect(pageSlice([], 1)).toMatchObject({ page: 1, pages: 1, isFirst: true, isLast: true });
  });
});
