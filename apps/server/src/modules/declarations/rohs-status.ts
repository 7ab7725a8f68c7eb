/**
 * Keeps each part's RoHS status (DESIGN.md §9.4) up to date: derived from the declarations
 * linked to it with the one shared table (`derivePartRohsStatus`), stored on the part with
 * its reason (a product's `isRoHSAvailable` is read from them, products.queries.ts). Called
 * by Fetch, reviews, declaration edits and deletes, candidate-list imports and the sweep.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import {
  derivePartRohsStatus,
  type DeclarationFacts,
  type Specificity,
  type StatusContext,
} from '@partproof/shared';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { candidateLists, declarations, partDeclarations, parts } from '../../db/schema/index.js';
import { factsOf } from './declarations.queries.js';

/** The day as 'YYYY-MM-DD' (UTC), the unit every RoHS date rule counts in. */
export const dayOf = (now: Date) => now.toISOString().slice(0, 10);

export async function statusContext(
  db: Db,
  config: Config,
  now = new Date(),
): Promise<StatusContext> {
  const lists = await db
    .select({ date: candidateLists.date, entries: candidateLists.entries })
    .from(candidateLists)
    .orderBy(asc(candidateLists.date));
  return { today: dayOf(now), candidateLists: lists, maxAgeYears: config.rohsMaxAgeYears };
}

export interface PartRohs {
  partId: number;
  status: number;
  reason: string;
  declarationId: number | null;
  declarations: number;
}

/**
 * Recomputes the parts' statuses and stores those that changed; answers every part's new
 * state. `parts: 'linked'` takes every part some declaration covers (the daily sweep).
 */
export async function recomputeParts(
  db: Db,
  context: StatusContext,
  partIds: number[] | 'linked',
): Promise<PartRohs[]> {
  const ids =
    partIds === 'linked'
      ? (await db.selectDistinct({ id: partDeclarations.partId }).from(partDeclarations)).map(
          (r) => r.id,
        )
      : [...new Set(partIds)];
  if (ids.length === 0) return [];
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
    })
    .from(parts)
    .where(inArray(parts.id, ids));
  const results: PartRohs[] = [];
  const changed: PartRohs[] = [];
  for (const part of current) {
    const facts = byPart.get(part.id) ?? [];
    const verdict = derivePartRohsStatus(facts, context);
    const next: PartRohs = {
      partId: part.id,
      status: verdict.status,
      reason: verdict.reason,
      declarationId: verdict.declarationId,
      declarations: facts.length,
    };
    results.push(next);
    if (
      part.status !== next.status ||
      part.reason !== next.reason ||
      part.by !== next.declarationId
    ) {
      changed.push(next);
    }
  }
  for (const next of changed) {
    await db
      .update(parts)
      .set({
        rohsStatus: next.status,
        rohsReason: next.reason,
        rohsDeclarationId: next.declarationId,
      })
      .where(eq(parts.id, next.partId));
  }
  return results;
}
