/**
 * A dropped file → the text of its pages. pdf.js (or the image decoder) runs in the reader's
 * child process with a memory limit and a deadline (reader-process.ts), so a hostile PDF
 * costs that process, never the server; the pages it could not read from a text layer come
 * back as PNGs and are read by OCR here, on the one shared OCR engine.
 */
import { AppError } from '../../../lib/app-error.js';
import { OCR_LIMITS_MESSAGE, recognise, type OcrLane } from './ocr.js';
import { readSourcePages } from './reader-process.js';
import { READER_LIMITS } from './reader-limits.js';
import type { DeclarationMime, PageText } from './reader-types.js';

export interface PageFile {
  bytes: Uint8Array;
  mime: DeclarationMime;
}

/** Where a read waits for OCR, and how long its pages may take (READER_LIMITS by default). */
export interface OcrOptions {
  lane: OcrLane;
  pageMs?: number;
  documentMs?: number;
}

export async function readPages(file: PageFile, ocr: OcrOptions): Promise<PageText[]> {
  const sources = await readSourcePages(file, ocr.lane);
  const pageMs = ocr.pageMs ?? READER_LIMITS.ocrPageMs;
  // OCR time the document may still spend, all its pages together (waiting does not count).
  let budgetMs = ocr.documentMs ?? READER_LIMITS.ocrDocumentMs;
  const pages: PageText[] = [];
  for (const source of sources) {
    if (!source.image) {
      pages.push({ page: source.page, text: source.text, ocr: false });
      continue;
    }
    if (budgetMs <= 0) throw new AppError('PAYLOAD_TOO_LARGE', OCR_LIMITS_MESSAGE);
    const read = await recognise(source.image, {
      lane: ocr.lane,
      limitMs: Math.min(pageMs, budgetMs),
    });
    budgetMs -= read.ms;
    // The text layer's few words (a "ROHS" stamp) stay: OCR may miss them in a drawing.
    const text = [source.text, read.text.slice(0, READER_LIMITS.maxPageChars)]
      .filter((part) => part.trim() !== '')
      .join('\n');
    pages.push({ page: source.page, text, ocr: true });
  }
  return pages;
}
