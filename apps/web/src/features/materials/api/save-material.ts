/** POST /material/save (the Add component modal) → 201 {message, material}. */
import { MaterialSaveResultSchema, type MaterialSave } from '@partproof/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshProduct } from '@/lib/product-cache';

export function saveMaterial(input: MaterialSave) {
  return api.post('/material/save', input, MaterialSaveResultSchema);
}

export function useSaveMaterial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMaterial,
    onSuccess: ({ material }) => refreshProduct(queryClient, material.productId),
  });
}
