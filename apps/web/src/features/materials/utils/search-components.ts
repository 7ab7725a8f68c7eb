/**
 * The BOM search (spec §2, §5): a field chosen in the search-type select and a query the
 * server compares normalised (case, spaces, punctuation, hyphens and asterisks ignored)
 * across the whole BOM. A row is kept when its top-level material or one of its alternatives
 * matches.
 */
import { BOM_SEARCH_TYPES, type BomSearchType } from '@partproof/shared';
import { msg } from '@/i18n/i18n';

/** The spec's English, translated where the select draws it. */
const LABELS: Record<BomSearchType, string> = {
  type: msg('TYPE'),
  internalReference: msg('INTERNAL COMPONENT REFERENCE'),
  componentName: msg('COMPONENT NAME'),
  manufacturer: msg('MANUFACTURER'),
};

export const SEARCH_FIELDS = BOM_SEARCH_TYPES.map((value) => ({ value, label: LABELS[value] }));

export type SearchField = BomSearchType;

export interface ComponentSearch {
  field: SearchField;
  query: string;
}

export function isSearchField(value: string | null): value is SearchField {
  return SEARCH_FIELDS.some((f) => f.value === value);
}
