/**
 * The child process of parse-in-child.ts: one upload in, the wizard's answer out (or its
 * AppError). A workbook is read right here: this process already has the limits.
 */
import { serveWorkerTask } from '../../lib/worker-task.js';
import { parseUpload, type ParsedUpload, type UploadToParse } from './parse-upload.js';
import { readXlsxGrid } from './xlsx-grid.js';

serveWorkerTask<UploadToParse, ParsedUpload>((upload) => parseUpload(upload, readXlsxGrid));
