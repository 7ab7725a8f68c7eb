/**
 * A declaration's file as uploaded (DESIGN.md §9.3): a PDF, a PNG/JPEG scan or an IPC-1752A
 * XML document, told apart by their bytes — never by the name or the client's MIME type.
 * PDFs get the certificate upload's polyglot check.
 */
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../../lib/app-error.js';
import { polyglotProblem } from '../certificate-review/pdf-upload.js';

export type DeclarationFileMime =
  'application/pdf' | 'image/png' | 'image/jpeg' | 'application/xml';

export const DECLARATION_FILE_MESSAGE =
  'Upload a PDF, a PNG or JPEG scan, or an IPC-1752A XML file';

/** An XML document: an optional byte-order mark and white space, then `<?xml` or an element. */
function looksLikeXml(bytes: Buffer): boolean {
  const head = bytes
    .subarray(0, 512)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  return head.startsWith('<?xml') || /^<[A-Za-z_][\w.:-]*[\s>/]/.test(head);
}

export async function declarationFileType(bytes: Buffer): Promise<DeclarationFileMime> {
  const type = await fileTypeFromBuffer(bytes);
  if (type?.mime === 'application/pdf') {
    const problem = polyglotProblem(bytes);
    if (problem) {
      throw new AppError(
        'UNSUPPORTED_MEDIA_TYPE',
        `${DECLARATION_FILE_MESSAGE}: this PDF ${problem}`,
      );
    }
    return 'application/pdf';
  }
  if (type?.mime === 'image/png' || type?.mime === 'image/jpeg') return type.mime;
  if ((type === undefined || type.mime === 'application/xml') && looksLikeXml(bytes)) {
    return 'application/xml';
  }
  throw new AppError('UNSUPPORTED_MEDIA_TYPE', DECLARATION_FILE_MESSAGE);
}
