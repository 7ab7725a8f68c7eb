/** POST /product/get {id} → the product with its materials (403 for a pending product). */
import { ProductSchema } from '@partproof/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { productsKeys } from './query-keys';

export function getProduct(id: number) {
  return api.post('/product/get', { id }, ProductSchema);
}

export function productQueryOptions(id: number) {
  return queryOptions({ queryKey: productsKeys.detail(id), queryFn: () => getProduct(id) });
}

export function useProduct(id: number) {
  return useQuery(productQueryOptions(id));
}
