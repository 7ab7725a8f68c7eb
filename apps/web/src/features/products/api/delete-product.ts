/**
 * POST /product/delete {id} → {result, message}. Any failure becomes the spec's text
 * 'Product not delete please try again.' (§8), which the query client toasts.
 */
import { MSG, productApi } from '@partproof/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, call } from '@/lib/api-client';
import { productsKeys } from './query-keys';

export async function deleteProduct(id: number) {
  let result;
  try {
    result = await call(productApi.delete, { body: { id } });
  } catch (error) {
    const status = error instanceof ApiError ? error.status : 0;
    throw new ApiError(status, 'DELETE_FAILED', MSG.productNotDeleted);
  }
  if (!result.result) throw new ApiError(200, 'DELETE_FAILED', MSG.productNotDeleted);
  return result;
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productsKeys.all }),
  });
}
