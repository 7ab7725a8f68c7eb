import type { Component } from '@partproof/shared';
import { describe, expect, it } from 'vitest';
import { sortComponents } from './sort-components';

function component(overrides: Partial<Component>): Component {
  return {
    id: 1,
    componentName: 'part',
    manufacturer: 'maker',
    type: 'type',
    product: [],
    allCertificates: [],
    commentCount: 0,
    ...overrides,
  };
}

const rows = [
  component({ id: 1, componentName: 'R10', manufacturer: 'beta', commentCount: 2 }),
  component({ id: 2, componentName: 'r2', manufacturer: 'Alpha', product: [{ id: 9, name: 'P' }] }),
  component({ id: 3, componentName: 'R1', manufacturer: 'gamma', commentCount: 1 }),
];
const ids = (list: readonly Component[]) => list.map((c) => c.id);

describe('sortComponents', () => {
  it("keeps the API's order without a sort", () => {
    expect(ids(sortComponents(rows, null))).toEqual([1, 2, 3]);
  });

  it('sorts names numerically and case-blind, both ways', () => {
    expect(ids(sortComponents(rows, { key: 'componentName', direction: 'asc' }))).toEqual([
      3, 2, 1,
    ]);
    expect(ids(sortComponents(rows, { key: 'componentName', direction: 'desc' }))).toEqual([
      1, 2, 3,
    ]);
    expect(ids(sortComponents(rows, { key: 'manufacturer', direction: 'asc' }))).toEqual([2, 1, 3]);
  });

  it('sorts the count columns by their counts', () => {
    expect(ids(sortComponents(rows, { key: 'comments', direction: 'desc' }))).toEqual([1, 3, 2]);
    expect(ids(sortComponents(rows, { key: 'products', direction: 'desc' }))[0]).toBe(2);
  });

  it('does not reorder the input', () => {
    sortComponents(rows, { key: 'componentName', direction: 'asc' });
    expect(ids(rows)).toEqual([1, 2, 3]);
  });
});
