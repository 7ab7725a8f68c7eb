/**
 * POST /cdocs/get-all-cdocs?page&size&manufacturer&search → {status, data, totalPages, total}.
 * Any failure becomes the spec's 'No Certificates found!' (§8), which the query client toasts.
 */
import { cdocApi, CERT_MSG } from '@partproof/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, call } from '@/lib/api-client';
import { toApiQuery, type CdocsPageQuery } from '../utils/cdoc-query';
import { cdocKeys } from './query-keys';

export async function getAllCdocs(query: CdocsPageQuery) {
  try {
    return await call(cdocApi.getAllCdocs, { query: toApiQuery(query) });
  } catch (error) {
    const status = error instanceof ApiError ? error.status : 0;
    throw new ApiError(status, 'CDOCS_FAILED', CERT_MSG.noCertificatesFound);
  }
}

export function cdocsQueryOptions(query: CdocsPageQuery) {
  return queryOptions({
    queryKey: cdocKeys.page(query),
    queryFn: () => getAllCdocs(query),
    placeholderData: keepPreviousData,
  });
}

/** The page on screen; idle until Get Certificates chose a query. */
export function useCdocsPage(query: CdocsPageQuery | null) {
  return useQuery({
    ...cdocsQueryOptions(query ?? { manufacturer: '', search: '', page: 1 }),
    enabled: query !== null,
  });
}
