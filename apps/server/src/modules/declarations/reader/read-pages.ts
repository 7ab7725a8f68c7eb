/**
 * A dropped file → the text of its pages. pdf.js (or the image decoder) runs in a worker
 * thread with a heap limit and a deadline (lib/worker-task.ts), so a hostile PDF costs that
 * worker, never the server; the pages it could not read from a text layer come back as PNGs
 * and are read by OCR here, on the one shared OCR engine.
 */
import { AppError } from '../../../lib/app-error.js';
import { siblingModule, WorkerLimitError, workerTask } from '../../../lib/worker-task.js';
import { recognise } from './ocr.js';
import type { SourcePage } from './pdf-pages.js';
import { READER_LIMITS } from './reader-limits.js';
import type { DeclarationMime, PageText } from './reader-types.js';

export interface PageFile {
  bytes: Uint8Array;
  mime: DeclarationMime;
}

const readInWorker = workerTask<PageFile, SourcePage[]>(
  siblingModule(import.meta.url, 'page-worker'),
  {
    heapMb: READER_LIMITS.workerHeapMb,
    timeoutMs: READER_LIMITS.workerTimeoutMs,
    atOnce: READER_LIMITS.workersAtOnce,
  },
);

export async function readPages(file: PageFile): Promise<PageText[]> {
  let sources: SourcePage[];
  try {
    sources = await readInWorker(file);
  } catch (error) {
    if (!(error instanceof WorkerLimitError)) throw error;
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      'The document could not be read within the limits; fill in the form by hand.',
    );
  }
  const pages: PageText[] = [];
  for (const source of sources) {
    if (!source.image) {
      pages.push({ page: source.page, text: source.text, ocr: false });
      continue;
    }
    const read = await recognise(source.image);
    // The text layer's few words (a "ROHS" stamp) stay: OCR may miss them in a drawing.
    const text = [source.text, read].filter((part) => part.trim() !== '').join('\n');
    pages.push({ page: source.page, text, ocr: true });
  }
  return pages;
}
