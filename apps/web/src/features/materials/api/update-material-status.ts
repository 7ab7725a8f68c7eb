/** PATCH /material/update-material-status/{id} {materialStatus: {id}} → the material. */
import { materialApi, type MaterialStatusId } from '@partproof/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { refreshProduct, replaceCachedMaterial } from '@/lib/product-cache';

export interface MaterialStatusChange {
  id: number;
  statusId: MaterialStatusId;
}

export function updateMaterialStatus({ id, statusId }: MaterialStatusChange) {
  return call(materialApi.updateStatus, {
    params: { id },
    body: { materialStatus: { id: statusId } },
  });
}

export function useUpdateMaterialStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMaterialStatus,
    // The progress bar counts statuses, so the product is read again.
    onSuccess: (material) => {
      replaceCachedMaterial(queryClient, material);
      return refreshProduct(queryClient, material.productId);
    },
  });
}
