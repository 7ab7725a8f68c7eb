/**
 * POST /product/updateStatus {productId, statusId} → {result, message}. When an admin moves
 * a product to review, the follow-up POST /product/customerProductStatus {id} mails the
 * customer (spec §4, §7).
 */
import { ProductStatus, ResultMessageSchema, Role, type ProductStatusId } from '@partproof/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { productsKeys } from './query-keys';

export interface StatusChange {
  productId: number;
  statusId: ProductStatusId;
  /** The caller's role: admins trigger the review notification. */
  role: number;
}

export async function updateProductStatus({ productId, statusId, role }: StatusChange) {
  const result = await api.post(
    '/product/updateStatus',
    { productId, statusId },
    ResultMessageSchema,
  );
  if (role === Role.Admin && statusId === ProductStatus.ReadyForReview) {
    await api.post('/product/customerProductStatus', { id: productId }, ResultMessageSchema);
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
