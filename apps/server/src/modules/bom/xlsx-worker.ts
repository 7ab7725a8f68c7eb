/** The child process of read-xlsx.ts: one workbook in, its grids out (or its AppError). */
import { serveWorkerTask } from '../../lib/worker-task.js';
import { readXlsxGrid, type SheetRows } from './xlsx-grid.js';

serveWorkerTask<Uint8Array, SheetRows[]>((bytes) =>
  readXlsxGrid(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)),
);
