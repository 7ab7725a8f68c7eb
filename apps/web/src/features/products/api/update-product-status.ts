/**
 * POST /product/updateStatus {productId, statusId} → {result, message}. When an admin moves
 * a product to review, the follow-up POST /product/customerProductStatus {id} mails the
 * customer (spec §4, §7).
 */
import { can, productApi, ProductStatus, type ProductStatusId } from '@partproof/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { productsKeys } from './query-keys';

export interface StatusChange {
  productId: number;
  statusId: ProductStatusId;
  /** The caller's role: admins trigger the review notification. */
  role: number;
}

export async function updateProductStatus({ productId, statusId, role }: StatusChange) {
  const result = await call(productApi.updateStatus, { body: { productId, statusId } });
  if (can({ role }, 'product.notifyCustomer') && statusId === ProductStatus.ReadyForReview) {
    await call(productApi.customerProductStatus, { body: { id: productId } });
  }
  return result;
}

export function useUpdateProductStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProductStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productsKeys.all }),
  });
}
