/**
 * One embedded database thread per test worker, lent to one test file at a time. Each file
 * still gets a fresh database loaded from the migrated template (PgliteThread.reset), without
 * a new thread's start: PGlite's boot in a fresh isolate costs ~1 s of CPU more, ~170 times a
 * run. A file that builds a second app while its first is open gets a thread of its own. What
 * a file's app still sends after it closed (a timer that fires late) fails as on a closed
 * database and never reaches the next file's.
 */
import type { EmbeddedPg, EmbeddedQueryOptions } from '../src/db/pglite-thread.js';
import { PgliteThread } from '../src/db/pglite-thread.js';

/** The worker's thread while no file holds it. */
let idle: PgliteThread | undefined;

async function freshThread(dump: Blob): Promise<PgliteThread> {
  const thread = idle;
  idle = undefined;
  if (thread) {
    try {
      await thread.reset(dump);
      return thread;
    } catch {
      // A thread that died with its last file: let it go, and start another.
      await thread.close().catch(() => {});
    }
  }
  return new PgliteThread({ loadDataDir: dump });
}

export async function leasePglite(dump: Blob): Promise<EmbeddedPg> {
  const thread = await freshThread(dump);
  let open = true;
  const closed = () => Promise.reject(new Error('The embedded database is closed'));
  return {
    query: <T>(sql: string, params?: unknown[], options?: EmbeddedQueryOptions) =>
      open ? thread.query<T>(sql, params, options) : closed(),
    exec: (sql) => (open ? thread.exec(sql) : closed()),
    transaction: (callback) => (open ? thread.transaction(callback) : closed()),
    listen: (channel, callback) => (open ? thread.listen(channel, callback) : closed()),
    dumpDataDir: (compression) => (open ? thread.dumpDataDir(compression) : closed()),
    close: async () => {
      if (!open) return;
      open = false;
      if (idle) await thread.close();
      else idle = thread;
    },
  };
}
