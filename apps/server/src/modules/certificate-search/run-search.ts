/**
 * The work of a Search database or Scrape Certificate job: per material, (scrape: ask every
 * enabled connector and store their records in cdocs, then) match cdocs and store the
 * candidates — in ONE transaction per material, so a failure stores nothing for that
 * material; its run ends with the error, the others go on. Live feed, in order: a
 * 'resultTempSearch' frame per candidate (published per material, in groups) and
 * 'ranProductUpdate' (isRunning false) per material,
 * then 'undefined' per product at the end.
 */
import { eq } from 'drizzle-orm';
import { LIVE_EVENTS, type SearchKind } from '@partproof/shared';
import type { Ctx } from '../../context.js';
import type { Db } from '../../db/client.js';
import { materials } from '../../db/schema/index.js';
import { publishLive } from '../live/publish.js';
import type { SourceConnector, SourceRecord } from '../sources/source-connector.js';
import { SourceError } from '../sources/source-connector.js';
import { storeSourceRecords } from '../sources/store-records.js';
import { finishRun, toRanProduct, type SearchRunRow } from './search-runs.queries.js';
import { searchMaterial } from './search-material.js';

/** Ids of up to ten digits: 200 of them keep a notice well under NOTIFY's 8,000 bytes. */
const CANDIDATES_PER_NOTICE = 200;

export interface SearchJobData {
  kind: SearchKind;
  runs: { runId: number; materialId: number }[];
  productIds: number[];
}

export interface SearchJobResult {
  found: number;
  failed: number;
}

export async function runSearchJob(
  ctx: Ctx,
  data: SearchJobData,
  connectors: SourceConnector[] = [],
): Promise<SearchJobResult> {
  const result: SearchJobResult = { found: 0, failed: 0 };
  try {
    for (const { runId, materialId } of data.runs) {
      const outcome = await searchOne(ctx, data.kind, runId, materialId, connectors);
      if ('error' in outcome) result.failed += 1;
      else result.found += outcome.found;
    }
  } finally {
    for (const productId of data.productIds)
      await publishLive(ctx.db, {
        event: LIVE_EVENTS.undefined,
        productId,
        materialId: null,
        data: null,
      });
  }
  return result;
}

async function searchOne(
  ctx: Ctx,
  kind: SearchKind,
  runId: number,
  materialId: number,
  connectors: SourceConnector[],
): Promise<{ found: number } | { error: string }> {
  const [material] = await ctx.db.select().from(materials).where(eq(materials.id, materialId));
  // Deleted with its product meanwhile: the run went with it (cascade), nothing to report.
  if (!material) return { found: 0 };
  try {
    const records =
      kind === 'scrape'
        ? await askConnectors(connectors, material.manufacturer, material.componentName)
        : [];
    return await ctx.db.transaction(async (tx) => {
      if (records.length) await storeSourceRecords(tx, records);
      const stored = await searchMaterial(tx, material);
      // One notice per group of candidates, not per candidate: each notice costs the api
      // processes one query, and a 500-component search finds tens of thousands.
      for (let i = 0; i < stored.length; i += CANDIDATES_PER_NOTICE)
        await publishLive(tx, {
          event: LIVE_EVENTS.resultTempSearch,
          productId: material.productId,
          materialId,
          ref: {
            type: 'tempCertificates',
            ids: stored.slice(i, i + CANDIDATES_PER_NOTICE).map((candidate) => candidate.id),
          },
        });
      const run = await finishRun(tx, runId, { found: stored.length });
      if (run) await publishRun(tx, material.productId, run);
      return { found: stored.length };
    });
  } catch (err) {
    const error = err instanceof SourceError ? err.message : 'Search failed: ' + describe(err);
    if (!(err instanceof SourceError)) console.warn('[search] material', materialId, err);
    const run = await finishRun(ctx.db, runId, { error });
    if (run) await publishRun(ctx.db, material.productId, run);
    return { error };
  }
}

export async function publishRun(db: Db, productId: number, run: SearchRunRow): Promise<void> {
  await publishLive(db, {
    event: LIVE_EVENTS.ranProductUpdate,
    productId,
    materialId: run.materialId,
    data: { ranProducts: [toRanProduct(run)] },
  });
}

/** Every connector at once; any failure fails the material (nothing half-stored). */
export async function askConnectors(
  connectors: SourceConnector[],
  manufacturer: string,
  model: string,
): Promise<SourceRecord[]> {
  const answers = await Promise.allSettled(
    connectors.map((connector) => connector.search({ manufacturer, model })),
  );
  const errors: string[] = [];
  const records: SourceRecord[] = [];
  answers.forEach((answer, i) => {
    if (answer.status === 'fulfilled') records.push(...answer.value);
    else
      errors.push(
        answer.reason instanceof SourceError
          ? answer.reason.message
          : `${connectors[i]?.name ?? 'source'}: ${describe(answer.reason)}`,
      );
  });
  if (errors.length) throw new SourceError('Scrape failed', errors.join('; '));
  return records;
}

function describe(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}
