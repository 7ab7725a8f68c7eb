/** POST /cdocs/approve-certs {ids, materialId} → {result, message, approved} (admin). */
import { ApproveCertsResultSchema } from '@partproof/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshMaterialCertificates, type MaterialRef } from './certificate-cache';

export interface ApproveCerts extends MaterialRef {
  ids: number[];
}

export function approveCerts({ ids, materialId }: ApproveCerts) {
  return api.post('/cdocs/approve-certs', { ids, materialId }, ApproveCertsResultSchema);
}

export function useApproveCerts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveCerts,
    onSuccess: (_result, ref) => refreshMaterialCertificates(queryClient, ref),
  });
}
