/**
 * A certificate PDF as uploaded: a PDF by its magic bytes (the name and the client's MIME
 * type are never trusted), and nothing else besides. A polyglot — a PDF that is also a zip
 * (a .jar, an .xlsx), an HTML page or an executable — is refused: such a file is made to be
 * opened as the other format by something that sniffs it, and a certificate has no reason to
 * be one. It is refused for what it is, not for bytes after its %%EOF: many real generators
 * leave some there (padding, a stray object, a second partial save), and PDF readers ignore
 * them (issue 20: a maker's 1 MB declaration was refused for that).
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
  if (isZip(bytes)) return 'is also a zip archive';
  // The header (the %PDF line and comments before the first object) and whatever follows
  // the last %%EOF are where another format hides; the objects between are the PDF's own.
  const after = bytes.subarray(end + EOF_MARKER.length);
  if (HTML.test(bytes.subarray(0, 1024).toString('latin1')) || HTML.test(after.toString('latin1')))
    return 'also holds an HTML page';
  if (EXECUTABLE.some((magic) => after.includes(magic))) return 'also holds an executable';
  if (after.includes(ZIP_ENTRY)) return 'is also a zip archive';
  return null;
}

/** An executable's marks: ELF, Mach-O (both byte orders, and universal), a PE header. */
const EXECUTABLE = [
  Buffer.from([0x7f, 0x45, 0x4c, 0x46]),
  Buffer.from([0xcf, 0xfa, 0xed, 0xfe]),
  Buffer.from([0xce, 0xfa, 0xed, 0xfe]),
  Buffer.from([0xfe, 0xed, 0xfa, 0xcf]),
  Buffer.from([0xca, 0xfe, 0xba, 0xbe]),
  Buffer.from('PE\0\0', 'latin1'),
  Buffer.from('This program cannot be run in DOS mode'),
];
/** A zip's local file header: an archive after the PDF whose directory was cut off. */
const ZIP_ENTRY = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

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
