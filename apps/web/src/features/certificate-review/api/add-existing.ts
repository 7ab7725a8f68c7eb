/** POST /cdocs/add-existing {materialId, cdocId} → 201 {result, message, record} (admin). */
import { certificateReviewApi } from '@partproof/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, type BodyOf } from '@/lib/api-client';
import { refreshMaterialCertificates, type MaterialRef } from './certificate-cache';

type AddExisting = BodyOf<typeof certificateReviewApi.addExisting> & MaterialRef;

export function addExisting({ materialId, cdocId }: AddExisting) {
  return call(certificateReviewApi.addExisting, { body: { materialId, cdocId } });
}

export function useAddExisting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addExisting,
    onSuccess: (_result, ref) => refreshMaterialCertificates(queryClient, ref),
  });
}
