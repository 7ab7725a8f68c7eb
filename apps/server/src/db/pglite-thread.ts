/**
 * The embedded PGlite runs in a worker thread (issue 19). PGlite is PostgreSQL compiled to
 * wasm: a query runs synchronously on the thread that calls it, and its wire parser turns the
 * answer into rows there too. On the server's thread that was two thirds of the CPU of a read
 * under load, and while it ran the event loop accepted no connection and answered nothing:
 * 50 clients met timeouts on reads one user alone gets in 20 ms. In a thread of its own the
 * database uses the second core, and the server's loop stays free to accept, parse and send.
 *
 * EmbeddedPg is the part of PGlite's interface the server uses (Drizzle, pg-boss, the live
 * feed, the tests' template dump). Calls reach the worker one at a time, in the order they
 * are made (query-order.ts decides that order); a transaction is BEGIN … COMMIT sent by this
 * side, as PGlite's own transaction() does, while query-order.ts lets nothing else in.
 */
import { Worker } from 'node:worker_threads';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { Results, Transaction } from '@electric-sql/pglite';
import { siblingModule } from '../lib/sibling-module.js';

/** The options of a query the server passes: Drizzle's row mode and its text-kept types. */
export interface EmbeddedQueryOptions {
  rowMode?: 'array' | 'object';
  /** Parsers by type id; Drizzle's keep the text as it is, and that is all this honours. */
  parsers?: Record<number, (value: string, typeId?: number) => unknown>;
}

export interface EmbeddedPg {
  query<T>(sql: string, params?: unknown[], options?: EmbeddedQueryOptions): Promise<Results<T>>;
  exec(sql: string): Promise<Results[]>;
  transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T>;
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
  dumpDataDir(compression?: 'none' | 'gzip' | 'auto'): Promise<Blob>;
  close(): Promise<void>;
}

// The messages between this side and pglite-thread-worker.ts.
export interface ThreadStart {
  dataDir?: string;
  dump?: ArrayBuffer;
}
/** A call the worker serves; on the wire it carries an id (ThreadRequest). */
export type ThreadCall =
  | {
      op: 'query';
      sql: string;
      params?: unknown[];
      rowMode?: 'array' | 'object';
      /** A key of the types whose text is kept (textKey), the same for the same parsers. */
      textTypes?: string;
    }
  | { op: 'exec'; sql: string }
  | { op: 'listen' | 'unlisten'; channel: string }
  | { op: 'dump'; compression?: 'none' | 'gzip' | 'auto' }
  | { op: 'close' }
  | { op: 'reset'; dump: ArrayBuffer };
export type ThreadRequest = ThreadCall & { id: number };
export interface WireError {
  name: string;
  message: string;
  fields: Record<string, unknown>;
}
export type ThreadReply =
  | { ready: true }
  | { ready: false; error: WireError }
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: WireError }
  | { notify: string; payload: string };

/**
 * The type ids of a parsers object, as one string. Drizzle passes the same object with every
 * query of a statement, so it is read once, not on each of them.
 */
const textKeys = new WeakMap<object, string>();
function textKey(parsers: NonNullable<EmbeddedQueryOptions['parsers']>): string {
  let key = textKeys.get(parsers);
  if (key === undefined) {
    key = Object.keys(parsers).join(',');
    textKeys.set(parsers, key);
  }
  return key;
}

/** The error the worker sent, with PostgreSQL's fields (code, constraint, detail …) on it. */
function errorOf(wire: WireError): Error {
  const error = new Error(wire.message);
  error.name = wire.name;
  return Object.assign(error, wire.fields);
}

/**
 * Starts the worker: from the build, its compiled module; from source (vitest, tsx watch),
 * the TypeScript through tsx's require hook, since Node 20 workers do not inherit ESM loaders.
 */
function startWorker(start: ThreadStart): Worker {
  const entry = siblingModule(import.meta.url, 'pglite-thread-worker');
  const options = { workerData: start, transferList: start.dump ? [start.dump] : [] };
  if (!entry.pathname.endsWith('.ts')) return new Worker(entry, options);
  const tsx = createRequire(import.meta.url).resolve('tsx/cjs');
  const source = `require(${JSON.stringify(tsx)}); require(${JSON.stringify(fileURLToPath(entry))});`;
  return new Worker(source, { ...options, eval: true });
}

export class PgliteThread implements EmbeddedPg {
  private readonly worker: Promise<Worker>;
  /** The worker once started: held (ref) while a call waits on it, so a script's await ends. */
  private thread: Worker | undefined;
  private readonly pending = new Map<
    number,
    { resolve: (v: unknown) => void; reject: (e: Error) => void }
  >();
  private readonly listeners = new Map<string, Set<(payload: string) => void>>();
  private nextId = 1;
  /** Set when the worker is gone: every later call fails with it. */
  private stopped: Error | undefined;

