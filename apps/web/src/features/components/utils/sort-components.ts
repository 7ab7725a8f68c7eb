/**
 * Sorting the Components screen (spec §2): one column at a time; clicking the active
 * column toggles ascending/descending. Count columns sort by their counts.
 */
import { tableCollator, type SortState as TableSortState } from '@/lib/table-sort';
import type { Component } from '@partproof/shared';

export const SORT_KEYS = [
  'componentName',
  'manufacturer',
  'type',
  'comments',
  'products',
  'certificates',
] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export type SortState = TableSortState<SortKey>;

const COUNTS: Partial<Record<SortKey, (c: Component) => number>> = {
  comments: (c) => c.commentCount,
  products: (c) => c.product.length,
  certificates: (c) => c.allCertificates.length,
};

function compareBy(key: SortKey): (a: Component, b: Component) => number {
  const count = COUNTS[key];
  if (count) return (a, b) => count(a) - count(b);
  const text = key as 'componentName' | 'manufacturer' | 'type';
  return (a, b) => tableCollator.compare(a[text], b[text]);
}

/** A sorted copy; without a sort, the API's order (by component name). */
export function sortComponents(
  rows: readonly Component[],
  sort: SortState | null,
): readonly Component[] {
  if (!sort) return rows;
  const sign = sort.direction === 'asc' ? 1 : -1;
  const compare = compareBy(sort.key);
  // Array.prototype.sort is stable: equal rows keep the API's order both ways.
  return [...rows].sort((a, b) => sign * compare(a, b));
}
