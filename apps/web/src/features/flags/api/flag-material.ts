/** POST /scrapers/product/flag-mail {materialId, reason} → 201 {result, message}; the row shows 4 Flagged. */
import { flagApi, type FlagMail } from '@partproof/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { refreshProduct } from '@/lib/product-cache';

export function flagMaterial(body: FlagMail) {
  return call(flagApi.flag, { body });
}

export function useFlagMaterial(productId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: flagMaterial,
    onSuccess: () => refreshProduct(queryClient, productId),
  });
}
