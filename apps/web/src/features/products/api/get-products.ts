/** POST /product/getAll {filter, companyId?} → {data, total}: the products list. */
import { productApi } from '@partproof/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { productsKeys, type ProductListQuery } from './query-keys';

export function getProducts(query: ProductListQuery) {
  return call(productApi.getAll, { body: query });
}

export function productsQueryOptions(query: ProductListQuery) {
  return queryOptions({
    queryKey: productsKeys.list(query),
    queryFn: () => getProducts(query),
    placeholderData: keepPreviousData,
  });
}

export function useProducts(query: ProductListQuery) {
  return useQuery(productsQueryOptions(query));
}
