/** POST /material/flag/resolve {materialId, note} → the material without its flag (admins). */
import { flagApi, type FlagResolve } from '@partproof/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { refreshProduct } from '@/lib/product-cache';

export function resolveFlag(body: FlagResolve) {
  return call(flagApi.resolve, { body });
}

export function useResolveFlag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resolveFlag,
    // Its RoHS status is recomputed and the progress bar counts it again: read the product.
    onSuccess: (material) => refreshProduct(queryClient, material.productId),
  });
}
