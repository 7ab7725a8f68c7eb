/**
 * The child process of parse-in-child.ts: one upload in (its bytes on stdin), the wizard's
 * answer out as JSON bytes (upload-answer.ts), or its AppError. A workbook is read right
 * here: this process already has the limits.
 */
import { serveByteWorkerTask } from '../../lib/worker-task.js';
import type { UploadOptions } from './parse-in-child.js';
import { parseUploadBom } from './parse-upload.js';
import { encodeParsedUpload } from './upload-answer.js';
import { readXlsxGrid } from './xlsx-grid.js';

serveByteWorkerTask<UploadOptions>(async (options, bytes) =>
  encodeParsedUpload(await parseUploadBom({ ...options, bytes }, readXlsxGrid)),
);
