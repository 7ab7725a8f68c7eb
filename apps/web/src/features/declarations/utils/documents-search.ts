/**
 * The Documents screen's search (spec §2 "/documents", DESIGN.md §9.6): the search-type
 * options of each tab with the spec's labels (its 'SOURCE NMAE' included), the query the
 * list calls take (`page` from 1, `limit` 10), and the spec's 'Success!' / 'No Component
 * Found' verdict on a search.
 */
import { CERTIFICATE_SEARCH_TYPES, DECLARATION_SEARCH_TYPES, MSG } from '@partproof/shared';

/** spec §9: 10 rows per page on both Documents tables. */
export const DOCUMENTS_PAGE_SIZE = 10;

export type CertificateSearchType = (typeof CERTIFICATE_SEARCH_TYPES)[number];
export type DeclarationSearchType = (typeof DECLARATION_SEARCH_TYPES)[number];

export interface SearchOption<T extends string> {
  value: T;
  label: string;
}

export const CERTIFICATE_SEARCH_OPTIONS: SearchOption<CertificateSearchType>[] = [
  { value: 'type', label: 'TYPE' },
  { value: 'sourceName', label: 'SOURCE NAME' },
  { value: 'referenceNumber', label: 'REFERENCE NUMBER' },
  { value: 'manufacturer', label: 'MANUFACTURER' },
];

export const DECLARATION_SEARCH_OPTIONS: SearchOption<DeclarationSearchType>[] = [
  { value: 'type', label: 'TYPE' },
  { value: 'sourceName', label: 'SOURCE NMAE' },
  { value: 'mpn', label: 'MPN' },
  { value: 'manufacturer', label: 'MANUFACTURER' },
  { value: 'series', label: 'SERIES' },
];

export interface DocumentsSearch<T extends string> {
  searchType: T;
  query: string;
}

/** The list call's query: the page, 10 rows, and the search when there is one. */
export function documentsQuery<T extends string>(page: number, search: DocumentsSearch<T> | null) {
  const query = search?.query.trim() ?? '';
  return {
    page,
    limit: DOCUMENTS_PAGE_SIZE,
    ...(search && query !== '' ? { searchType: search.searchType, query } : {}),
  };
}

/** The toast after a search: whether anything matched. */
export function searchVerdict(total: number): { ok: boolean; message: string } {
  return total > 0
    ? { ok: true, message: MSG.searchSuccess }
    : { ok: false, message: MSG.noComponentFound };
}
