/** POST /cdocs/delete-approved {id} → {result, message}: removes one certification record. */
import { certificateReviewApi } from '@partproof/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, type BodyOf } from '@/lib/api-client';
import { refreshMaterialCertificates, type MaterialRef } from './certificate-cache';

/** `id` is the certification record's id (not the cdoc's). */
type DeleteApproved = BodyOf<typeof certificateReviewApi.deleteApproved> & MaterialRef;

export function deleteApproved({ id }: DeleteApproved) {
  return call(certificateReviewApi.deleteApproved, { body: { id } });
}

export function useDeleteApproved() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteApproved,
    onSuccess: (_result, ref) => refreshMaterialCertificates(queryClient, ref),
  });
}
