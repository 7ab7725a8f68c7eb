import { describe, expect, it } from 'vitest';
import { clampPage, totalPages } from './paging';

describe('paging the components', () => {
  it('counts ten rows a page', () => {
    expect(totalPages(23)).toBe(3);
    expect(totalPages(20)).toBe(2);
  });

  it('has one (empty) page when there is nothing to show', () => {
    expect(totalPages(0)).toBe(1);
  });

  it('clamps a stale page number into range', () => {
    expect(clampPage(5, 23)).toBe(3);
    expect(clampPage(0, 23)).toBe(1);
    expect(clampPage(2, 23)).toBe(2);
  });
});
