/**
 * Sorting the component table (spec §2): one column at a time; clicking the active column
 * toggles ascending/descending. Top-level rows are sorted; alternatives keep their order.
 */
import type { ComponentGroup } from './alternatives';

export const SORT_KEYS = [
  'internalReference',
  'componentName',
  'manufacturer',
  'type',
  'critical',
  'approvedMaterialCertificates',
  'totalTempCertificate',
] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export type SortDirection = 'asc' | 'desc';
export interface SortState {
  key: SortKey;
  direction: SortDirection;
}

/** The sort after a click on `key`'s header. */
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

// Numeric-aware so R2 sorts before R10 and "10K" before "100K".
const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

export function sortGroups(
  groups: readonly ComponentGroup[],
  sort: SortState | null,
): readonly ComponentGroup[] {
  if (!sort) return groups;
  const { key, direction } = sort;
  const sign = direction === 'asc' ? 1 : -1;
  const compare = (a: ComponentGroup, b: ComponentGroup) => {
    const x = a.main[key];
    const y = b.main[key];
    // Counts and the critical flag compare as numbers (false before true).
    return typeof x === 'string' && typeof y === 'string'
      ? collator.compare(x, y)
      : Number(x) - Number(y);
  };
  // Array.prototype.sort is stable, so equal rows keep their BOM order in both directions.
  return [...groups].sort((a, b) => sign * compare(a, b));
}
