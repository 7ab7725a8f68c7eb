/**
 * Fetch RoHS/REACH (DESIGN.md §9.5, `material/get-docs-for-materials`): queues a job that
 * links the chosen components' parts to the declarations covering them; the job reports
 * each component's new status on the live feed (`rohsUpdate`).
 */
import { eq, inArray } from 'drizzle-orm';
import { ROHS_MSG, type FetchDocs } from '@partproof/shared';
import type { Ctx } from '../../context.js';
import { materials } from '../../db/schema/index.js';
import { findVisibleMaterials, findVisibleProduct } from '../../access/visibility.js';
import { AppError } from '../../lib/app-error.js';
import type { Actor } from '../../plugins/auth.js';
import { QUEUES } from '../../plugins/jobs.js';
import { linkParts } from './link-parts.js';
import { publishRohs } from './review.service.js';
import { recomputeParts, statusContext } from './rohs-status.js';

export interface FetchDocsJobData {
  materialIds: number[];
  actorId: number;
}

export async function fetchDocs(ctx: Ctx, actor: Actor, input: FetchDocs) {
  const listed = await findVisibleMaterials(ctx.db, actor, input.materialsIds);
  let ids = listed.map((m) => m.id);
  if (input.runAll) {
    // runAll: every component of the product the listed ones belong to (spec §7).
    const productIds = [...new Set(listed.map((m) => m.productId))];
    if (productIds.length !== 1) {
      throw new AppError('VALIDATION', ROHS_MSG.oneProduct, {
        materialsIds: [ROHS_MSG.oneProduct],
      });
    }
    await findVisibleProduct(ctx.db, actor, productIds[0] ?? 0);
    const all = await ctx.db
      .select({ id: materials.id })
      .from(materials)
      .where(eq(materials.productId, productIds[0] ?? 0));
    ids = all.map((m) => m.id);
  }
  const data: FetchDocsJobData = { materialIds: ids, actorId: actor.id };
  const jobId = await ctx.jobs.send(QUEUES.fetchDeclarations, data);
  return { jobId, message: ROHS_MSG.fetching };
}

/** Parts matched per transaction: a big BOM shows progress as it goes. */
const CHUNK = 100;

/** The job: match, recompute and announce, a chunk of parts at a time. */
export async function runFetchDocs(ctx: Ctx, data: FetchDocsJobData): Promise<{ parts: number }> {
  const rows = await ctx.db
    .select({ partId: materials.partId })
    .from(materials)
    .where(inArray(materials.id, data.materialIds));
  const partIds = [...new Set(rows.flatMap((r) => (r.partId === null ? [] : [r.partId])))];
  for (let i = 0; i < partIds.length; i += CHUNK) {
    const chunk = partIds.slice(i, i + CHUNK);
    await ctx.db.transaction(async (tx) => {
      await linkParts(tx, chunk);
      const states = await recomputeParts(tx, await statusContext(tx, ctx.config), chunk);
      await publishRohs(tx, states);
    });
  }
  return { parts: partIds.length };
}
