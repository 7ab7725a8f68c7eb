/**
 * POST /certificate/manual (multipart: serviceName, modelName, materialId, source,
 * referenceNumber, expireDate, optional pdf) → 201: 'Add new certificate' (admin).
 */
import { ManualCertificateResultSchema } from '@partproof/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshMaterialCertificates, type MaterialRef } from './certificate-cache';

export interface ManualCertificate extends MaterialRef {
  serviceName: string;
  modelName: string;
  source: string;
  referenceNumber: string;
  expireDate: string;
  pdf: File | null;
}

export function saveManualCertificate(input: ManualCertificate) {
  const form = new FormData();
  form.set('serviceName', input.serviceName);
  form.set('modelName', input.modelName);
  form.set('materialId', String(input.materialId));
  form.set('source', input.source);
  form.set('referenceNumber', input.referenceNumber);
  form.set('expireDate', input.expireDate);
  if (input.pdf) form.set('pdf', input.pdf);
  return api.postForm('/certificate/manual', form, ManualCertificateResultSchema);
}

export function useSaveManualCertificate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveManualCertificate,
    onSuccess: (_result, ref) => refreshMaterialCertificates(queryClient, ref),
  });
}
