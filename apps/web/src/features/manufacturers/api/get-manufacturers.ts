/**
 * GET /manufacturer?page&size&search → {data: [{id, name}], total}: the options of the
 * manufacturer select, one page of the largest size the API allows; past it the screen
 * offers a name search instead of a longer list.
 */
import { MANUFACTURER_PAGE_SIZE, manufacturerApi } from '@partproof/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { manufacturerKeys } from './query-keys';

export function getManufacturers(search: string) {
  const query = { size: MANUFACTURER_PAGE_SIZE.max, ...(search === '' ? {} : { search }) };
  return call(manufacturerApi.list, { query });
}

export function manufacturersQueryOptions(search: string) {
  return queryOptions({
    queryKey: manufacturerKeys.list(search),
    queryFn: () => getManufacturers(search),
    // The select keeps its options while a new search is on its way.
    placeholderData: keepPreviousData,
  });
}

export function useManufacturers(search: string) {
  return useQuery(manufacturersQueryOptions(search.trim()));
}
