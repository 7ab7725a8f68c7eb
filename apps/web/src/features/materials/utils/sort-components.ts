/**
 * Sorting the component table (spec §2): one column at a time; clicking the active column
 * toggles ascending/descending. The server sorts the top-level rows (ties keep their BOM
 * order); these are its keys.
 */
import { BOM_SORT_KEYS, type BomSortKey } from '@partproof/shared';
import type { SortState as TableSortState } from '@/lib/table-sort';

export const SORT_KEYS = BOM_SORT_KEYS;
export type SortKey = BomSortKey;
export type SortState = TableSortState<SortKey>;
