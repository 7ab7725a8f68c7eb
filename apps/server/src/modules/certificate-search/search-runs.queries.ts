/**
 * material_search_runs: the state of each material's searches, in the database so that a
 * reloaded product page shows what still runs (spec §3 ranProducts).
 */
import { and, desc, eq, getTableColumns, inArray, isNull } from 'drizzle-orm';
import type { RanProduct, SearchKind, SearchRun } from '@partproof/shared';
import type { Db } from '../../db/client.js';
import { materials, materialSearchRuns } from '../../db/schema/index.js';
import { QUEUES, type QueueName } from '../../plugins/jobs.js';

export type SearchRunRow = typeof materialSearchRuns.$inferSelect;

export const toRanProduct = (run: SearchRunRow): RanProduct => ({
  model: run.model,
  manufacture: run.manufacture,
  isRunning: run.isRunning,
  error: run.error,
});

export const toSearchRun = (run: SearchRunRow): SearchRun => ({
  ...toRanProduct(run),
  id: run.id,
  kind: run.kind as SearchKind,
  found: run.found,
  error: run.error,
  startedAt: run.startedAt.toISOString(),
  finishedAt: run.finishedAt?.toISOString() ?? null,
});

/** The queue whose job does a run of this kind. */
export const queueOfSearch = (kind: SearchKind): QueueName =>
  kind === 'scrape' ? QUEUES.scrape : QUEUES.searchDatabase;

export async function createRuns(
  db: Db,
  kind: SearchKind,
  startedBy: number,
  list: { id: number; componentName: string; manufacturer: string }[],
): Promise<SearchRunRow[]> {
  if (list.length === 0) return [];
  return db
    .insert(materialSearchRuns)
    .values(
      list.map((m) => ({
        materialId: m.id,
        kind,
        model: m.componentName,
        manufacture: m.manufacturer,
        startedBy,
      })),
    )
    .returning();
}

/** Ends a run once: a run already finished (or deleted with its material) stays as it is. */
export async function finishRun(
  db: Db,
  runId: number,
  outcome: { found: number } | { error: string },
): Promise<SearchRunRow | undefined> {
  const [row] = await db
    .update(materialSearchRuns)
    .set({
      isRunning: false,
      finishedAt: new Date(),
      ...('error' in outcome ? { error: outcome.error.slice(0, 1000) } : { found: outcome.found }),
    })
    .where(and(eq(materialSearchRuns.id, runId), isNull(materialSearchRuns.finishedAt)))
    .returning();
  return row;
}

/** The ids among `runIds` of the runs not ended yet. */
export async function unfinishedRunIds(db: Db, runIds: number[]): Promise<Set<number>> {
  if (runIds.length === 0) return new Set();
  const rows = await db
    .select({ id: materialSearchRuns.id })
    .from(materialSearchRuns)
    .where(and(inArray(materialSearchRuns.id, runIds), isNull(materialSearchRuns.finishedAt)));
  return new Set(rows.map((row) => row.id));
}

export async function assignJob(db: Db, runIds: number[], jobId: string): Promise<void> {
  if (runIds.length === 0) return;
  await db.update(materialSearchRuns).set({ jobId }).where(inArray(materialSearchRuns.id, runIds));
}

export async function findRuns(db: Db, ids: number[]): Promise<SearchRunRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(materialSearchRuns).where(inArray(materialSearchRuns.id, ids));
}

/** The latest run of every material of a product that was ever searched. */
export async function latestRunsOfProduct(db: Db, productId: number): Promise<SearchRunRow[]> {
  return db
    .selectDistinctOn([materialSearchRuns.materialId], getTableColumns(materialSearchRuns))
    .from(materialSearchRuns)
    .innerJoin(materials, eq(materials.id, materialSearchRuns.materialId))
    .where(eq(materials.productId, productId))
    .orderBy(
      materialSearchRuns.materialId,
      desc(materialSearchRuns.startedAt),
      desc(materialSearchRuns.id),
    );
}
