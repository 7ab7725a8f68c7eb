/**
 * The reader's child process (reader-process.ts): one untrusted file in — a PDF, a scan or an
 * IPC-1752A XML — its pages' text and OCR images, or the parsed declaration, out.
 */
import { serveWorkerTask } from '../../../lib/worker-task.js';
import { parseIpc1752a } from '../ipc1752a-parse.js';
import { readImagePage } from './image-pages.js';
import { readPdfPages } from './pdf-pages.js';
import type { ReaderJob, ReaderAnswer } from './reader-process.js';

serveWorkerTask<ReaderJob, ReaderAnswer>(async ({ bytes, mime }) => {
  if (mime === 'application/xml') {
    return { ipc1752a: parseIpc1752a(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length)) };
  }
  return {
    pages:
      mime === 'application/pdf' ? await readPdfPages(bytes) : await readImagePage(bytes, mime),
  };
});
