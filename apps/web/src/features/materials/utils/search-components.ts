/**
 * The BOM search (spec §2, §5): a field chosen in the search-type select and a query
 * compared normalised (case, spaces, punctuation, hyphens and asterisks ignored). A row
 * is kept when its top-level material or one of its alternatives matches.
 */
import { matchesQuery, type Material } from '@partproof/shared';
import type { ComponentGroup } from './alternatives';

export const SEARCH_FIELDS = [
  { value: 'type', label: 'TYPE' },
  { value: 'internalReference', label: 'INTERNAL COMPONENT REFERENCE' },
  { value: 'componentName', label: 'COMPONENT NAME' },
  { value: 'manufacturer', label: 'MANUFACTURER' },
] as const satisfies readonly { value: keyof Material; label: string }[];

export type SearchField = (typeof SEARCH_FIELDS)[number]['value'];

export interface ComponentSearch {
  field: SearchField;
  query: string;
}

export function isSearchField(value: string | null): value is SearchField {
  return SEARCH_FIELDS.some((f) => f.value === value);
}

export function filterGroups(
  groups: readonly ComponentGroup[],
  search: ComponentSearch | null,
): readonly ComponentGroup[] {
  if (!search) return groups;
  const { field, query } = search;
  const matches = (m: Material) => matchesQuery(m[field], query);
  return groups.filter((g) => matches(g.main) || g.alternatives.some(matches));
}
