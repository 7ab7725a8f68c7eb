/**
 * Fetch RoHS/REACH's matching (DESIGN.md §9.5): each part is linked to the declarations of
 * its manufacturer whose coverage reaches it, with how specifically (MPN, series,
 * all-except, all). The links are replaced whole per part, so a declaration whose coverage
 * was narrowed lets go of the parts it no longer covers.
 */
import { eq, inArray } from 'drizzle-orm';
import { coversPart } from '@partproof/shared';
import type { Db } from '../../db/client.js';
import { declarations, manufacturers, partDeclarations, parts } from '../../db/schema/index.js';
import { coverageOf } from './declarations.queries.js';

/** Links the parts to every declaration covering them; answers how many each part has. */
export async function linkParts(db: Db, partIds: number[]): Promise<Map<number, number>> {
  const ids = [...new Set(partIds)];
  const counts = new Map<number, number>(ids.map((id) => [id, 0]));
  if (ids.length === 0) return counts;
  const partRows = await db
    .select({ id: parts.id, mpn: parts.mpn, manufacturerKey: parts.manufacturerKey })
    .from(parts)
    .where(inArray(parts.id, ids));
  const makerKeys = [...new Set(partRows.map((p) => p.manufacturerKey))];
  const candidates = makerKeys.length
    ? await db
        .select({ declaration: declarations, manufacturerKey: manufacturers.key })
        .from(declarations)
        .innerJoin(manufacturers, eq(manufacturers.id, declarations.manufacturerId))
        .where(inArray(manufacturers.key, makerKeys))
    : [];
  const links: { partId: number; declarationId: number; specificity: string }[] = [];
  for (const part of partRows) {
    for (const c of candidates) {
      const specificity = coversPart(
        { manufacturerKey: c.manufacturerKey, coverage: coverageOf(c.declaration) },
        part,
      );
      if (specificity) {
        links.push({ partId: part.id, declarationId: c.declaration.id, specificity });
        counts.set(part.id, (counts.get(part.id) ?? 0) + 1);
      }
    }
  }
  await db.delete(partDeclarations).where(inArray(partDeclarations.partId, ids));
  if (links.length) await db.insert(partDeclarations).values(links);
  return counts;
}

/** The parts a declaration is linked to now. */
export async function partsLinkedTo(db: Db, declarationIds: number[]): Promise<number[]> {
  if (declarationIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ id: partDeclarations.partId })
    .from(partDeclarations)
    .where(inArray(partDeclarations.declarationId, declarationIds));
  return rows.map((r) => r.id);
}
