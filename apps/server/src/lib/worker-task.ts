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
 * The task module calls serveWorkerTask(fn). Its file sits next to the caller's (siblingModule) with the same
 * extension: .js in the build; .ts when the server runs from source (vitest, tsx watch), where
 * the child is started with tsx's loader so that it can load TypeScript too.
 *
 * A task whose input and answer are megabytes of bytes (the BOM upload: a 10 MB file in, ~20
 * MB of JSON out) is a byteWorkerTask / serveByteWorkerTask: the bytes go through pipes of
 * their own — the child's stdin, and its fd 4 back — not through the IPC channel, whose
 * messages are copied whole on the server's thread on the way out and again on the way in
 * (and a fresh 20 MB buffer costs ~150 ms of page faults on this machine). The server writes
 * the input straight from its buffer and gets the answer as the pipe's 64 kB chunks.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createRequire } from 'node:module';
import { Socket } from 'node:net';
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
  /**
   * Keep one child started and loaded for the next call (spareChildren): the call then skips
   * node's start and the task's imports (~0.5 s on this machine). Still one child per call.
   */
  spare?: boolean;
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

/**
 * Where a call waits when all children are busy: 'first' calls (staff at work) go before
 * 'later' ones (a public supplier link), so a queue filled from outside never holds up staff.
 */
export type TaskLane = 'first' | 'later';

/** Runs calls at most `atOnce` at a time; the others wait in their lane. */
function queue(atOnce: number): <T>(lane: TaskLane, run: () => Promise<T>) => Promise<T> {
  const waiting: Record<TaskLane, (() => void)[]> = { first: [], later: [] };
  let running = 0;
  return async (lane, run) => {
    if (running >= atOnce) {
      await new Promise<void>((resolve) => waiting[lane].push(resolve));
    }
    running++;
    try {
      return await run();
    } finally {
      running--;
      (waiting.first.shift() ?? waiting.later.shift())?.();
    }
  };
}

/** A function that runs `entry`'s task in a fresh child process per call, within `limits`. */
export function workerTask<I, O>(
  entry: URL,
  limits: WorkerTaskLimits,
): (input: I, lane?: TaskLane) => Promise<O> {
  const inTurn = queue(limits.atOnce);
  const children = spareChildren(entry, limits, false);
  return (input: I, lane: TaskLane = 'first') =>
    inTurn(lane, async () => (await runOnce<I, O>(children, input, limits)).value);
}

/**
 * workerTask for a task of bytes in, bytes out (serveByteWorkerTask): `bytes` go to the child
 * through its stdin, and its answer comes back as the chunks its fd 4 pipe delivered, in order
 * and not joined (whoever sends them on needs no copy).
 */
export function byteWorkerTask<I>(
  entry: URL,
  limits: WorkerTaskLimits,
): (input: I, bytes: Uint8Array, lane?: TaskLane) => Promise<Buffer[]> {
  const inTurn = queue(limits.atOnce);
  const children = spareChildren(entry, limits, true);
  return (input: I, bytes: Uint8Array, lane: TaskLane = 'first') =>
    inTurn(lane, async () => (await runOnce<I, null>(children, input, limits, bytes)).chunks);
}

/** From source, the child loads TypeScript through tsx's ESM loader (a dev dependency). */
function loaderArgs(entry: URL): string[] {
  if (!entry.pathname.endsWith('.ts')) return [];
  const tsx = createRequire(import.meta.url).resolve('tsx/esm');
  return ['--import', pathToFileURL(tsx).href, '--conditions=source'];
}

/** The child's fds: stdin (the input bytes), stderr, IPC, and fd 4 (the answer's bytes). */
const BYTES_OUT_FD = 4;

