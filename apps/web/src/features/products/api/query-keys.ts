/**
 * Query keys of the products feature (list, detail). Add keys; don't rename. The detail key
 * is lib/product-cache's, which other features use to keep the product fresh. The lookup
 * lists are the lookups feature's (lib/lookup-cache).
 */
import type { z } from 'zod';
import type { ProductListQuerySchema } from '@partproof/shared';
import { productDetailKey } from '@/lib/product-cache';

export type ProductListQuery = z.input<typeof ProductListQuerySchema>;

export const productsKeys = {
  all: ['products'] as const,
  lists: () => [...productsKeys.all, 'list'] as const,
  list: (query: ProductListQuery) => [...productsKeys.lists(), query] as const,
  details: () => [...productsKeys.all, 'detail'] as const,
  detail: productDetailKey,
};
