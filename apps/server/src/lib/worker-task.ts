/**
 * Runs one CPU- or memory-hungry task on untrusted input (a workbook to read) in a worker
 * thread with its own heap limit and a deadline, so a file built to exhaust a library costs
 * that worker and never the server: the event loop keeps answering, and a worker that runs
 * out of heap or time is terminated and reported as a WorkerLimitError.
 *
 * The worker module calls serveWorkerTask(fn). Its file sits next to the caller's with the
 * same extension: .js in the build; .ts when the server runs from source (vitest, tsx
 * watch), where the worker first registers tsx so that it can load TypeScript too.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parentPort, Worker, workerData } from 'node:worker_threads';
import { AppError, type ErrorCode } from './app-error.js';

export interface WorkerTaskLimits {
  /** Old-generation heap of the worker (buffers such as the input are counted apart). */
  heapMb: number;
  timeoutMs: number;
  /** Workers of this task running at once; further calls wait for a free one. */
  atOnce: number;
}

/** The worker was stopped for passing its heap or its time. */
export class WorkerLimitError extends Error {
  constructor(readonly limit: 'memory' | 'time') {
    super(`worker stopped: ${limit === 'memory' ? 'out of memory' : 'out of time'}`);
    this.name = 'WorkerLimitError';
  }
}

type Reply<T> =
  | { ok: true; value: T }
  | { ok: false; error: { code: ErrorCode; message: string; details?: Record<string, string[]> } }
  | { ok: false; crash: string };

/** `name` (without extension) next to the module at `moduleUrl`, in that module's language. */
export function siblingModule(moduleUrl: string, name: string): URL {
  const extension = path.extname(fileURLToPath(moduleUrl));
  return new URL(`./${name}${extension}`, moduleUrl);
}

/** A function that runs `entry`'s task in a fresh worker per call, within `limits`. */
export function workerTask<I, O>(entry: URL, limits: WorkerTaskLimits): (input: I) => Promise<O> {
  const queue: (() => void)[] = [];
  let running = 0;
  const acquire = async () => {
    if (running >= limits.atOnce) await new Promise<void>((resolve) => queue.push(resolve));
    running++;
  };
  const release = () => {
    running--;
    queue.shift()?.();
  };
  return async (input: I) => {
    await acquire();
    try {
      return await runOnce<I, O>(entry, input, limits);
    } finally {
      release();
    }
  };
}

function runOnce<I, O>(entry: URL, input: I, limits: WorkerTaskLimits): Promise<O> {
  const fromSource = entry.pathname.endsWith('.ts');
  // From source, a small script registers tsx in the worker, then loads the entry.
  // ('tsx/esm/api' resolves from the working directory: the repository when from source.)
  const worker = fromSource
    ? new Worker(
        `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(entry.href)}); })`,
        { eval: true, execArgv: ['--conditions=source'], ...options(input, limits) },
      )
    : new Worker(entry, options(input, limits));
  return new Promise<O>((resolve, reject) => {
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      outcome();
      // Nothing more is wanted from it; a worker that finished exits by itself.
      void worker.terminate();
    };
    const timer = setTimeout(
      () => settle(() => reject(new WorkerLimitError('time'))),
      limits.timeoutMs,
    );
    worker.once('message', (reply: Reply<O>) =>
      settle(() => {
        if (reply.ok) resolve(reply.value);
        else if ('error' in reply)
          reject(new AppError(reply.error.code, reply.error.message, reply.error.details));
        else reject(new Error(`worker task failed: ${reply.crash}`));
      }),
    );
    worker.once('error', (error: Error & { code?: string }) =>
      settle(() =>
        reject(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new WorkerLimitError('memory') : error),
      ),
    );
    worker.once('exit', (code) =>
      settle(() => reject(new Error(`worker exited with code ${code} before answering`))),
    );
  });
}

function options(input: unknown, limits: WorkerTaskLimits) {
  return { workerData: input, resourceLimits: { maxOldGenerationSizeMb: limits.heapMb } };
}

/** In a worker module: answers the task's input with `fn`'s result, or its AppError. */
export function serveWorkerTask<I, O>(fn: (input: I) => Promise<O>): void {
  if (!parentPort) throw new Error('serveWorkerTask runs in a worker thread only');
  const port = parentPort;
  fn(workerData as I).then(
    (value) => port.postMessage({ ok: true, value } satisfies Reply<O>),
    (error: unknown) => {
      const reply: Reply<O> =
        error instanceof AppError
          ? {
              ok: false,
              error: {
                code: error.code,
                message: error.message,
                ...(error.details ? { details: error.details } : {}),
              },
            }
          : { ok: false, crash: error instanceof Error ? error.message : String(error) };
      port.postMessage(reply);
    },
  );
}
