/**
 * The wizard's BOM upload parsed in a child process (parse-worker.ts → parse-upload.ts)
 * with a memory limit and a deadline: reading a CSV or a workbook, detecting its columns and
 * building up to a couple of hundred thousand materials take seconds of CPU and hundreds of
 * MB, and all of it stays off the server's event loop and out of its heap. A file built to
 * exhaust the reader costs that process only. The answer comes back as the JSON bytes the
 * route sends (upload-answer.ts): the server never decodes or re-encodes the materials.
 */
import { AppError } from '../../lib/app-error.js';
import { siblingModule } from '../../lib/sibling-module.js';
import { byteWorkerTask, WorkerLimitError } from '../../lib/worker-task.js';
import { BOM_LIMITS } from './bom-limits.js';
import type { UploadToParse } from './parse-upload.js';

const limits = {
  heapMb: BOM_LIMITS.xlsxWorkerHeapMb,
  memoryMb: BOM_LIMITS.xlsxWorkerMemoryMb,
  timeoutMs: BOM_LIMITS.xlsxWorkerTimeoutMs,
  atOnce: BOM_LIMITS.xlsxWorkersAtOnce,
  // Every wizard upload is parsed here: the next one finds its child loaded.
  spare: true,
};

/** The upload's bytes go to the child through its stdin, the answer's back through a pipe. */
export type UploadOptions = Omit<UploadToParse, 'bytes'>;

const parseInWorker = byteWorkerTask<UploadOptions>(
  siblingModule(import.meta.url, 'parse-worker'),
  limits,
);

/**
 * The parse's part of the answer as JSON (`{"detection":…}`), in the chunks the child's pipe
 * delivered; or the parse's AppError.
 */
export async function parseUploadInChild({ bytes, ...options }: UploadToParse): Promise<Buffer[]> {
  try {
    return await parseInWorker(options, bytes);
  } catch (error) {
    if (!(error instanceof WorkerLimitError)) throw error;
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      `The BOM could not be read within the limits (${limits.memoryMb} MB of memory, ` +
        `${limits.timeoutMs / 1000} seconds); remove unused sheets, rows and columns, ` +
        'or split it into several BOMs',
    );
  }
}
