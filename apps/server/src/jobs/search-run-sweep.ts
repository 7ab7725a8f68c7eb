/**
 * The search-run sweep (every five minutes, and once when a worker starts): ends the runs
 * no job will end any more, so the product page stops showing them as running. A run's
 * job is gone when pg-boss failed it (its worker died and the heartbeat stopped, or it
 * expired), finished it, or no longer knows it. A run that never got a job (the process
 * died between creating the runs and queueing them) ends after UNQUEUED_GRACE_MS.
 */
import { eq, isNull } from 'drizzle-orm';
import type { Ctx } from '../context.js';
import { materials, materialSearchRuns } from '../db/schema/index.js';
import { publishRun } from '../modules/certificate-search/run-search.js';
import { finishRun, queueOfSearch } from '../modules/certificate-search/search-runs.queries.js';
import type { SearchKind } from '@partproof/shared';

export const ORPHANED_RUN_ERROR =
  'The search stopped before this component was searched. Please run it again.';
/** Job states in which the job will still end its runs itself. */
const PENDING_STATES = new Set(['created', 'retry', 'active']);
const UNQUEUED_GRACE_MS = 10 * 60_000;

export async function endOrphanedSearchRuns(
  ctx: Ctx,
  now = new Date(),
): Promise<{ ended: number }> {
  const running = await ctx.db
    .select({
      id: materialSearchRuns.id,
      kind: materialSearchRuns.kind,
      jobId: materialSearchRuns.jobId,
      startedAt: materialSearchRuns.startedAt,
      productId: materials.productId,
    })
    .from(materialSearchRuns)
    .innerJoin(materials, eq(materials.id, materialSearchRuns.materialId))
    .where(isNull(materialSearchRuns.finishedAt));
  const states = new Map<string, string | null>();
  const stateOf = async (kind: SearchKind, jobId: string) => {
    if (!states.has(jobId)) states.set(jobId, await ctx.jobs.state(queueOfSearch(kind), jobId));
    return states.get(jobId) ?? null;
  };
  let ended = 0;
  for (const run of running) {
    const orphaned =
      run.jobId === null
        ? now.getTime() - run.startedAt.getTime() > UNQUEUED_GRACE_MS
        : !PENDING_STATES.has((await stateOf(run.kind as SearchKind, run.jobId)) ?? 'gone');
    if (!orphaned) continue;
    const finished = await finishRun(ctx.db, run.id, { error: ORPHANED_RUN_ERROR });
    if (!finished) continue;
    ended += 1;
    await publishRun(ctx.db, run.productId, finished);
  }
  return { ended };
}

export function createSearchRunSweep(ctx: Ctx) {
  return () => endOrphanedSearchRuns(ctx);
}
