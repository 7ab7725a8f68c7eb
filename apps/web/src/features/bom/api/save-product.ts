/**
 * POST /product/save (the wizard payload, spec §3) → 201 {id, message}. The products list
 * is refreshed by the screen that opened the wizard (its `onCreated`).
 */
import { productApi, ProductSaveSchema, type ProductSave } from '@partproof/shared';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

export function saveProduct(input: ProductSave) {
  // Parsing first trims the texts and strips what the strict contract would refuse.
  return call(productApi.save, { body: ProductSaveSchema.parse(input) });
}

export function useSaveProduct() {
  return useMutation({ mutationFn: saveProduct });
}
