/**
 * `material/find-certificates` (Search database / Scrape Certificate, admin): records a run
 * per material, announces it on the live feed, queues the job and answers `{jobId}` at
 * once. `material/search-runs` reads the progress back for a reloaded page.
 */
import { asc, desc, eq } from 'drizzle-orm';
import { LIVE_EVENTS, SEARCH_MSG, type FindCertificates, type SearchKind } from '@partproof/shared';
import type { Ctx } from '../../context.js';
import { materials } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { findVisibleMaterials, findVisibleProduct } from '../../access/visibility.js';
import type { Actor } from '../../plugins/auth.js';
import { publishLive } from '../live/publish.js';
import { enabledConnectors } from './sources/sources.js';
import type { SearchJobData } from './run-search.js';
import {
  assignJob,
  createRuns,
  finishRun,
  latestRunsOfProduct,
  queueOfSearch,
  toSearchRun,
} from './search-runs.queries.js';
import { publishRun } from './run-search.js';
import { searchErrorFor } from './search-error.js';

type MaterialRow = typeof materials.$inferSelect;

/** The materials to search: a product's all (critical first) or the chosen ones. */
async function chosenMaterials(
  ctx: Ctx,
  actor: Actor,
  input: FindCertificates,
): Promise<MaterialRow[]> {
  if (input.runAll) {
    const productId = input.productId ?? (await productOfMaterials(ctx, actor, input.materials));
    await findVisibleProduct(ctx.db, actor, productId);
    return ctx.db
      .select()
      .from(materials)
      .where(eq(materials.productId, productId))
      .orderBy(desc(materials.critical), asc(materials.position), asc(materials.id));
  }
  const rows = await findVisibleMaterials(ctx.db, actor, input.materials);
  const order = new Map(input.materials.map((id, i) => [id, i]));
  return rows.sort(
    (a, b) =>
      Number(b.critical) - Number(a.critical) || (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0),
  );
}

/** runAll with the spec's fields only: the one product every listed material belongs to. */
async function productOfMaterials(ctx: Ctx, actor: Actor, ids: number[]): Promise<number> {
  const productIds = new Set(
    (await findVisibleMaterials(ctx.db, actor, ids)).map((m) => m.productId),
  );
  const [productId] = productIds;
  if (productId === undefined || productIds.size > 1) {
    throw new AppError('VALIDATION', SEARCH_MSG.oneProduct, { materials: [SEARCH_MSG.oneProduct] });
  }
  return productId;
}

export async function findCertificates(
  ctx: Ctx,
  actor: Actor,
  input: FindCertificates,
): Promise<{ jobId: string }> {
  if (input.webScraping && enabledConnectors(ctx.config).length === 0)
    throw new AppError('CONFLICT', 'No certificate directory is configured on this server');
  const list = await chosenMaterials(ctx, actor, input);
  const kind: SearchKind = input.webScraping ? 'scrape' : 'database';
  const productIds = [...new Set(list.map((m) => m.productId))];
  const runs = await ctx.db.transaction(async (tx) => {
    const created = await createRuns(tx, kind, actor.id, list);
    const productOf = new Map(list.map((m) => [m.id, m.productId]));
    for (const run of created) await publishRun(tx, productOf.get(run.materialId) ?? 0, run);
    for (const productId of productIds)
      await publishLive(tx, { event: LIVE_EVENTS.none, productId, materialId: null, data: null });
    return created;
  });
  const data: SearchJobData = {
    kind,
    runs: runs.map((r) => ({ runId: r.id, materialId: r.materialId })),
    productIds,
  };
  let jobId: string;
  try {
    jobId = await ctx.jobs.send(queueOfSearch(kind), {
      type: 'materials',
      ...data,
    });
  } catch (err) {
    // Without a job nothing will finish these runs: end them now, visibly.
    for (const run of runs)
      await finishRun(ctx.db, run.id, { error: 'The search could not be queued' });
    throw err;
  }
  await assignJob(
    ctx.db,
    runs.map((r) => r.id),
    jobId,
  );
  return { jobId };
}

/** `material/search-runs?productId=`: every searched material's latest run. */
export async function searchRuns(ctx: Ctx, actor: Actor, productId: number) {
  await findVisibleProduct(ctx.db, actor, productId);
  const runs = await latestRunsOfProduct(ctx.db, productId);
  const data = runs.map((run) => ({
    materialId: run.materialId,
    ranProducts: [{ ...toSearchRun(run), error: searchErrorFor(actor, run.error) }],
  }));
  return { data, total: data.length };
}
