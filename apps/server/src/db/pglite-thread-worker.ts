/**
 * The embedded PGlite, in a worker thread of its own (pglite-thread.ts starts it). It answers
 * one message at a time with the result of the same call on the real PGlite; the
 * notifications of the channels the server listens to go back as messages too.
 *
 * Loaded as CommonJS from source (tsx's require hook; Node 20 workers ignore ESM loaders) and
 * as the built ES module in production: it uses neither import.meta nor top-level await.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type QueryOptions } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { ThreadReply, ThreadRequest, ThreadStart, WireError } from './pglite-thread.js';

const port = parentPort;
if (!port) throw new Error('pglite-thread-worker runs in a worker thread started by pglite-thread');

const start = workerData as ThreadStart;
const open = (options: ThreadStart) =>
  new PGlite({
    dataDir: options.dataDir,
    extensions: { btree_gin, pg_trgm, unaccent },
    loadDataDir: options.dump ? new Blob([options.dump]) : undefined,
  });
let pglite = open(start);

/** The unsubscribe of each channel listened to. */
const listening = new Map<string, () => Promise<void>>();

/**
 * Options that keep the text of the types in `key` (Drizzle's timestamps, dates, intervals),
 * built once per key.
 */
const asTextByKey = new Map<string, QueryOptions>();
function asText(key: string | undefined): QueryOptions | undefined {
  if (key === undefined) return undefined;
  let options = asTextByKey.get(key);
  if (!options) {
    const keep = (value: string) => value;
    options = { parsers: Object.fromEntries(key.split(',').map((type) => [Number(type), keep])) };
    asTextByKey.set(key, options);
  }
  return options;
}

async function serve(request: ThreadRequest): Promise<unknown> {
  switch (request.op) {
    case 'query':
      return pglite.query(request.sql, request.params, {
        rowMode: request.rowMode,
        ...asText(request.textTypes),
      });
    case 'exec':
      return pglite.exec(request.sql);
    case 'listen': {
      if (!listening.has(request.channel)) {
        const channel = request.channel;
        const stop = await pglite.listen(channel, (payload) =>
          port!.postMessage({ notify: channel, payload } satisfies ThreadReply),
        );
        listening.set(channel, stop);
      }
      return undefined;
    }
    case 'unlisten':
      await listening.get(request.channel)?.();
      listening.delete(request.channel);
      return undefined;
    case 'dump': {
      const dump = await pglite.dumpDataDir(request.compression);
      return dump.arrayBuffer();
    }
    case 'close':
      await pglite.close();
      return undefined;
    case 'reset': {
      // A fresh database from the dump in this thread, whose modules are loaded already.
      if (!pglite.closed) await pglite.close();
      listening.clear();
      pglite = open({ dump: request.dump });
      await pglite.waitReady;
      return undefined;
    }
  }
}

/** An error as data: the structured clone keeps an Error's message, not PostgreSQL's fields. */
function wireError(error: unknown): WireError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) {
    // The query's options hold functions (parsers), which cannot cross threads.
    if (key === 'queryOptions' || typeof value === 'function') continue;
    fields[key] = value;
  }
  return { name: error.name, message: error.message, fields };
}

pglite.waitReady.then(
  () => port.postMessage({ ready: true } satisfies ThreadReply),
  (error: unknown) =>
    port.postMessage({ ready: false, error: wireError(error) } satisfies ThreadReply),
);

port.on('message', (request: ThreadRequest) => {
  serve(request).then(
    (value) => {
      const transfer = value instanceof ArrayBuffer ? [value] : [];
      port.postMessage({ id: request.id, ok: true, value } satisfies ThreadReply, transfer);
    },
    (error: unknown) =>
      port.postMessage({
        id: request.id,
        ok: false,
        error: wireError(error),
      } satisfies ThreadReply),
  );
});