function start(entry: URL, limits: WorkerTaskLimits, withBytes: boolean): ChildProcess {
  const node = [
    ...loaderArgs(entry),
    `--max-old-space-size=${limits.heapMb}`,
    fileURLToPath(entry),
  ];
  // `ulimit -d` then exec: the limit is set on the shell, and node inherits it.
  const script = `ulimit -d ${limits.memoryMb * 1024} && exec "$0" "$@"`;
  return spawn('/bin/sh', ['-c', script, process.execPath, ...node], {
    stdio: withBytes
      ? ['pipe', 'ignore', 'pipe', 'ipc', 'pipe']
      : ['ignore', 'ignore', 'pipe', 'ipc'],
    serialization: 'advanced',
    // glibc gives each thread that allocates (pdf.js's decoders, Skia's, libuv's) its own
    // malloc arena; the writable memory they take varied from run to run by ~100 MB, so one
    // ordinary 300 dpi scan was refused under `ulimit -d` about one time in eight. Two
    // arenas make a file's memory the same each time.
    env: { ...process.env, NODE_OPTIONS: '', MALLOC_ARENA_MAX: '2' },
  });
}

/** Whether a child's pipes and IPC channel keep this process's event loop alive. */
function holdEventLoop(child: ChildProcess, hold: boolean): void {
  const method = hold ? 'ref' : 'unref';
  child[method]();
  child.channel?.[method]();
  for (const stream of child.stdio) (stream as Socket | null)?.[method]();
}

interface ChildSource {
  /** A child for one call: the spare if one waits alive, else one started now. */
  take: () => ChildProcess;
  /** Starts the spare for the next call, if this task keeps one and none waits. */
  prepare: () => void;
}

/**
 * The children of one task. With `limits.spare`, one child is started after each call (not
 * during it: the two cores go to the call) and waits, its imports loaded, for the next one.
 * A waiting spare holds no event loop open, dies with this process (serve*WorkerTask exits on
 * 'disconnect'), and is replaced if it died while waiting.
 */
function spareChildren(entry: URL, limits: WorkerTaskLimits, withBytes: boolean): ChildSource {
  const fresh = () => start(entry, limits, withBytes);
  if (!limits.spare) return { take: fresh, prepare: () => {} };
  let spare: ChildProcess | undefined;
  process.once('exit', () => spare?.kill('SIGKILL'));
  return {
    take: () => {
      const waiting = spare;
      spare = undefined;
      if (
        !waiting ||
        waiting.exitCode !== null ||
        waiting.signalCode !== null ||
        !waiting.connected
      )
        return fresh();
      holdEventLoop(waiting, true);
      return waiting;
    },
    prepare: () => {
      if (spare) return;
      const child = fresh();
      holdEventLoop(child, false);
      child.stdin?.on('error', () => {});
      child.once('exit', () => {
        if (spare === child) spare = undefined;
      });
      spare = child;
    },
  };
}

/** Messages of a dying V8 or allocator: the child met its memory limit. */
/**
 * What a child out of memory says. Skia (@napi-rs/canvas) cannot create the pixels of a page
 * it renders past the limit: "Create skia surface failed", a plain Error (a 400 dpi scan).
 */
const OUT_OF_MEMORY =
  /out of memory|allocation failed|Cannot allocate memory|std::bad_alloc|Create skia surface failed/i;

async function runOnce<I, O>(
  children: ChildSource,
  input: I,
  limits: WorkerTaskLimits,
  bytes?: Uint8Array,
): Promise<{ value: O; chunks: Buffer[] }> {
  try {
    return await runInChild<I, O>(children.take(), input, limits, bytes);
  } finally {
    children.prepare();
  }
}

