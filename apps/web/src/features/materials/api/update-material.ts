/**
 * POST /material/update {id, …changed fields} → the material. Used by edit mode and the
 * critical toggle; the answer replaces the cached row instead of refetching the product
 * (turning edit mode off refetches). 409 while the product is Ready for review and the
 * critical flag changes.
 */
import { materialApi, type MaterialUpdate } from '@partproof/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { replaceCachedMaterial } from '@/lib/product-cache';

export function updateMaterial(input: MaterialUpdate) {
  return call(materialApi.update, { body: input });
}

export function useUpdateMaterial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMaterial,
    onSuccess: (material) => replaceCachedMaterial(queryClient, material),
  });
}
