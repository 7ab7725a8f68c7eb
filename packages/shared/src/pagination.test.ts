import { describe, expect, it } from 'vitest';
import { clampPage, pageCount, pageList, pageSlice, showingRange } from './pagination.js';

describe('pageList', () => {
  it('lists every page when there are few', () => {
    expect(pageList(1, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows the first three, the neighbours of the current page and the last three', () => {
    expect(pageList(10, 20)).toEqual([1, 2, 3, 'ellipsis', 9, 10, 11, 'ellipsis', 18, 19, 20]);
  });

  it('joins the neighbours to the first pages without an ellipsis when they touch', () => {
    expect(pageList(4, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 18, 19, 20]);
  });

  it('has no pages for an empty list', () => {
    expect(pageList(1, 0)).toEqual([]);
  });
});

describe('showingRange', () => {
  it('counts the rows of the last, partial page', () => {
    expect(showingRange(3, 10, 25)).toEqual({ from: 21, to: 25, total: 25 });
  });
  it('shows zeros for an empty list', () => {
    expect(showingRange(1, 10, 0)).toEqual({ from: 0, to: 0, total: 0 });
  });
});

describe('pageCount and clampPage', () => {
  it('counts the pages for a page size, with at least one page', () => {
    expect(pageCount(23, 10)).toBe(3);
    expect(pageCount(20, 10)).toBe(2);
    expect(pageCount(2000, 10)).toBe(200);
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(12, 5)).toBe(3);
  });

  it('clamps a page that no longer exists after rows disappear', () => {
    expect(clampPage(5, 21, 10)).toBe(3);
    expect(clampPage(0, 21, 10)).toBe(1);
    expect(clampPage(2, 21, 10)).toBe(2);
  });
});

describe('pageSlice', () => {
  const items = Array.from({ length: 12 }, (_, i) => `part-${i}`);

  it('cuts one page of rows', () => {
    expect(pageSlice(items, 1, 5).rows.map((r) => r.item)).toEqual(items.slice(0, 5));
    const rows = Array.from({ length: 25 }, (_, i) => i + 1);
    expect(pageSlice(rows, 3, 10).rows.map((r) => r.item)).toEqual([21, 22, 23, 24, 25]);
  });

  it('keeps each row’s index in the whole list so edits hit the right row', () => {
    const last = pageSlice(items, 3, 5);
    expect(last.rows.map((r) => r.index)).toEqual([10, 11]);
    expect(last.isLast).toBe(true);
    expect(last.isFirst).toBe(false);
  });

  it('clamps pages outside the list (First/Last and a shrinking list)', () => {
    expect(pageSlice(items, 99, 5).page).toBe(3);
    expect(pageSlice([], 1, 5)).toMatchObject({ page: 1, pages: 1, isFirst: true, isLast: true });
  });
});
