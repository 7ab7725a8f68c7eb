/**
 * One-column table sorting (spec §2): clicking a header sorts by it ascending, clicking it
 * again toggles the direction; `aria-sort` follows.
 */
export type SortDirection = 'asc' | 'desc';

export interface SortState<K extends string> {
  key: K;
  direction: SortDirection;
}

/** The sort after a click on `key`'s header. */
export function nextSort<K extends string>(current: SortState<K> | null, key: K): SortState<K> {
  if (current?.key === key) {
    return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  }
  return { key, direction: 'asc' };
}

export function ariaSort<K extends string>(current: SortState<K> | null, key: K) {
  if (current?.key !== key) return 'none' as const;
  return current.direction === 'asc' ? ('ascending' as const) : ('descending' as const);
}

// Numeric-aware and case-blind, so "R2" sorts before "R10" and "a" next to "A".
export const tableCollator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });
