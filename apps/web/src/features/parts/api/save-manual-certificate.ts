/**
 * POST /certificate/manual (multipart, admins) → 201 {result, message, cdoc, recordId}:
 * 'Upload new certificate'. The components list is refetched so the records show it.
 */
import { ManualCertificateResultSchema } from '@partproof/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { manualCertificateForm, type ManualCertificateInput } from '../utils/manual-certificate';
import { componentsKeys } from './query-keys';

export function saveManualCertificate(input: ManualCertificateInput) {
  return api.postForm(
    '/certificate/manual',
    manualCertificateForm(input),
    ManualCertificateResultSchema,
  );
}

export function useSaveManualCertificate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveManualCertificate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: componentsKeys.all }),
  });
}
