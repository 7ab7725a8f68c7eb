import { describe, expect, it } from 'vitest';
import { pageList, showingRange } from './pagination.js';

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
