/** POST /product/getAll {filter, companyId?} → {data, total}: the products list. */
import { ProductListSchema } from '@partproof/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { productsKeys, type ProductListQuery } from './query-keys';

export function getProducts(query: ProductListQuery) {
  return api.post('/product/getAll', query, ProductListSchema);
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
