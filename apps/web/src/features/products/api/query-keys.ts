/** Query keys of the products feature (list, detail, lookups, materials). Add keys; don't rename. */
import type { z } from 'zod';
import type { ProductListQuerySchema } from '@partproof/shared';

export type ProductListQuery = z.input<typeof ProductListQuerySchema>;

export const productsKeys = {
  all: ['products'] as const,
  lists: () => [...productsKeys.all, 'list'] as const,
  list: (query: ProductListQuery) => [...productsKeys.lists(), query] as const,
  details: () => [...productsKeys.all, 'detail'] as const,
  detail: (id: number) => [...productsKeys.details(), id] as const,
  lookups: () => [...productsKeys.all, 'lookups'] as const,
  requiredCertificates: () => [...productsKeys.all, 'required-certificates'] as const,
  searchRuns: (productId: number) => [...productsKeys.all, 'search-runs', productId] as const,
  tempCertificates: (materialId: number) =>
    [...productsKeys.all, 'temp-certificates', materialId] as const,
  tempCertificatePage: (materialId: number, page: number) =>
    [...productsKeys.tempCertificates(materialId), page] as const,
  approvedCertificates: (materialId: number) =>
    [...productsKeys.all, 'approved-certificates', materialId] as const,
  cdocSearch: (search: string, page: number) =>
    [...productsKeys.all, 'cdoc-search', search, page] as const,
};
