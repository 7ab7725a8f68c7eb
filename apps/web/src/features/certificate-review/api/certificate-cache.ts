/**
 * After a certificate of one component changed (approved, attached, added, removed): its
 * candidates, its records and the product (the two counts in the table) are read again.
 */
import type { QueryClient } from '@tanstack/react-query';
import { productsKeys } from '@/features/products/api/query-keys';

export interface MaterialRef {
  materialId: number;
  productId: number;
}

export function refreshMaterialCertificates(
  queryClient: QueryClient,
  { materialId, productId }: MaterialRef,
) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: productsKeys.tempCertificates(materialId) }),
    queryClient.invalidateQueries({ queryKey: productsKeys.approvedCertificates(materialId) }),
    queryClient.invalidateQueries({ queryKey: productsKeys.detail(productId) }),
  ]);
}
