/**
 * The manual certificate (spec §3 manual certificate form, §9) of 'Upload new certificate'
 * (Components screen) and 'Add new certificate' (product page): the PDF rule and the
 * multipart body the API reads (serviceName, modelName, materialId, source,
 * referenceNumber, expireDate, pdf).
 */
import { CERT_LIMITS } from '@partproof/shared';
import { FILE_TOO_LARGE } from '@/lib/file-rules';

export const PDF_ACCEPT = { 'application/pdf': ['.pdf'] };
export const PDF_TYPE_ERROR = 'Only PDF files can be uploaded';
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

export interface ManualCertificateValues {
  serviceName: string;
  modelName: string;
  source: string;
  referenceNumber: string;
  expireDate: string;
}

export interface ManualCertificateInput extends ManualCertificateValues {
  materialId: number;
  /** The product page's product, read again afterwards; absent on the Components screen. */
  productId?: number;
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
