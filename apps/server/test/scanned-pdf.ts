/**
 * A PDF like a fax-style office scan (built at test time): A4 pages, each one 1-bit image at
 * the given resolution (400 dpi is 3,307 × 4,677 pixels), white with a few black bars, and no
 * text layer, so the reader renders every page for OCR.
 */
import { deflateSync } from 'node:zlib';
import { pdfOf } from './hostile-files.js';

const A4_INCHES = { width: 8.27, height: 11.69 };

function scanImage(width: number, height: number): Buffer {
  const rowBytes = Math.ceil(width / 8);
  const bits = Buffer.alloc(rowBytes * height, 0xff);
  // A black bar every 200 rows, like lines of text: the page is not blank to the renderer.
  for (let row = 0; row < height; row += 200)
    bits.fill(0x00, row * rowBytes, (row + 20) * rowBytes);
  return deflateSync(bits);
}

export function scannedPdf(pageCount: number, dpi: number): Buffer {
  const width = Math.round(A4_INCHES.width * dpi);
  const height = Math.round(A4_INCHES.height * dpi);
  const image = scanImage(width, height);
  // Objects: 1 catalog, 2 pages, then per page its page, content and image objects.
  const first = 3;
  const kids = Array.from({ length: pageCount }, (_, i) => `${first + i * 3} 0 R`).join(' ');
  const pages = Array.from({ length: pageCount }, (_, i) => {
    const n = first + i * 3;
    return [
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents ${n + 1} 0 R /Resources << /XObject << /Im ${n + 2} 0 R >> >> >>`,
      { dict: '', stream: Buffer.from('q 595 0 0 842 0 0 cm /Im Do Q') },
      {
        dict: `/Type /XObject /Subtype /Image /Width ${width} /Height ${height} /ColorSpace /DeviceGray /BitsPerComponent 1 /Filter /FlateDecode`,
        stream: image,
      },
    ];
  });
  return pdfOf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${kids}] /Count ${pageCount} >>`,
    ...pages.flat(),
  ]);
}
