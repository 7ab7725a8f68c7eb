/**
 * GET /certificate/get-cert?page&limit&searchType&query → {data, total}: the Certificates tab
 * of the Documents screen (every role; no RoHS flag needed), ten a page.
 */
import { declarationApi } from '@partproof/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import {
  documentsQuery,
  type CertificateSearchType,
  type DocumentsSearch,
} from '../utils/documents-search';
import { declarationKeys } from './query-keys';

export function getCertificateDocuments(
  page: number,
  search: DocumentsSearch<CertificateSearchType> | null,
) {
  return call(declarationApi.certificates, { query: documentsQuery(page, search) });
}

export function certificateDocumentsQueryOptions(
  page: number,
  search: DocumentsSearch<CertificateSearchType> | null,
) {
  return queryOptions({
    queryKey: declarationKeys.certificatesPage(documentsQuery(page, search)),
    queryFn: () => getCertificateDocuments(page, search),
    placeholderData: keepPreviousData,
  });
}

export function useCertificateDocuments(
  page: number,
  search: DocumentsSearch<CertificateSearchType> | null,
) {
  return useQuery(certificateDocumentsQueryOptions(page, search));
}
