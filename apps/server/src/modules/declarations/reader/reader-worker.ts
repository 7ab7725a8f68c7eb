/**
 * The reader's child process (reader-process.ts): one untrusted file in — a PDF or a scan — its
 * pages' text and OCR images out.
 */
import { serveWorkerTask } from '../../../lib/worker-task.js';
import { readImagePage } from './image-pages.js';
import { readPdfPages } from './pdf-pages.js';
import type { ReaderJob, ReaderAnswer } from './reader-process.js';

serveWorkerTask<ReaderJob, ReaderAnswer>(async ({ bytes, mime }) => {
  return {
    pages:
      mime === 'application/pdf' ? await readPdfPages(bytes) : await readImagePage(bytes, mime),
  };
});
