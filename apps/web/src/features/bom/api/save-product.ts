/** POST /product/save (the wizard payload, spec §3) → 201 {id, message}. */
import { ProductSaveSchema, type ProductSave } from '@partproof/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { productsKeys } from '@/features/products/api/query-keys';

const SaveResultSchema = z.object({ id: z.number().int(), message: z.string() });

export function saveProduct(input: ProductSave) {
  // Parsing first trims the texts and strips what the strict contract would refuse.
  return api.post('/product/save', ProductSaveSchema.parse(input), SaveResultSchema);
}

export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productsKeys.all }),
  });
}
