/**
 * The Documents screen's search (spec §2 "/documents", DESIGN.md §9.6): the search-type
 * options of each tab with the spec's labels (its 'SOURCE NMAE' included), the query the
 * list calls take (`page` from 1, `limit` 10), and the spec's 'Success!' / 'No Component
 * Found' verdict on a search. Labels and verdicts are English, translated where drawn.
 */
import { CERTIFICATE_SEARCH_TYPES, DECLARATION_SEARCH_TYPES, MSG } from '@partproof/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { msg } from '@/i18n/i18n';

/** spec §9: 10 rows per page on both Documents tables. */
export const DOCUMENTS_PAGE_SIZE = 10;

export type CertificateSearchType = (typeof CERTIFICATE_SEARCH_TYPES)[number];
export type DeclarationSearchType = (typeof DECLARATION_SEARCH_TYPES)[number];

export interface SearchOption<T extends string> {
  value: T;
  label: string;
}

export const CERTIFICATE_SEARCH_OPTIONS: SearchOption<CertificateSearchType>[] = [
  { value: 'type', label: msg('TYPE') },
  { value: 'sourceName', label: msg('SOURCE NAME') },
  { value: 'referenceNumber', label: msg('REFERENCE NUMBER') },
  { value: 'manufacturer', label: msg('MANUFACTURER') },
];

export const DECLARATION_SEARCH_OPTIONS: SearchOption<DeclarationSearchType>[] = [
  { value: 'type', label: msg('TYPE') },
  { value: 'sourceName', label: msg('SOURCE NMAE') },
  { value: 'mpn', label: msg('MPN') },
  { value: 'manufacturer', label: msg('MANUFACTURER') },
  { value: 'series', label: msg('SERIES') },
];

export interface DocumentsSearch<T extends string> {
  searchType: T;
  query: string;
}

/** One page of a tab's list as the server answers it. */
export interface DocumentsPage<Row> {
  data: Row[];
  total: number;
  /** 'No more certificates to load.' when a page past the end was asked. */
  message?: string;
}

/** A tab's list, a page at a time: the hook the table reads. */
export type UseDocumentsPage<T extends string, Row> = (
  page: number,
  search: DocumentsSearch<T> | null,
) => UseQueryResult<DocumentsPage<Row>>;

/** Reads one page through the query cache (for a search's verdict). */
export type FetchDocumentsPage<T extends string, Row> = (
  page: number,
  search: DocumentsSearch<T>,
) => Promise<DocumentsPage<Row>>;

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
