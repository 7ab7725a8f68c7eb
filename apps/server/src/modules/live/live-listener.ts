/**
 * Receives the live feed's notices in this process: PGlite delivers its own NOTIFYs
 * in-process; on PostgreSQL a dedicated connection LISTENs (the pool's connections come
 * and go) and reconnects after a second if it drops.
 */
import pg from 'pg';
import type { Database } from '../../db/client.js';
import { LIVE_CHANNEL, parseNotice, type LiveNotice } from './publish.js';

export interface LiveListener {
  stop(): Promise<void>;
}

const RECONNECT_MS = 1000;

export async function listenLive(
  database: Database,
  onNotice: (notice: LiveNotice) => void,
): Promise<LiveListener> {
  const deliver = (payload: string | undefined) => {
    const notice = payload ? parseNotice(payload) : null;
    if (notice) onNotice(notice);
  };
  if (database.kind === 'pglite') {
    const unlisten = await database.pglite.listen(LIVE_CHANNEL, deliver);
    return { stop: () => unlisten() };
  }

  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: database.url });
    next.on('notification', (message) => deliver(message.payload));
    next.on('error', (err) => {
      console.error('[live] listener connection lost:', err.message);
      void next.end().catch(() => undefined);
      schedule();
    });
    await next.connect();
    await next.query(`LISTEN ${LIVE_CHANNEL}`);
    if (stopped) await next.end();
    else client = next;
  };
  const schedule = () => {
    client = undefined;
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      connect().catch((err: unknown) => {
        console.error('[live] listener reconnect failed:', err);
        schedule();
      });
    }, RECONNECT_MS);
  };
  await connect();
  return {
    async stop() {
      stopped = true;
      if (retry) clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
  };
}
