/**
 * POST /cdocs/get-all-cdocs?page&size&manufacturer&search → certificate database rows, for
 * the Add-from-existing dialog (every manufacturer, the model search box).
 */
import { ALL_MANUFACTURERS, GetAllCdocsResultSchema } from '@partproof/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { productsKeys } from '@/features/products/api/query-keys';

export const CDOC_SEARCH_PAGE_SIZE = 10;

export function searchCdocs(search: string, page: number) {
  return api.post('/cdocs/get-all-cdocs', undefined, GetAllCdocsResultSchema, {
    page,
    size: CDOC_SEARCH_PAGE_SIZE,
    manufacturer: ALL_MANUFACTURERS,
    search: search || undefined,
  });
}

export function cdocSearchQueryOptions(search: string, page: number) {
  return queryOptions({
    queryKey: productsKeys.cdocSearch(search, page),
    queryFn: () => searchCdocs(search, page),
    placeholderData: keepPreviousData,
  });
}

export function useCdocSearch(search: string, page: number, enabled: boolean) {
  return useQuery({ ...cdocSearchQueryOptions(search, page), enabled });
}
