/**
 * POST /product/save (the wizard payload, spec §3) → 201 {id, message}. The products list
 * is refreshed by the screen that opened the wizard (its `onCreated`).
 */
import { ProductSaveSchema, type ProductSave } from '@partproof/shared';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

const SaveResultSchema = z.object({ id: z.number().int(), message: z.string() });

export function saveProduct(input: ProductSave) {
  // Parsing first trims the texts and strips what the strict contract would refuse.
  return api.post('/product/save', ProductSaveSchema.parse(input), SaveResultSchema);
}

export function useSaveProduct() {
  return useMutation({ mutationFn: saveProduct });
}
