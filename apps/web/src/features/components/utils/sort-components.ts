/**
 * Sorting the Components screen (spec §2): one column at a time; clicking the active
 * column toggles ascending/descending. Count columns sort by their counts.
 */
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
export type SortDirection = 'asc' | 'desc';
export interface SortState {
  key: SortKey;
  direction: SortDirection;
}

export function nextSort(current: SortState | null, key: SortKey): SortState {
  if (current?.key === key) {
    return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  }
  return { key, direction: 'asc' };
}

export function ariaSort(current: SortState | null, key: SortKey) {
  if (current?.key !== key) return 'none' as const;
  return current.direction === 'asc' ? ('ascending' as const) : ('descending' as const);
}

// Numeric-aware and case-blind, so "R2" sorts before "R10" and "a" next to "A".
const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

const COUNTS: Partial<Record<SortKey, (c: Component) => number>> = {
  comments: (c) => c.commentCount,
  products: (c) => c.product.length,
  certificates: (c) => c.allCertificates.length,
};

function compareBy(key: SortKey): (a: Component, b: Component) => number {
  const count = COUNTS[key];
  if (count) return (a, b) => count(a) - count(b);
  const text = key as 'componentName' | 'manufacturer' | 'type';
  return (a, b) => collator.compare(a[text], b[text]);
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
