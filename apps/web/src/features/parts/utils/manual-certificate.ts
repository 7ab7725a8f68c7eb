/**
 * 'Upload new certificate' (spec §3 manual certificate form, §9): the PDF rules and the
 * multipart body the API reads (serviceName, modelName, materialId, source,
 * referenceNumber, expireDate, pdf).
 */
import { CERT_LIMITS } from '@partproof/shared';
import { FILE_TOO_LARGE } from '@/lib/file-rules';

export const PDF_ACCEPT = { 'application/pdf': ['.pdf'] };
export const PDF_TYPE_ERROR = 'Only PDF files can be uploaded';
export const PDF_SIZE_ERROR = FILE_TOO_LARGE;

/** The toast text for a file the modal refuses, or null when it may be uploaded. */
export function checkPdfFile(file: { name: string; size: number }): string | null {
  if (!file.name.toLowerCase().endsWith('.pdf')) return PDF_TYPE_ERROR;
  if (file.size > CERT_LIMITS.uploadBytes) return PDF_SIZE_ERROR;
  return null;
}

export interface ManualCertificateValues {
  serviceName: string;
  modelName: string;
  source: string;
  referenceNumber: string;
  expireDate: string;
}

export interface ManualCertificateInput extends ManualCertificateValues {
  materialId: number;
  pdf: File | null;
}

export function manualCertificateForm(input: ManualCertificateInput): FormData {
  const form = new FormData();
  form.append('serviceName', input.serviceName.trim());
  form.append('modelName', input.modelName.trim());
  form.append('materialId', String(input.materialId));
  form.append('source', input.source.trim());
  form.append('referenceNumber', input.referenceNumber.trim());
  form.append('expireDate', input.expireDate.trim());
  if (input.pdf) form.append('pdf', input.pdf, input.pdf.name);
  return form;
}
