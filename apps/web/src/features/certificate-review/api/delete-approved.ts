/** POST /cdocs/delete-approved {id} → {result, message}: removes one certification record. */
import { ResultMessageSchema } from '@partproof/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshMaterialCertificates, type MaterialRef } from './certificate-cache';

export interface DeleteApproved extends MaterialRef {
  /** The record's id (not the cdoc's). */
  id: number;
}

export function deleteApproved({ id }: DeleteApproved) {
  return api.post('/cdocs/delete-approved', { id }, ResultMessageSchema);
}

export function useDeleteApproved() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteApproved,
    onSuccess: (_result, ref) => refreshMaterialCertificates(queryClient, ref),
  });
}
