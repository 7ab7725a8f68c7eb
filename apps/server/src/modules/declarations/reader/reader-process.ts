/**
 * The one door to the reader's child process (reader-worker.ts, lib/worker-task.ts): every
 * untrusted file the reader opens — pdf.js on a PDF, the decoder on a scan, the XML parser
 * on an IPC-1752A file — is opened there, within READER_LIMITS' memory, heap and time, so a
 * hostile file costs that process and never the server.
 */
import { AppError } from '../../../lib/app-error.js';
import { siblingModule } from '../../../lib/sibling-module.js';
import { WorkerLimitError, workerTask, type TaskLane } from '../../../lib/worker-task.js';
import type { Ipc1752aDocument } from '../ipc1752a-parse.js';
import type { OcrLane } from './ocr.js';
import type { SourcePage } from './pdf-pages.js';
import { READER_LIMITS } from './reader-limits.js';
import type { DeclarationMime } from './reader-types.js';

export interface ReaderJob {
  bytes: Uint8Array;
  mime: DeclarationMime | 'application/xml';
}
export type ReaderAnswer = { pages: SourcePage[] } | { ipc1752a: Ipc1752aDocument };

const inChild = workerTask<ReaderJob, ReaderAnswer>(
  siblingModule(import.meta.url, 'reader-worker'),
  {
    heapMb: READER_LIMITS.workerHeapMb,
    memoryMb: READER_LIMITS.workerMemoryMb,
    timeoutMs: READER_LIMITS.workerTimeoutMs,
    atOnce: READER_LIMITS.workersAtOnce,
  },
);

export const LIMITS_MESSAGE =
  'The document could not be read within the limits; fill in the form by hand.';

async function read(job: ReaderJob, lane: TaskLane): Promise<ReaderAnswer> {
  try {
    return await inChild(job, lane);
  } catch (error) {
    if (!(error instanceof WorkerLimitError)) throw error;
    throw new AppError('PAYLOAD_TOO_LARGE', LIMITS_MESSAGE);
  }
}

/** A PDF's or scan's pages: text layers, and PNGs of the pages that need OCR. */
export async function readSourcePages(
  file: { bytes: Uint8Array; mime: DeclarationMime },
  lane: OcrLane,
): Promise<SourcePage[]> {
  // The same lanes as OCR's: staff reads wait for a free child before supplier uploads.
  const answer = await read(file, lane === 'staff' ? 'first' : 'later');
  if (!('pages' in answer)) throw new Error('the reader process answered no pages');
  return answer.pages;
}

/** An IPC-1752A file, pre-scanned against the caps and parsed (ipc1752a-parse.ts). */
export async function readIpc1752a(bytes: Uint8Array): Promise<Ipc1752aDocument> {
  // Staff and supplier files alike: parsing within the caps takes a second at most.
  const answer = await read({ bytes, mime: 'application/xml' }, 'first');
  if (!('ipc1752a' in answer)) throw new Error('the reader process answered no declaration');
  return answer.ipc1752a;
}