function runInChild<I, O>(
  child: ChildProcess,
  input: I,
  limits: WorkerTaskLimits,
  bytes?: Uint8Array,
): Promise<{ value: O; chunks: Buffer[] }> {
  let stderr = '';
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (chunk: string) => {
    // The tail is enough to tell an out-of-memory death from a crash.
    stderr = (stderr + chunk).slice(-4_000);
  });
  const chunks: Buffer[] = [];
  // Resolves when the child has closed its answer pipe (at once without one).
  let answered: Promise<void> = Promise.resolve();
  if (bytes !== undefined) {
    // A child that dies before reading it all breaks the pipe; its 'close' says why.
    child.stdin?.on('error', () => {});
    child.stdin?.end(bytes);
    const out = child.stdio[BYTES_OUT_FD] as Socket;
    out.on('data', (chunk: Buffer) => chunks.push(chunk));
    out.on('error', () => {});
    answered = new Promise((resolve) => out.once('close', () => resolve()));
  }
  return new Promise<{ value: O; chunks: Buffer[] }>((resolve, reject) => {
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
    child.on('message', (reply: Reply<O>) => {
      // The child sends ok once its answer pipe is ended; the last chunks may still be on
      // their way, so the answer is complete when the pipe closes too.
      if (reply.ok) {
        void answered.then(() => settle(() => resolve({ value: reply.value, chunks })));
        return;
      }
      settle(() => {
        if ('error' in reply)
          reject(new AppError(reply.error.code, reply.error.message, reply.error.details));
        else if ('limit' in reply) reject(new WorkerLimitError('memory'));
        else reject(new Error(`worker task failed: ${reply.crash}`));
      });
    });
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

/**
 * An allocation that failed (a RangeError, or the canvas's plain Error) or a stack run out: the
 * input asked for more than the limits.
 */
function isLimitError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (OUT_OF_MEMORY.test(error.message)) return true;
  return (
    error instanceof RangeError &&
    /Maximum call stack|Invalid (typed )?array length|Array buffer/i.test(error.message)
  );
}

/** A failed task's reply: its AppError, a limit it met, or a crash. */
function failure(error: unknown): Reply<never> {
  if (error instanceof AppError) {
    return {
      ok: false,
      error: {
        code: error.code,
        message: error.message,
        ...(error.details ? { details: error.details } : {}),
      },
    };
  }
  if (isLimitError(error)) return { ok: false, limit: 'memory' };
  return { ok: false, crash: error instanceof Error ? error.message : String(error) };
}

function parentChannel(caller: string): (reply: Reply<unknown>) => void {
  const send = process.send?.bind(process);
  if (!send) throw new Error(`${caller} runs in a child process started by workerTask`);
  // The parent went away: nobody wants the answer.
  process.once('disconnect', () => process.exit(1));
  return (reply) => send(reply);
}

/** In a task module: answers the task's input with `fn`'s result, or its AppError. */
export function serveWorkerTask<I, O>(fn: (input: I) => Promise<O>): void {
  const send = parentChannel('serveWorkerTask');
  process.once('message', (message: { input: I }) => {
    fn(message.input).then(
      (value) => send({ ok: true, value }),
      (error: unknown) => send(failure(error)),
    );
  });
}

async function readStdin(): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Writes `chunks` to `out` as the pipe takes them, then ends it. */
async function writeAll(out: Socket, chunks: Iterable<Uint8Array>): Promise<void> {
  for (const chunk of chunks) if (!out.write(chunk)) await once(out, 'drain');
  await new Promise<void>((resolve) => out.end(resolve));
}

/**
 * In a task module of byteWorkerTask: `fn` gets the input and the bytes from stdin, and the
 * chunks it answers (an array, or a generator that makes them as they are taken) go back
 * through fd 4; 'ok' follows once they are all written.
 */
export function serveByteWorkerTask<I>(
  fn: (input: I, bytes: Buffer) => Promise<Iterable<Uint8Array>>,
): void {
  const send = parentChannel('serveByteWorkerTask');
  const bytes = readStdin();
  process.once('message', (message: { input: I }) => {
    bytes
      .then((input) => fn(message.input, input))
      .then((answer) =>
        writeAll(new Socket({ fd: BYTES_OUT_FD, readable: false, writable: true }), answer),
      )
      .then(
        () => send({ ok: true, value: null }),
        (error: unknown) => send(failure(error)),
      );
  });
}
