/**
 * The work of a Search database or Scrape Certificate job. The runs name materials (the
 * spec's ranProducts are per material), but the work is per part (DESIGN.md §9.1): the runs
 * are grouped by part, each part is searched once — (scrape: ask every enabled connector
 * and store their records in cdocs, then) match cdocs and store the part's candidates — in
 * ONE transaction per part, so a failure stores nothing for that part; its materials' runs
 * end with the error, the others go on. Live feed, in order: per material of the part, a
 * 'resultTempSearch' frame per candidate (published in groups) and 'ranProductUpdate'
 * (isRunning false), then 'undefined' per product at the end.
 */
import { setImmediate } from 'node:timers/promises';
import { eq, inArray } from 'drizzle-orm';
import { CERT_MSG, LIVE_EVENTS, type SearchKind } from '@partproof/shared';
import type { Ctx } from '../../context.js';
import type { Db } from '../../db/client.js';
import { materials, parts } from '../../db/schema/index.js';
import { publishLive } from '../live/publish.js';
import type { SourceConnector, SourceRecord } from './sources/source-connector.js';
import { SourceError } from './sources/source-connector.js';
import { storeSourceRecords } from './sources/store-records.js';
import {
  finishRun,
  toRanProduct,
  unfinishedRunIds,
  type SearchRunRow,
} from './search-runs.queries.js';
import { searchPart, type SearchPart } from './search-material.js';

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
  /** Distinct parts searched: a part used by several of the materials counts once. */
  searchedParts: number;
}

interface RunOfMaterial {
  runId: number;
  materialId: number;
  productId: number;
}

export async function runSearchJob(
  ctx: Ctx,
  data: SearchJobData,
  connectors: SourceConnector[] = [],
): Promise<SearchJobResult> {
  const result: SearchJobResult = { found: 0, failed: 0, searchedParts: 0 };
  try {
    // A retried job (its first worker died, plugins/jobs.ts) goes on where that one stopped.
    const open = await unfinishedRunIds(
      ctx.db,
      data.runs.map((run) => run.runId),
    );
    const runs = data.runs.filter((run) => open.has(run.runId));
    const { byPart, partless } = await groupRunsByPart(ctx.db, runs);
    for (const run of partless) {
      const finished = await finishRun(ctx.db, run.runId, { error: CERT_MSG.noPartNumber });
      if (finished) await publishRun(ctx.db, run.productId, finished);
      result.failed += 1;
    }
    for (const [part, runs] of byPart) {
      // One turn of the event loop per part: a search of 1,000 parts is a long chain of
      // awaits, and the requests that arrive meanwhile are served between its parts.
      await setImmediate();
      result.searchedParts += 1;
      const outcome = await searchOne(ctx, data.kind, part, runs, connectors);
      if ('error' in outcome) result.failed += runs.length;
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

/**
 * The runs' materials grouped by their part, in the order of the runs (critical first, as
 * queued). Materials deleted with their product meanwhile took their runs with them.
 */
async function groupRunsByPart(db: Db, runs: SearchJobData['runs']) {
  const rows = runs.length
    ? await db
        .select({
          materialId: materials.id,
          productId: materials.productId,
          part: { id: parts.id, componentName: parts.mpn, manufacturer: parts.manufacturer },
        })
        .from(materials)
        .leftJoin(parts, eq(parts.id, materials.partId))
        .where(
          inArray(
            materials.id,
            runs.map((r) => r.materialId),
          ),
        )
    : [];
  const byMaterial = new Map(rows.map((row) => [row.materialId, row]));
  const byPart = new Map<number, { part: SearchPart; runs: RunOfMaterial[] }>();
  const partless: RunOfMaterial[] = [];
  for (const { runId, materialId } of runs) {
    const row = byMaterial.get(materialId);
    if (!row) continue;
    const run = { runId, materialId, productId: row.productId };
    if (!row.part) {
      partless.push(run);
      continue;
    }
    const entry = byPart.get(row.part.id) ?? { part: row.part, runs: [] };
    entry.runs.push(run);
    byPart.set(row.part.id, entry);
  }
  return {
    byPart: [...byPart.values()].map((e) => [e.part, e.runs] as const),
    partless,
  };
}

async function searchOne(
  ctx: Ctx,
  kind: SearchKind,
  part: SearchPart,
  runs: RunOfMaterial[],
  connectors: SourceConnector[],
): Promise<{ found: number } | { error: string }> {
  try {
    const records =
      kind === 'scrape'
        ? await askConnectors(connectors, part.manufacturer, part.componentName)
        : [];
    return await ctx.db.transaction(async (tx) => {
      if (records.length) await storeSourceRecords(tx, records);
      const stored = await searchPart(tx, part);
      // One notice per group of candidates, not per candidate: each notice costs the api
      // processes one query, and a 500-component search finds tens of thousands.
      for (const run of runs) {
        for (let i = 0; i < stored.length; i += CANDIDATES_PER_NOTICE)
          await publishLive(tx, {
            event: LIVE_EVENTS.resultTempSearch,
            productId: run.productId,
            materialId: run.materialId,
            ref: {
              type: 'tempCertificates',
              materialId: run.materialId,
              ids: stored.slice(i, i + CANDIDATES_PER_NOTICE).map((candidate) => candidate.id),
            },
          });
        const finished = await finishRun(tx, run.runId, { found: stored.length });
        if (finished) await publishRun(tx, run.productId, finished);
      }
      return { found: stored.length };
    });
  } catch (err) {
    const error = err instanceof SourceError ? err.message : 'Search failed: ' + describe(err);
    if (!(err instanceof SourceError)) console.warn('[search] part', part.id, err);
    for (const run of runs) {
      const finished = await finishRun(ctx.db, run.runId, { error });
      if (finished) await publishRun(ctx.db, run.productId, finished);
    }
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
