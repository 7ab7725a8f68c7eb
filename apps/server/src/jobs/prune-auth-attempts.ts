/**
 * Daily: forgets sign-in, forgot-password and reset attempts older than any rate-limit
 * window (lib/rate-limit.ts), so the table holds a day of them at most.
 */
import type { Ctx } from '../context.js';
import { pruneAttempts } from '../lib/rate-limit.js';

export function createPruneAuthAttempts(ctx: Ctx) {
  return () => pruneAttempts(ctx.db);
}
