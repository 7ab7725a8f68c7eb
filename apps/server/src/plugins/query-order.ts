/**
 * Tags each request's work with its arrival, so the embedded PGlite serves the queries of
 * requests that have begun first, and none of a request whose client left before its first one
 * (db/query-order.ts). PostgreSQL has a pool of connections and needs none of it.
 */
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.js';
import { runForOwner, type QueryOwner } from '../db/query-order.js';

export function registerQueryOrder(app: FastifyInstance, database: Database): void {
  if (database.kind !== 'pglite') return;
  app.addHook('onRequest', (request, reply, done) => {
    // A websocket (the live feed) outlives its upgrade request, whose response closes
    // unfinished: tagged, its later queries would count as a gone client's and be refused.
    if (request.headers.upgrade) {
      done();
      return;
    }
    const owner: QueryOwner = { since: performance.now(), gone: false };
    reply.raw.once('close', () => {
      if (!reply.raw.writableFinished) owner.gone = true;
    });
    // Callback style: the rest of the request's lifecycle runs inside this context.
    runForOwner(owner, done);
  });
}
