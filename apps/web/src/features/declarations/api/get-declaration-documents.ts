/**
 * GET /rohs/get-rohs?page&limit&searchType&query → {data, total}: the Material Declarations
 * tab, ten a page; the previous page stays on screen while the next one loads.
 */
import { declarationApi } from '@partproof/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import {
  documentsQuery,
  type DeclarationSearchType,
  type DocumentsSearch,
} from '../utils/documents-search';
import { declarationKeys } from './query-keys';

export function getDeclarationDocuments(
  page: number,
  search: DocumentsSearch<DeclarationSearchType> | null,
) {
  return call(declarationApi.documents, { query: documentsQuery(page, search) });
}

export function declarationDocumentsQueryOptions(
  page: number,
  search: DocumentsSearch<DeclarationSearchType> | null,
) {
  return queryOptions({
    queryKey: declarationKeys.documentsPage(documentsQuery(page, search)),
    queryFn: () => getDeclarationDocuments(page, search),
    placeholderData: keepPreviousData,
  });
}

export function useDeclarationDocuments(
  page: number,
  search: DocumentsSearch<DeclarationSearchType> | null,
) {
  return useQuery(declarationDocumentsQueryOptions(page, search));
}
