/**
 * POST /certificate/manual (multipart: serviceName, modelName, materialId, source,
 * referenceNumber, expireDate, pdf; admins) → 201 {result, message, cdoc, recordId}: 'Add new
 * certificate' and the Components screen's 'Upload new certificate'. The component's records
 * and candidates are read again (and the product, when one is open).
 */
import { certificateReviewApi } from '@partproof/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { manualCertificateForm, type ManualCertificateInput } from '../utils/manual-certificate';
import { refreshMaterialCertificates } from './certificate-cache';

export function saveManualCertificate(input: ManualCertificateInput) {
  return call(certificateReviewApi.manual, { form: manualCertificateForm(input) });
}

export function useSaveManualCertificate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveManualCertificate,
    onSuccess: (_result, input) => refreshMaterialCertificates(queryClient, input),
  });
}
