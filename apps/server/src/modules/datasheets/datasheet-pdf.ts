/**
 * A datasheet PDF as uploaded (DESIGN.md §9.8): a PDF by its magic bytes — the name and the
 * client's MIME type are never trusted — and no polyglot (a PDF that is also a zip or an HTML
 * page), the certificate upload's rule, worded for datasheets.
 */
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../../lib/app-error.js';
import { polyglotProblem } from '../certificate-review/pdf-upload.js';

export const DATASHEET_PDF_ONLY = 'Upload the datasheet as a PDF file';

export async function assertDatasheetPdf(bytes: Buffer): Promise<void> {
  const type = await fileTypeFromBuffer(bytes);
  if (type?.ext !== 'pdf') throw new AppError('UNSUPPORTED_MEDIA_TYPE', DATASHEET_PDF_ONLY);
  const problem = polyglotProblem(bytes);
  if (problem)
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', `${DATASHEET_PDF_ONLY}: this file ${problem}`);
}
