/** The worker thread of read-pages.ts: a file in, its pages' text and OCR images out. */
import { serveWorkerTask } from '../../../lib/worker-task.js';
import { readImagePage } from './image-pages.js';
import { readPdfPages, type SourcePage } from './pdf-pages.js';
import type { PageFile } from './read-pages.js';

serveWorkerTask<PageFile, SourcePage[]>(({ bytes, mime }) =>
  mime === 'application/pdf' ? readPdfPages(bytes) : readImagePage(bytes, mime),
);
