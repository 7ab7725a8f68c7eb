/**
 * Turns CSV bytes into text. BOM exports come as UTF-8 (with or without a byte order mark),
 * UTF-16 from Excel's "Unicode text", or Windows-1252 from older Excel on Windows: valid
 * UTF-8 is taken as UTF-8, anything else as Windows-1252 (so 'Würth' and 'µF' survive).
 */
import iconv from 'iconv-lite';
import { isUtf16 } from './detect-format.js';

export interface DecodedText {
  text: string;
  encoding: string;
}

export function decodeText(bytes: Uint8Array): DecodedText {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (buffer[0] === 0xef && buffer[1] === 0xbb && buffer[2] === 0xbf) {
    return { text: buffer.subarray(3).toString('utf8'), encoding: 'utf-8' };
  }
  const utf16 = isUtf16(buffer);
  if (utf16) {
    return { text: stripBom(iconv.decode(buffer, utf16)), encoding: utf16 };
  }
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(buffer);
    return { text, encoding: 'utf-8' };
  } catch {
    return { text: iconv.decode(buffer, 'windows-1252'), encoding: 'windows-1252' };
  }
}

function stripBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}
