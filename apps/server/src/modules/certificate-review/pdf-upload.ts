/**
 * A certificate PDF as uploaded: a PDF by its magic bytes (the name and the client's MIME
 * type are never trusted), and nothing else besides. A polyglot — a PDF that is also a zip
 * (a .jar, an .xlsx) or an HTML page — is refused: such a file is made to be opened as the
 * other format by something that sniffs it, and a certificate has no reason to be one.
 */
import { fileTypeFromBuffer } from 'file-type';
import { CERT_MSG } from '@partproof/shared';
import { AppError } from '../../lib/app-error.js';

export async function assertPdf(bytes: Buffer): Promise<void> {
  const type = await fileTypeFromBuffer(bytes);
  if (type?.ext !== 'pdf') throw new AppError('UNSUPPORTED_MEDIA_TYPE', CERT_MSG.uploadPdfOnly);
  const problem = polyglotProblem(bytes);
  if (problem) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', `${CERT_MSG.uploadPdfOnly}: this file ${problem}`);
  }
}

const EOF_MARKER = Buffer.from('%%EOF');
const ZIP_END = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
/** Where a zip reader looks for its directory: the last 22 bytes plus a comment ≤ 64 KiB. */
const ZIP_TAIL = 22 + 0xffff;
const HTML = /<(?:html|head|body|script|iframe|svg|!doctype)\b/i;

export function polyglotProblem(bytes: Buffer): string | null {
  const end = bytes.lastIndexOf(EOF_MARKER);
  if (end === -1) return 'is incomplete (it has no %%EOF end marker)';
  // Line ends and padding may follow the last %%EOF; another file may not.
  const after = bytes.subarray(end + EOF_MARKER.length);
  if (after.some((byte) => !isPadding(byte))) return 'has data after the end of the PDF';
  if (isZip(bytes)) return 'is also a zip archive';
  // The header: the %PDF line and comments before the first object.
  if (HTML.test(bytes.subarray(0, 1024).toString('latin1'))) return 'also holds an HTML page';
  return null;
}

function isPadding(byte: number): boolean {
  return byte === 0x0a || byte === 0x0d || byte === 0x20 || byte === 0x09 || byte === 0x00;
}

/** A zip directory end whose comment runs exactly to the end of the file, as unzip finds it. */
function isZip(bytes: Buffer): boolean {
  const from = Math.max(0, bytes.length - ZIP_TAIL);
  for (let at = bytes.indexOf(ZIP_END, from); at !== -1; at = bytes.indexOf(ZIP_END, at + 1)) {
    if (at + 22 <= bytes.length && at + 22 + bytes.readUInt16LE(at + 20) === bytes.length) {
      return true;
    }
  }
  return false;
}
