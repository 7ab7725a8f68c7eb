/** POST /cdocs/add-existing {materialId, cdocId} → 201 {result, message, record} (admin). */
import { AddExistingResultSchema } from '@partproof/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshMaterialCertificates, type MaterialRef } from './certificate-cache';

export interface AddExisting extends MaterialRef {
  cdocId: number;
}

export function addExisting({ materialId, cdocId }: AddExisting) {
  return api.post('/cdocs/add-existing', { materialId, cdocId }, AddExistingResultSchema);
}

export function useAddExisting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addExisting,
    onSuccess: (_result, ref) => refreshMaterialCertificates(queryClient, ref),
  });
}
