/**
 * A PNG or JPEG scan → one page image ready for OCR. Its size is read from the header before
 * anything is decoded (a 100,000 × 100,000 PNG is a few KB compressed and 40 GB decoded), then
 * it is redrawn on white at the size OCR reads best: big photos shrink, small scans grow.
 * Runs in the reader child process (reader-worker.ts).
 */
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { AppError } from '../../../lib/app-error.js';
import type { SourcePage } from './pdf-pages.js';
import { READER_LIMITS } from './reader-limits.js';

export interface ImageSize {
  width: number;
  height: number;
}

const unreadable = () => new AppError('VALIDATION', 'The image could not be read.');

/** Width and height from a PNG's IHDR chunk or a JPEG's start-of-frame segment. */
export function imageSize(bytes: Uint8Array, mime: 'image/png' | 'image/jpeg'): ImageSize {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (mime === 'image/png') {
    if (bytes.byteLength < 24) throw unreadable();
    return { width: view.getUint32(16), height: view.getUint32(20) };
  }
  let offset = 2;
  while (offset + 9 < bytes.byteLength) {
    if (bytes[offset] !== 0xff) throw unreadable();
    const marker = bytes[offset + 1] ?? 0;
    // SOF0–SOF15 carry the frame size; C4 (DHT), C8 (JPG) and CC (DAC) share the range.
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return { height: view.getUint16(offset + 5), width: view.getUint16(offset + 7) };
    }
    offset += 2 + view.getUint16(offset + 2);
  }
  throw unreadable();
}

export async function readImagePage(
  bytes: Uint8Array,
  mime: 'image/png' | 'image/jpeg',
): Promise<SourcePage[]> {
  const { width, height } = imageSize(bytes, mime);
  if (width === 0 || height === 0) throw unreadable();
  if (width * height > READER_LIMITS.maxImagePixels) {
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      'The image is too large to be read automatically; fill in the form by hand.',
    );
  }
  const image = await loadImage(Buffer.from(bytes)).catch(() => {
    throw unreadable();
  });
  // A thumbnail is not blown up past three times its size: there is nothing more to read.
  const scale = Math.min(3, READER_LIMITS.ocrImageSide / Math.max(width, height));
  const canvas = createCanvas(Math.round(width * scale), Math.round(height * scale));
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(image, 0, 0, canvas.width, canvas.height);
  return [{ page: 1, text: '', image: canvas.toBuffer('image/png') }];
}
