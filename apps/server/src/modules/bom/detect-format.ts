/**
 * Decides whether an upload is an xlsx workbook or CSV text from its bytes alone: magic
 * bytes via file-type, then a text sniff. The file name and the client's MIME type are
 * never trusted (DESIGN.md §6); the name only improves an error message.
 */
import { fileTypeFromBuffer } from 'file-type';
import { LIMITS, type BomDetection } from '@partproof/shared';
import { AppError } from '../../lib/app-error.js';
import { MB } from './bom-limits.js';

type BomFormat = BomDetection['format'];

const SUPPORTED = 'Upload the BOM as an .xlsx workbook or a CSV file';

export function assertUploadSize(bytes: Uint8Array): void {
  if (bytes.length > LIMITS.uploadBytes) {
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      `The BOM file is larger than ${LIMITS.uploadBytes / MB} MB`,
    );
  }
  if (bytes.length === 0) throw new AppError('VALIDATION', 'The BOM file is empty');
}

export async function detectFormat(bytes: Uint8Array, filename = ''): Promise<BomFormat> {
  assertUploadSize(bytes);
  const type = await fileTypeFromBuffer(bytes);
  if (type?.ext === 'xlsx') return 'xlsx';
  if (type) {
    const legacy = type.ext === 'cfb' ? ' (legacy .xls is not supported: save it as .xlsx)' : '';
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      `${label(filename)} is a ${type.ext} file${legacy}. ${SUPPORTED}.`,
    );
  }
  if (!looksLikeText(bytes)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', `${label(filename)} is not text. ${SUPPORTED}.`);
  }
  return 'csv';
}

function label(filename: string): string {
  return filename ? `"${filename.slice(0, 100)}"` : 'The file';
}

/**
 * Text in any single-byte encoding or UTF-8 has no NUL bytes and few control characters;
 * UTF-16 has NULs, so it is recognised by its byte order mark or its NUL pattern first.
 */
export function looksLikeText(bytes: Uint8Array): boolean {
  if (isUtf16(bytes)) return true;
  const sample = bytes.subarray(0, 64 * 1024);
  let control = 0;
  for (const byte of sample) {
    if (byte === 0) return false;
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c) {
      control++;
    }
  }
  return control <= sample.length / 100;
}

export function isUtf16(bytes: Uint8Array): 'utf-16le' | 'utf-16be' | null {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  // Without a BOM: ASCII text in UTF-16 has a NUL in every other byte.
  const sample = bytes.subarray(0, 4096);
  if (sample.length < 4) return null;
  let evenNul = 0;
  let oddNul = 0;
  for (let i = 0; i < sample.length; i++) {
    if (sample[i] === 0) {
      if (i % 2 === 0) evenNul++;
      else oddNul++;
    }
  }
  const half = sample.length / 2;
  if (oddNul > half * 0.6 && evenNul < half * 0.05) return 'utf-16le';
  if (evenNul > half * 0.6 && oddNul < half * 0.05) return 'utf-16be';
  return null;
}
