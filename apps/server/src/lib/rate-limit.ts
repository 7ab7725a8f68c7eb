/**
 * Counting attempts per key over a sliding window, in the database so that every
 * api process of a scaled-out deployment sees the same counts (DESIGN.md §5.14).
 *
 * An attempt is recorded *before* it is counted and before the expensive work it guards
 * (argon2): of N parallel requests, the k-th to be recorded counts at least k rows, so no
 * more than `max` of them ever get past the check. Checking first and recording afterwards
 * let every parallel guess through, since none of them had been recorded yet.
 */
import { and, count, eq, gt, inArray, lt, min } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { authAttempts } from '../db/schema/index.js';
import { AppError } from './app-error.js';

export interface Limit {
  key: string;
  max: number;
  windowMinutes: number;
}

/** One recorded attempt: its row, so a request can take back its own (and only its own). */
export interface Attempt {
  id: number;
  key: string;
}

/**
 * Records an attempt under every limit's key, then counts each key's window. Over any limit,
 * the request's own rows are taken back (a refused request does not prolong the lock) and it
 * gets 429 with Retry-After.
 */
export async function takeAttempts(db: Db, limits: Limit[], now = new Date()): Promise<Attempt[]> {
  const attempts = await db
    .insert(authAttempts)
    .values(limits.map((l) => ({ key: l.key })))
    .returning({ id: authAttempts.id, key: authAttempts.key });
  for (const limit of limits) {
    const since = new Date(now.getTime() - limit.windowMinutes * 60_000);
    const [row] = await db
      .select({ n: count(), oldest: min(authAttempts.createdAt) })
      .from(authAttempts)
      .where(and(eq(authAttempts.key, limit.key), gt(authAttempts.createdAt, since)));
    if (row && row.n > limit.max) {
      await forgetAttempts(db, attempts);
      const oldest = row.oldest ? new Date(row.oldest).getTime() : now.getTime();
      const retryAfter = Math.max(
        1,
        Math.ceil((oldest + limit.windowMinutes * 60_000 - now.getTime()) / 1000),
      );
      throw new AppError('RATE_LIMITED', undefined, undefined, retryAfter);
    }
  }
  return attempts;
}

/** Takes back recorded attempts (a request that turned out not to count). */
export async function forgetAttempts(db: Db, attempts: Attempt[]): Promise<void> {
  if (attempts.length === 0) return;
  await db.delete(authAttempts).where(
    inArray(
      authAttempts.id,
      attempts.map((a) => a.id),
    ),
  );
}

/** Forgets every attempt of a key (a successful sign-in clears its account's failures). */
export async function clearAttempts(db: Db, key: string): Promise<void> {
  await db.delete(authAttempts).where(eq(authAttempts.key, key));
}

/**
 * Drops attempts older than a day (every window is shorter); the daily prune job
 * (jobs/prune-auth-attempts.ts) calls it so the table stays small.
 */
export async function pruneAttempts(db: Db, now = new Date()): Promise<{ pruned: number }> {
  const pruned = await db
    .delete(authAttempts)
    .where(lt(authAttempts.createdAt, new Date(now.getTime() - 86_400_000)))
    .returning({ id: authAttempts.id });
  return { pruned: pruned.length };
}
