/** POST /product/get {id} → the product with its materials (403 for a pending product). */
import { productApi } from '@partproof/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { productsKeys } from './query-keys';

export function getProduct(id: number) {
  return call(productApi.get, { body: { id } });
}

export function productQueryOptions(id: number) {
  return queryOptions({ queryKey: productsKeys.detail(id), queryFn: () => getProduct(id) });
}

export function useProduct(id: number) {
  return useQuery(productQueryOptions(id));
}
