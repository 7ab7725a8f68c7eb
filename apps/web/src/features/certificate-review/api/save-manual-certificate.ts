/**
 * POST /certificate/manual (multipart: serviceName, modelName, materialId, source?,
 * referenceNumber, expireDate?, and an optional `pdf`; admins) → 201 {result, message, cdoc,
 * recordId}: 'Add new certificate' and the Components screen's 'Upload new certificate'. The
 * component's records and candidates are read again (and the product, when one is open).
 */
import { certificateReviewApi, type UploadInput } from '@partproof/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { refreshMaterialCertificates } from './certificate-cache';

/** The form's fields (`manualCertificateFields`) and the PDF, if any. */
export type SaveManualCertificateInput = UploadInput<typeof certificateReviewApi.manual.form> & {
  /** The product page's product, read again afterwards; absent on the Components screen. */
  productId?: number;
};

export function saveManualCertificate({ form, files }: SaveManualCertificateInput) {
  return call(certificateReviewApi.manual, { form, files });
}

export function useSaveManualCertificate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveManualCertificate,
    onSuccess: (_result, { form, productId }) =>
      refreshMaterialCertificates(queryClient, { materialId: form.materialId, productId }),
  });
}
