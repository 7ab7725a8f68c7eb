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
};
