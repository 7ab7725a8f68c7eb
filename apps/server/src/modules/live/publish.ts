/**
 * Publishing on the live feed: `pg_notify('partproof_live', …)` on whichever engine runs.
 * Published inside a transaction, a notice goes out only when it commits, so the feed
 * never announces what was rolled back. Every process LISTENs (live-listener.ts) and
 * delivers to its own sockets, so a worker's events reach the sockets of every api process.
 */
import { sql } from 'drizzle-orm';
import type { LiveEvent } from '@partproof/shared';
import type { Db } from '../../db/client.js';

export const LIVE_CHANNEL = 'partproof_live';
/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more. */
const MAX_PAYLOAD_BYTES = 7900;

/**
 * Data a listener loads before delivering, for payloads too large for a NOTIFY: the found
 * candidates of one material's part, loaded in one query and delivered as one frame each
 * for that material.
 */
export interface LiveRef {
  type: 'tempCertificates';
  materialId: number;
  ids: number[];
}

/**
 * A comment written or changed (DESIGN.md §9.8): its body may be up to 20,000 characters, too
 * much for a NOTIFY, so the listener loads it (comments/comment-live.ts).
 */
export interface CommentLiveRef {
  type: 'materialComment';
  action: 'created' | 'updated';
  materialId: number;
  id: number;
}

export type AnyLiveRef = LiveRef | CommentLiveRef;

/** What travels between processes: the frame plus the product it belongs to. */
export interface LiveNotice {
  event: LiveEvent;
  productId: number;
  materialId: number | null;
  data?: unknown;
  ref?: AnyLiveRef;
}

export async function publishLive(db: Db, notice: LiveNotice): Promise<void> {
  const payload = JSON.stringify(notice);
  if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES)
    throw new Error(`live notice ${notice.event} is too large for NOTIFY; publish a ref`);
  await db.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${payload})`);
}

export function parseNotice(payload: string): LiveNotice | null {
  try {
    const value = JSON.parse(payload) as Partial<LiveNotice>;
    if (typeof value.event !== 'string' || typeof value.productId !== 'number') return null;
    return value as LiveNotice;
  } catch {
    return null;
  }
}
