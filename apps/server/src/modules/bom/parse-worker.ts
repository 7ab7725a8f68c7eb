/**
 * The child process of parse-in-child.ts: one upload in, the wizard's answer out as JSON
 * bytes (upload-answer.ts), or its AppError. A workbook is read right here: this process
 * already has the limits.
 */
import { serveWorkerTask } from '../../lib/worker-task.js';
import { parseUpload, type UploadToParse } from './parse-upload.js';
import { encodeParsedUpload } from './upload-answer.js';
import { readXlsxGrid } from './xlsx-grid.js';

serveWorkerTask<UploadToParse, Uint8Array>(async (upload) =>
  encodeParsedUpload(await parseUpload(upload, readXlsxGrid)),
);
