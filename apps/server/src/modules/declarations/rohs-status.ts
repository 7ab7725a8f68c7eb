/**
 * Keeps each part's RoHS status (DESIGN.md §9.4) up to date: derived from the declarations
 * linked to it with the one shared table (`derivePartRohsStatus`), stored on the part with
 * its reason (a product's `isRoHSAvailable` is read from them, products.queries.ts). Called
 * by Fetch, reviews, declaration edits and deletes, candidate-list imports and the sweep.
 */
import { asc, eq, inArray, sql } from 'drizzle-orm';
import {
  derivePartRohsStatusAcross,
  RohsStatus,
  requestIsOpen,
  type CategoryVerdicts,
  type DeclarationFacts,
  type EeeCategory,
  type Specificity,
  type StatusContext,
} from '@partproof/shared';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import {
  candidateLists,
  declarations,
  manufacturerRequests,
  materials,
  partDeclarations,
  parts,
  products,
  requestParts,
} from '../../db/schema/index.js';
import { factsOf } from './declarations.queries.js';
import { exemptionsInForce } from './exemption-tables.queries.js';

/** The day as 'YYYY-MM-DD' (UTC), the unit every RoHS date rule counts in. */
export const dayOf = (now: Date) => now.toISOString().slice(0, 10);

/** The shared context plus the moment, which decides whether a request is still open. */
export interface PartStatusContext extends StatusContext {
  now: Date;
}

export async function statusContext(
  db: Db,
  config: Config,
  now = new Date(),
): Promise<PartStatusContext> {
  const lists = await db
    .select({ date: candidateLists.date, entries: candidateLists.entries })
    .from(candidateLists)
    .orderBy(asc(candidateLists.date));
  return {
    today: dayOf(now),
    now,
    candidateLists: lists,
    maxAgeYears: config.rohsMaxAgeYears,
    exemptions: await exemptionsInForce(db),
    category: null,
  };
}

/** The equipment categories of the products that use each of the parts (DESIGN.md §10.2). */
async function categoriesOfParts(db: Db, ids: number[]): Promise<Map<number, EeeCategory[]>> {
  const rows = await db
    .selectDistinct({ partId: materials.partId, category: products.eeeCategory })
    .from(materials)
    .innerJoin(products, eq(products.id, materials.productId))
    .where(inArray(materials.partId, ids));
  const byPart = new Map<number, EeeCategory[]>();
  for (const row of rows) {
    if (row.partId === null) continue;
    const list = byPart.get(row.partId) ?? [];
    list.push(row.category as EeeCategory);
    byPart.set(row.partId, list);
  }
  return byPart;
}

/** The parts among `ids` that an open request to their manufacturer lists (3 Waiting for reply). */
async function partsWithOpenRequest(db: Db, ids: number[], now: Date): Promise<Set<number>> {
  const rows = await db
    .select({
      partId: requestParts.partId,
      revokedAt: manufacturerRequests.revokedAt,
      answeredAt: manufacturerRequests.answeredAt,
      expiresAt: manufacturerRequests.expiresAt,
      escalatedAt: manufacturerRequests.escalatedAt,
      reminders: manufacturerRequests.reminders,
      uploaded: sql<boolean>`exists (select 1 from declarations d where d.request_id = ${manufacturerRequests.id})`,
    })
    .from(requestParts)
    .innerJoin(manufacturerRequests, eq(manufacturerRequests.id, requestParts.requestId))
    .where(inArray(requestParts.partId, ids));
  // An upload through the link answers the request, whether or not it set answeredAt.
  const open = rows.filter((r) =>
    requestIsOpen({ ...r, answeredAt: r.answeredAt ?? (r.uploaded ? now : null) }, now),
  );
  return new Set(open.map((r) => r.partId));
}

/**
 * The daily sweep's parts: those some declaration covers, and those showing 3 Waiting for
 * reply (their request may have expired since).
 */
async function sweptParts(db: Db): Promise<number[]> {
  const linked = await db.selectDistinct({ id: partDeclarations.partId }).from(partDeclarations);
  const waiting = await db
    .select({ id: parts.id })
    .from(parts)
    .where(eq(parts.rohsStatus, RohsStatus.WaitingForReply));
  return [...linked, ...waiting].map((r) => r.id);
}

