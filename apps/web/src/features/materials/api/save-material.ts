/** POST /material/save (the Add component modal) → 201 {message, material}. */
import { materialApi, type MaterialSave } from '@partproof/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { refreshProduct } from '@/lib/product-cache';

export function saveMaterial(input: MaterialSave) {
  return call(materialApi.save, { body: input });
}

export function useSaveMaterial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMaterial,
    onSuccess: ({ material }) => refreshProduct(queryClient, material.productId),
  });
}