  constructor(options: { dataDir?: string; loadDataDir?: Blob } = {}) {
    this.worker = this.start(options);
    // A start that fails is reported to the first call; nobody else is waiting on it.
    this.worker.catch(() => {});
  }

  private async start(options: { dataDir?: string; loadDataDir?: Blob }): Promise<Worker> {
    const dump = options.loadDataDir ? await options.loadDataDir.arrayBuffer() : undefined;
    const worker = startWorker({ dataDir: options.dataDir, dump });
    // Waiting on the database is not a reason to keep the process alive; a pending call is.
    worker.unref();
    this.thread = worker;
    await new Promise<void>((resolve, reject) => {
      worker.on('message', (reply: ThreadReply) => {
        if ('ready' in reply) {
          if (reply.ready) resolve();
          else reject(errorOf(reply.error));
        } else if ('notify' in reply) {
          for (const listener of this.listeners.get(reply.notify) ?? []) listener(reply.payload);
        } else {
          this.settle(reply);
        }
      });
      worker.on('error', (error) => {
        this.stop(error);
        reject(error);
      });
      worker.on('exit', (code) => {
        const error = new Error(`The embedded database stopped (exit code ${code})`);
        this.stop(error);
        reject(error);
      });
    });
    return worker;
  }

  private settle(reply: Extract<ThreadReply, { id: number }>): void {
    const call = this.pending.get(reply.id);
    if (!call) return;
    this.pending.delete(reply.id);
    if (this.pending.size === 0) this.thread?.unref();
    if (reply.ok) call.resolve(reply.value);
    else call.reject(errorOf(reply.error));
  }

  private stop(error: Error): void {
    this.stopped ??= error;
    for (const call of this.pending.values()) call.reject(error);
    this.pending.clear();
  }

  private async call<T>(body: ThreadCall, transfer: ArrayBuffer[] = []): Promise<T> {
    const worker = await this.worker;
    if (this.stopped) throw this.stopped;
    const id = this.nextId++;
    if (this.pending.size === 0) worker.ref();
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      worker.postMessage({ id, ...body }, transfer);
    });
  }

  query<T>(sql: string, params?: unknown[], options?: EmbeddedQueryOptions): Promise<Results<T>> {
    const textTypes = options?.parsers ? textKey(options.parsers) : undefined;
    return this.call({ op: 'query', sql, params, rowMode: options?.rowMode, textTypes });
  }

  exec(sql: string): Promise<Results[]> {
    return this.call({ op: 'exec', sql });
  }

  /** PGlite's transaction(), with its statements sent from here (query-order.ts keeps others out). */
  async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    await this.exec('BEGIN');
    let closed = false;
    const open = () => {
      if (closed) throw new Error('Transaction is closed');
    };
    const tx = {
      query: async <R>(sql: string, params?: unknown[], options?: EmbeddedQueryOptions) => {
        open();
        return this.query<R>(sql, params, options);
      },
      exec: async (sql: string) => {
        open();
        return this.exec(sql);
      },
      rollback: async () => {
        open();
        await this.exec('ROLLBACK');
        closed = true;
      },
      get closed() {
        return closed;
      },
    } as unknown as Transaction;
    try {
      const result = await callback(tx);
      if (!closed) {
        closed = true;
        const [commit] = await this.exec('COMMIT');
        // COMMIT of a transaction a failed statement aborted rolls it back instead.
        if (commit?.command === 'ROLLBACK') throw new Error('The transaction was rolled back');
      }
      return result;
    } catch (error) {
      if (!closed) {
        closed = true;
        await this.exec('ROLLBACK');
      }
      throw error;
    }
  }

  async listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>> {
    let listeners = this.listeners.get(channel);
    if (!listeners) {
      listeners = new Set();
      this.listeners.set(channel, listeners);
      await this.call({ op: 'listen', channel });
    }
    listeners.add(callback);
    return async () => {
      listeners.delete(callback);
      if (listeners.size > 0 || this.listeners.get(channel) !== listeners) return;
      this.listeners.delete(channel);
      await this.call({ op: 'unlisten', channel });
    };
  }

  async dumpDataDir(compression?: 'none' | 'gzip' | 'auto'): Promise<Blob> {
    return new Blob([await this.call<ArrayBuffer>({ op: 'dump', compression })]);
  }

  /**
   * Replaces the database with a fresh one loaded from `dump`, in the same thread: the tests
   * boot one per file, and a new thread costs ~1 s of CPU (PGlite's start in a new isolate)
   * where this costs ~0.4 s. Listeners are dropped with the old database.
   */
  async reset(dump: Blob): Promise<void> {
    this.listeners.clear();
    const bytes = await dump.arrayBuffer();
    await this.call({ op: 'reset', dump: bytes }, [bytes]);
  }

  async close(): Promise<void> {
    const worker = await this.worker.catch(() => undefined);
    if (!worker || this.stopped) return;
    await this.call({ op: 'close' });
    this.stopped = new Error('The embedded database is closed');
    await worker.terminate();
  }
}
