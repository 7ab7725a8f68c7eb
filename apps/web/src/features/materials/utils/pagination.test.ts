import { describe, expect, it } from 'vitest';
import { clampPage, pageSlice, totalPages } from './pagination';

describe('component table paging', () => {
  it('shows 10 rows a page and at least one page', () => {
    expect(totalPages(0)).toBe(1);
    expect(totalPages(10)).toBe(1);
    expect(totalPages(2000)).toBe(200);
    const rows = Array.from({ length: 25 }, (_, i) => i + 1);
    expect(pageSlice(rows, 3)).toEqual([21, 22, 23, 24, 25]);
  });

  it('clamps a page that no longer exists after rows disappear', () => {
    expect(clampPage(5, 21)).toBe(3);
    expect(clampPage(0, 21)).toBe(1);
    expect(clampPage(2, 21)).toBe(2);
  });
});
