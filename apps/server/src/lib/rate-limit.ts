/**
 * Counting attempts per key over a sliding window, in the database so that every
 * api process of a scaled-out deployment sees the same counts (DESIGN.md §5.14).
 */
import { and, eq, gt, lt, count, min } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { authAttempts } from '../db/schema/index.js';
import { AppError } from './app-error.js';

export interface Limit {
  key: string;
  max: number;
  windowMinutes: number;
}

/** Throws 429 with Retry-After when `key` already has `max` attempts in the window. */
export async function assertUnderLimit(db: Db, limit: Limit, now = new Date()): Promise<void> {
  const since = new Date(now.getTime() - limit.windowMinutes * 60_000);
  const [row] = await db
    .select({ n: count(), oldest: min(authAttempts.createdAt) })
    .from(authAttempts)
    .where(and(eq(authAttempts.key, limit.key), gt(authAttempts.createdAt, since)));
  if (row && row.n >= limit.max) {
    const oldest = row.oldest ? new Date(row.oldest).getTime() : now.getTime();
    const retryAfter = Math.max(
      1,
      Math.ceil((oldest + limit.windowMinutes * 60_000 - now.getTime()) / 1000),
    );
    throw new AppError('RATE_LIMITED', undefined, undefined, retryAfter);
  }
}

export async function recordAttempt(db: Db, key: string): Promise<void> {
  await db.insert(authAttempts).values({ key });
}

export async function clearAttempts(db: Db, key: string): Promise<void> {
  await db.delete(authAttempts).where(eq(authAttempts.key, key));
}

/** Drops attempts older than a day; called now and then so the table stays small. */
export async function pruneAttempts(db: Db, now = new Date()): Promise<void> {
  await db
    .delete(authAttempts)
    .where(lt(authAttempts.createdAt, new Date(now.getTime() - 86_400_000)));
}
