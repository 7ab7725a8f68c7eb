/** POST /material/delete {productId, ids} → {result, message, deleted}; then the product reloads. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { materialApi, type DeleteMaterials } from '@partproof/shared';
import { call } from '@/lib/api-client';
import { refreshProduct } from '@/lib/product-cache';

export function deleteMaterials(input: DeleteMaterials) {
  return call(materialApi.delete, { body: input });
}

export function useDeleteMaterials() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMaterials,
    onSuccess: (_result, { productId }) => refreshProduct(queryClient, productId),
  });
}
