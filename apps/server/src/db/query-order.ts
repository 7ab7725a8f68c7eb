/**
 * The order in which the embedded PGlite serves queries (issue 19). PGlite has one
 * connection and serves its callers first come, first served, query by query: under 50
 * concurrent requests each request's second query waited behind the first queries of all the
 * others, so every request finished late, and a request whose client had given up (a
 * timeout) still ran all its queries before anyone after it.
 *
 * Here the waiting queries are served oldest request first: a query carries the time its
 * request arrived (AsyncLocalStorage, set by plugins/query-order.ts), so a request that has
 * begun finishes before newer ones take the connection. A request whose client went away
 * before its first query runs none; one that has begun finishes (a write is not cut
 * halfway). Work outside a request — pg-boss's polling, its jobs, the live feed — counts as
 * having arrived BACKGROUND_DELAY_MS after it asked: it yields to user requests waiting
 * meanwhile, and is not starved by a steady stream of them.
 *
 * A transaction is one turn: PGlite serves nothing else while it runs either (its statements
 * go to the thread straight from pglite-thread.ts's transaction, not through this queue).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { performance } from 'node:perf_hooks';
import type { EmbeddedPg } from './pglite-thread.js';

/** The request on whose behalf queries run. */
export interface QueryOwner {
  /** When the request arrived (performance.now()). */
  since: number;
  /** Set once its client has closed the connection before the answer was sent. */
  gone: boolean;
  /** Set at its first query: from then on it runs to its end, writes included. */
  started?: boolean;
}

export const BACKGROUND_DELAY_MS = 1000;

const owners = new AsyncLocalStorage<QueryOwner>();

/** Runs `work` (and everything it starts) on behalf of `owner`. */
export function runForOwner<T>(owner: QueryOwner, work: () => T): T {
  return owners.run(owner, work);
}

export class ClientGoneError extends Error {
  constructor() {
    super('The client closed the connection before its request reached the database');
  }
}

interface Waiting {
  key: number;
  owner: QueryOwner | undefined;
  run: () => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (err: unknown) => void;
}

/** The calls that reach the database; everything else on PGlite passes straight through. */
const ORDERED = new Set<PropertyKey>(['query', 'exec', 'transaction']);

/** `pglite` with its query, exec and transaction calls served in the order above. */
export function inRequestOrder(pglite: EmbeddedPg): EmbeddedPg {
  const waiting: Waiting[] = [];
  let busy = false;

  const dispatch = () => {
    while (!busy && waiting.length > 0) {
      let first = 0;
      for (let i = 1; i < waiting.length; i++) {
        if (waiting[i]!.key < waiting[first]!.key) first = i;
      }
      const [entry] = waiting.splice(first, 1);
      if (!entry) return;
      if (entry.owner?.gone && !entry.owner.started) {
        entry.reject(new ClientGoneError());
        continue;
      }
      if (entry.owner) entry.owner.started = true;
      busy = true;
      // The next query starts as this one ends, before its caller resumes: the connection
      // is never left idle while queries wait.
      const settle = (outcome: () => void) => {
        busy = false;
        // PGlite works in its own thread (pglite-thread.ts): the next query goes to it before
        // this one's caller resumes, so the database is not left idle while this thread works.
        dispatch();
        outcome();
      };
      entry.run().then(
        (value) => settle(() => entry.resolve(value)),
        (err: unknown) => settle(() => entry.reject(err)),
      );
    }
  };

  const ordered =
    (name: 'query' | 'exec' | 'transaction') =>
    (...args: unknown[]) =>
      new Promise((resolve, reject) => {
        const owner = owners.getStore();
        waiting.push({
          key: owner ? owner.since : performance.now() + BACKGROUND_DELAY_MS,
          owner,
          run: () => (pglite[name] as (...a: unknown[]) => Promise<unknown>)(...args),
          resolve,
          reject,
        });
        dispatch();
      });

  return new Proxy(pglite, {
    get(target, property) {
      if (ORDERED.has(property)) return ordered(property as 'query' | 'exec' | 'transaction');
      // Methods run on the real instance, not on the proxy.
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
    },
  });
}
