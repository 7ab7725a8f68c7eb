/**
 * The manual certificate (spec §3 manual certificate form, §9) of 'Upload new certificate'
 * (Components screen) and 'Add new certificate' (product page): the PDF rule and the text
 * fields the API reads (serviceName, modelName, materialId, source, referenceNumber,
 * expireDate; `call` writes them into the multipart form with the PDF under `pdf`). Its
 * messages are English, translated where they are shown.
 */
import { CERT_LIMITS, type certificateReviewApi, type FormValues } from '@partproof/shared';
import { msg } from '@/i18n/i18n';
import { FILE_TOO_LARGE } from '@/lib/file-rules';

export const PDF_ACCEPT = { 'application/pdf': ['.pdf'] };
export const PDF_TYPE_ERROR = msg('Only PDF files can be uploaded');
export const PDF_SIZE_ERROR = FILE_TOO_LARGE;

export type PdfProblem = 'type' | 'size';

/** PDF only (by type or name), at most `maxBytes`. */
export function pdfProblem(
  file: { name: string; type?: string; size: number },
  maxBytes: number,
): PdfProblem | null {
  const isPdf = file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf');
  if (!isPdf) return 'type';
  if (file.size > maxBytes) return 'size';
  return null;
}

/** The toast text for a file the drop zone refuses, or null when it may be uploaded. */
export function checkPdfFile(file: { name: string; type?: string; size: number }): string | null {
  const problem = pdfProblem(file, CERT_LIMITS.uploadBytes);
  if (problem === 'type') return PDF_TYPE_ERROR;
  if (problem === 'size') return PDF_SIZE_ERROR;
  return null;
}

/** The fields of `certificate/manual`'s form, as the API reads them. */
export type ManualCertificateFields = FormValues<typeof certificateReviewApi.manual.form>;

/** The dialogs' text inputs, as typed: every field but the material, which the dialog knows. */
export type ManualCertificateValues = Record<
  Exclude<keyof ManualCertificateFields, 'materialId'>,
  string
>;

/** The dialogs' inputs as the form's fields: trimmed, an empty source or expiry date left out. */
export function manualCertificateFields(
  values: ManualCertificateValues,
  materialId: number,
): ManualCertificateFields {
  const optional = (text: string) => text.trim() || undefined;
  return {
    serviceName: values.serviceName.trim(),
    modelName: values.modelName.trim(),
    materialId,
    source: optional(values.source),
    referenceNumber: values.referenceNumber.trim(),
    expireDate: optional(values.expireDate),
  };
}