export interface PartRohs {
  partId: number;
  status: number;
  reason: string;
  declarationId: number | null;
  declarations: number;
  /** Each category's verdict when they differ (the fields above are the worst). */
  byCategory: CategoryVerdicts | null;
  /** What the part showed before. */
  previous: { status: number; reason: string; byCategory: CategoryVerdicts | null };
}

/**
 * Recomputes the parts' statuses and stores those that changed (unless `store` is false: a
 * law import's dry run); answers every part's new state. `parts: 'linked'` takes every part
 * some declaration covers or that waits for a reply (the daily sweep). A part an open request
 * lists shows 3 unless a declaration covers it; `context.now` (default: now) decides which
 * requests are open. A part used by products of several categories shows the worst of them.
 */
export async function recomputeParts(
  db: Db,
  context: StatusContext & { now?: Date },
  partIds: number[] | 'linked',
  { store = true }: { store?: boolean } = {},
): Promise<PartRohs[]> {
  const ids = [...new Set(partIds === 'linked' ? await sweptParts(db) : partIds)];
  if (ids.length === 0) return [];
  const requested = await partsWithOpenRequest(db, ids, context.now ?? new Date());
  const linked = await db
    .select({
      partId: partDeclarations.partId,
      specificity: partDeclarations.specificity,
      d: declarations,
    })
    .from(partDeclarations)
    .innerJoin(declarations, eq(declarations.id, partDeclarations.declarationId))
    .where(inArray(partDeclarations.partId, ids));
  const byPart = new Map<number, DeclarationFacts[]>();
  for (const row of linked) {
    const list = byPart.get(row.partId) ?? [];
    list.push(factsOf(row.d, row.specificity as Specificity));
    byPart.set(row.partId, list);
  }
  const current = await db
    .select({
      id: parts.id,
      status: parts.rohsStatus,
      reason: parts.rohsReason,
      by: parts.rohsDeclarationId,
      byCategory: parts.rohsByCategory,
    })
    .from(parts)
    .where(inArray(parts.id, ids));
  const categories = await categoriesOfParts(db, ids);
  const results: PartRohs[] = [];
  const changed: PartRohs[] = [];
  for (const part of current) {
    const facts = byPart.get(part.id) ?? [];
    const { worst, byCategory } = derivePartRohsStatusAcross(
      facts,
      { ...context, requestOpen: requested.has(part.id) },
      categories.get(part.id) ?? [],
    );
    const next: PartRohs = {
      partId: part.id,
      status: worst.status,
      reason: worst.reason,
      declarationId: worst.declarationId,
      declarations: facts.length,
      byCategory,
      previous: { status: part.status, reason: part.reason, byCategory: part.byCategory },
    };
    results.push(next);
    if (
      part.status !== next.status ||
      part.reason !== next.reason ||
      part.by !== next.declarationId ||
      JSON.stringify(part.byCategory) !== JSON.stringify(byCategory)
    ) {
      changed.push(next);
    }
  }
  for (const next of store ? changed : []) {
    await db
      .update(parts)
      .set({
        rohsStatus: next.status,
        rohsReason: next.reason,
        rohsDeclarationId: next.declarationId,
        rohsByCategory: next.byCategory,
      })
      .where(eq(parts.id, next.partId));
  }
  return results;
}

/** The states among `states` that differ from what their part showed before, for any product. */
export const changedStates = (states: PartRohs[]): PartRohs[] =>
  states.filter(
    (s) =>
      s.status !== s.previous.status ||
      s.reason !== s.previous.reason ||
      JSON.stringify(s.byCategory) !== JSON.stringify(s.previous.byCategory),
  );

/**
 * Recomputes the parts of a product that some declaration covers, after its category changed
 * or it was created (a part shared with products of another category may show worse now);
 * answers those whose status changed.
 */
export async function recomputeProductParts(
  db: Db,
  config: Config,
  productId: number,
): Promise<PartRohs[]> {
  const rows = await db
    .selectDistinct({ id: partDeclarations.partId })
    .from(materials)
    .innerJoin(partDeclarations, eq(partDeclarations.partId, materials.partId))
    .where(eq(materials.productId, productId));
  if (rows.length === 0) return [];
  const context = await statusContext(db, config);
  return changedStates(
    await recomputeParts(
      db,
      context,
      rows.map((r) => r.id),
    ),
  );
}
