/**
 * xlsx → one grid of strings per worksheet, read in a child process (xlsx-worker.ts →
 * xlsx-grid.ts) with a memory limit and a deadline: whatever a hostile workbook makes exceljs
 * do, it costs that process, and the server keeps answering everyone else.
 */
import { AppError } from '../../lib/app-error.js';
import { siblingModule } from '../../lib/sibling-module.js';
import { WorkerLimitError, workerTask, type WorkerTaskLimits } from '../../lib/worker-task.js';
import { BOM_LIMITS } from './bom-limits.js';
import type { SheetRows } from './xlsx-grid.js';

export type { SheetRows } from './xlsx-grid.js';

const WORKER = siblingModule(import.meta.url, 'xlsx-worker');

/** A reader with its own limits (and its own count of workers running). */
export function xlsxReader(limits: WorkerTaskLimits): (bytes: Uint8Array) => Promise<SheetRows[]> {
  const readInWorker = workerTask<Uint8Array, SheetRows[]>(WORKER, limits);
  return async (bytes) => {
    try {
      return await readInWorker(bytes);
    } catch (error) {
      if (!(error instanceof WorkerLimitError)) throw error;
      throw new AppError(
        'PAYLOAD_TOO_LARGE',
        `The workbook could not be read within the limits (${limits.memoryMb} MB of memory, ` +
          `${limits.timeoutMs / 1000} seconds); remove unused sheets, rows and formatting, ` +
          'or save the BOM as CSV',
      );
    }
  };
}

export const readXlsx = xlsxReader({
  heapMb: BOM_LIMITS.xlsxWorkerHeapMb,
  memoryMb: BOM_LIMITS.xlsxWorkerMemoryMb,
  timeoutMs: BOM_LIMITS.xlsxWorkerTimeoutMs,
  atOnce: BOM_LIMITS.xlsxWorkersAtOnce,
});
