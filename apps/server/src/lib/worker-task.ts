/**
 * Runs one CPU- or memory-hungry task on untrusted input (a document to read, a workbook) in
 * a child process with an OS memory limit, a heap limit and a deadline, so a file built to
 * exhaust a library costs that process and never the server: the event loop keeps answering,
 * and a child that runs out of memory or time is killed and reported as a WorkerLimitError.
 *
 * Why a process, not a worker thread: a worker's resourceLimits bound its V8 heap only. The
 * ArrayBuffers a PDF's FlateDecode stream inflates into (and native image buffers) live
 * outside it, and one 7 KB PDF took the whole server to 2.5 GB. RLIMIT_DATA (`ulimit -d`,
 * set by /bin/sh before it execs node) bounds every writable private mapping of the child —
 * malloc, ArrayBuffers, the V8 heap — while V8's and wasm's PROT_NONE reservations are not
 * counted until used, so pdf.js and its wasm decoders still start.
 *
 * The task module calls serveWorkerTask(fn). Its file sits next to the caller's with the same
 * extension: .js in the build; .ts when the server runs from source (vitest, tsx watch), where
 * the child is started with tsx's loader so that it can load TypeScript too.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { AppError, type ErrorCode } from './app-error.js';

export interface WorkerTaskLimits {
  /** Old-generation heap of the child (its V8 objects). */
  heapMb: number;
  /** All writable memory of the child (heap, ArrayBuffers, native buffers): RLIMIT_DATA. */
  memoryMb: number;
  timeoutMs: number;
  /** Children of this task running at once; further calls wait for a free one. */
  atOnce: number;
}

/** The child was stopped for passing its memory or its time, or died without an answer. */
export class WorkerLimitError extends Error {
  constructor(readonly limit: 'memory' | 'time') {
    super(`worker stopped: ${limit === 'memory' ? 'out of memory' : 'out of time'}`);
    this.name = 'WorkerLimitError';
  }
}

type Reply<T> =
  | { ok: true; value: T }
  | { ok: false; error: { code: ErrorCode; message: string; details?: Record<string, string[]> } }
  | { ok: false; limit: 'memory' }
  | { ok: false; crash: string };

/** `name` (without extension) next to the module at `moduleUrl`, in that module's language. */
export function siblingModule(moduleUrl: string, name: string): URL {
  const extension = path.extname(fileURLToPath(moduleUrl));
  return new URL(`./${name}${extension}`, moduleUrl);
}

/**
 * Where a call waits when all children are busy: 'first' calls (staff at work) go before
 * 'later' ones (a public supplier link), so a queue filled from outside never holds up staff.
 */
export type TaskLane = 'first' | 'later';

/** A function that runs `entry`'s task in a fresh child process per call, within `limits`. */
export function workerTask<I, O>(
  entry: URL,
  limits: WorkerTaskLimits,
): (input: I, lane?: TaskLane) => Promise<O> {
  const waiting: Record<TaskLane, (() => void)[]> = { first: [], later: [] };
  let running = 0;
  const acquire = async (lane: TaskLane) => {
    if (running >= limits.atOnce) {
      await new Promise<void>((resolve) => waiting[lane].push(resolve));
    }
    running++;
  };
  const release = () => {
    running--;
    (waiting.first.shift() ?? waiting.later.shift())?.();
  };
  return async (input: I, lane: TaskLane = 'first') => {
    await acquire(lane);
    try {
      return await runOnce<I, O>(entry, input, limits);
    } finally {
      release();
    }
  };
}

/** From source, the child loads TypeScript through tsx's ESM loader (a dev dependency). */
function loaderArgs(entry: URL): string[] {
  if (!entry.pathname.endsWith('.ts')) return [];
  const tsx = createRequire(import.meta.url).resolve('tsx/esm');
  return ['--import', pathToFileURL(tsx).href, '--conditions=source'];
}

function start(entry: URL, limits: WorkerTaskLimits): ChildProcess {
  const node = [
    ...loaderArgs(entry),
    `--max-old-space-size=${limits.heapMb}`,
    fileURLToPath(entry),
  ];
  // `ulimit -d` then exec: the limit is set on the shell, and node inherits it.
  const script = `ulimit -d ${limits.memoryMb * 1024} && exec "$0" "$@"`;
  return spawn('/bin/sh', ['-c', script, process.execPath, ...node], {
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    serialization: 'advanced',
    env: { ...process.env, NODE_OPTIONS: '' },
  });
}

/** Messages of a dying V8 or allocator: the child met its memory limit. */
const OUT_OF_MEMORY = /out of memory|allocation failed|Cannot allocate memory|std::bad_alloc/i;

function runOnce<I, O>(entry: URL, input: I, limits: WorkerTaskLimits): Promise<O> {
  const child = start(entry, limits);
  let stderr = '';
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (chunk: string) => {
    // The tail is enough to tell an out-of-memory death from a crash.
    stderr = (stderr + chunk).slice(-4_000);
  });
  return new Promise<O>((resolve, reject) => {
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      outcome();
      // Nothing more is wanted from it; a child that answered is done.
      child.kill('SIGKILL');
    };
    const timer = setTimeout(
      () => settle(() => reject(new WorkerLimitError('time'))),
      limits.timeoutMs,
    );
    child.on('message', (reply: Reply<O>) =>
      settle(() => {
        if (reply.ok) resolve(reply.value);
        else if ('error' in reply)
          reject(new AppError(reply.error.code, reply.error.message, reply.error.details));
        else if ('limit' in reply) reject(new WorkerLimitError('memory'));
        else reject(new Error(`worker task failed: ${reply.crash}`));
      }),
    );
    child.once('error', (error) => settle(() => reject(error)));
    child.once('close', (code, signal) =>
      settle(() => {
        // Killed by a signal (V8's fatal OOM aborts) or an allocator's complaint: memory.
        if (signal !== null || OUT_OF_MEMORY.test(stderr)) reject(new WorkerLimitError('memory'));
        else reject(new Error(`worker exited with code ${code} before answering: ${stderr}`));
      }),
    );
    child.send({ input }, (error) => {
      if (error) settle(() => reject(error));
    });
  });
}

/** RangeErrors of an allocation or the stack: the input asked for more than the limits. */
function isLimitError(error: unknown): boolean {
  return (
    error instanceof RangeError &&
    /allocation failed|Maximum call stack|Invalid (typed )?array length|Array buffer/i.test(
      error.message,
    )
  );
}

/** In a task module: answers the task's input with `fn`'s result, or its AppError. */
export function serveWorkerTask<I, O>(fn: (input: I) => Promise<O>): void {
  const send = process.send?.bind(process);
  if (!send) throw new Error('serveWorkerTask runs in a child process started by workerTask');
  // The parent went away: nobody wants the answer.
  process.once('disconnect', () => process.exit(1));
  process.once('message', (message: { input: I }) => {
    fn(message.input).then(
      (value) => send({ ok: true, value } satisfies Reply<O>),
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
            : isLimitError(error)
              ? { ok: false, limit: 'memory' }
              : { ok: false, crash: error instanceof Error ? error.message : String(error) };
        send(reply);
      },
    );
  });
}
