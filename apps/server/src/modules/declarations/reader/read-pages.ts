/**
 * A dropped file → the text of its pages. pdf.js (or the image decoder) runs in the reader's
 * child process with a memory limit and a deadline (reader-process.ts), so a hostile PDF
 * costs that process, never the server; the pages it could not read from a text layer come
 * back as PNGs and are read by OCR here, on the one shared OCR engine.
 */
import { recognise } from './ocr.js';
import { readSourcePages } from './reader-process.js';
import { READER_LIMITS } from './reader-limits.js';
import type { DeclarationMime, PageText } from './reader-types.js';

export interface PageFile {
  bytes: Uint8Array;
  mime: DeclarationMime;
}

export async function readPages(file: PageFile): Promise<PageText[]> {
  const sources = await readSourcePages(file);
  const pages: PageText[] = [];
  for (const source of sources) {
    if (!source.image) {
      pages.push({ page: source.page, text: source.text, ocr: false });
      continue;
    }
    const read = (await recognise(source.image)).slice(0, READER_LIMITS.maxPageChars);
    // The text layer's few words (a "ROHS" stamp) stay: OCR may miss them in a drawing.
    const text = [source.text, read].filter((part) => part.trim() !== '').join('\n');
    pages.push({ page: source.page, text, ocr: true });
  }
  return pages;
}
