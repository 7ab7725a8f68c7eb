/** POST /material/datasheet/delete {materialId} → the material: Remove in the upload dialog. */
import { datasheetApi } from '@partproof/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { replaceCachedMaterial } from '@/lib/product-cache';

export function deleteDatasheet(materialId: number) {
  return call(datasheetApi.remove, { body: { materialId } });
}

export function useDeleteDatasheet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDatasheet,
    onSuccess: (material) => replaceCachedMaterial(queryClient, material),
  });
}
