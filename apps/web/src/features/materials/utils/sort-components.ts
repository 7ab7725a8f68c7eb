/**
 * Sorting the component table (spec §2): one column at a time; clicking the active column
 * toggles ascending/descending. Top-level rows are sorted; alternatives keep their order.
 */
import { tableCollator, type SortState as TableSortState } from '@/lib/table-sort';
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
export type SortState = TableSortState<SortKey>;

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
      ? tableCollator.compare(x, y)
      : Number(x) - Number(y);
  };
  // Array.prototype.sort is stable, so equal rows keep their BOM order in both directions.
  return [...groups].sort((a, b) => sign * compare(a, b));
}
