/** POST /material/delete {productId, ids} → {result, message, deleted}; then the product reloads. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MaterialDeleteResultSchema } from '@partproof/shared';
import { api } from '@/lib/api-client';
import { refreshProduct } from '@/lib/product-cache';

export interface DeleteMaterials {
  productId: number;
  ids: number[];
}

export function deleteMaterials(input: DeleteMaterials) {
  return api.post('/material/delete', input, MaterialDeleteResultSchema);
}

export function useDeleteMaterials() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMaterials,
    onSuccess: (_result, { productId }) => refreshProduct(queryClient, productId),
  });
}
