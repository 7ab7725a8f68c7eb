/** POST /cdocs/approve-certs {ids, materialId} → {result, message, approved} (admin). */
import { certificateReviewApi, type ApproveCerts } from '@partproof/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { refreshMaterialCertificates, type MaterialRef } from './certificate-cache';

export function approveCerts({ ids, materialId }: ApproveCerts & MaterialRef) {
  return call(certificateReviewApi.approveCerts, { body: { ids, materialId } });
}

export function useApproveCerts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveCerts,
    onSuccess: (_result, ref) => refreshMaterialCertificates(queryClient, ref),
  });
}
