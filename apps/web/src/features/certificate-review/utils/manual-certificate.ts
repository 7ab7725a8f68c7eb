/**
 * The manual certificate (spec §3 manual certificate form, §9) of 'Upload new certificate'
 * (Components screen) and 'Add new certificate' (product page): the PDF rule and the
 * multipart body the API reads (serviceName, modelName, materialId, source,
 * referenceNumber, expireDate, pdf).
 */
import { CERT_LIMITS, type ManualCertificate } from '@partproof/shared';
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

/** The dialogs' text fields: what the API reads besides the material and the PDF. */
export type ManualCertificateValues = Required<Omit<ManualCertificate, 'materialId' | 'pdf'>>;

/** The multipart fields read `materialId` from text; the caches afterwards need the number. */
export type ManualCertificateInput = ManualCertificate & {
  materialId: number;
  /** The product page's product, read again afterwards; absent on the Components screen. */
  productId?: number;
};

export function manualCertificateForm(input: ManualCertificateInput): FormData {
  const form = new FormData();
  form.append('serviceName', input.serviceName.trim());
  form.append('modelName', input.modelName.trim());
  form.append('materialId', String(input.materialId));
  form.append('source', (input.source ?? '').trim());
  form.append('referenceNumber', input.referenceNumber.trim());
  form.append('expireDate', (input.expireDate ?? '').trim());
  // A File keeps its own name as the part's file name.
  if (input.pdf) form.append('pdf', input.pdf);
  return form;
}
