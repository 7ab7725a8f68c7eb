/**
 * After a declaration changed (added, edited, reviewed, deleted): one declaration covers many
 * parts, so every material's list is read again, the Documents list too, and the open
 * product (its materials' RoHS status and counts).
 */
import type { QueryClient } from '@tanstack/react-query';
import { refreshProduct } from '@/lib/product-cache';
import { declarationKeys } from './query-keys';

export function refreshDeclarations(queryClient: QueryClient, productId?: number) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: declarationKeys.ofMaterials() }),
    queryClient.invalidateQueries({ queryKey: declarationKeys.documents() }),
    productId === undefined ? undefined : refreshProduct(queryClient, productId),
  ]);
}
