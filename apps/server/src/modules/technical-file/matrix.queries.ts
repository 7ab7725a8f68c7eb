/**
 * What the compliance matrix is read from (DESIGN.md §10.3): the product's BOM lines in BOM
 * order, and the approved declarations covering their parts with the first file of each.
 * Two queries whatever the BOM's size; the part facts (status, request) come from
 * partFactsOf, the one read product/get uses, so the matrix shows what the product page shows.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { EeeCategory, LineEvidence, Specificity } from '@partproof/shared';
import type { Db } from '../../db/client.js';
import {
  declarations,
  manufacturers,
  materials,
  partDeclarations,
  parts,
} from '../../db/schema/index.js';
import { factsOf } from '../declarations/declarations.queries.js';

export async function matrixMaterials(db: Db, productId: number) {
  return db
    .select({
      id: materials.id,
      internalReference: materials.internalReference,
      designators: materials.designator,
      componentName: materials.componentName,
      quantity: materials.quantity,
      manufacturer: materials.manufacturer,
      type: materials.type,
      dnp: materials.dnp,
      mainId: materials.mainId,
      partId: materials.partId,
    })
    .from(materials)
    .where(eq(materials.productId, productId))
    .orderBy(asc(materials.position), asc(materials.id));
}

/**
 * The approved declarations covering each part, as the status rules see them, with who
 * issued them, the maker they are filed under and their first file's name; and, per part,
 * the declaration its status for `category` rests on.
 */
export async function approvedEvidence(db: Db, partIds: number[], category: EeeCategory) {
  const byPart = new Map<number, EvidenceRow[]>();
  const decidingOf = new Map<number, number>();
  if (partIds.length === 0) return { byPart, decidingOf };
  const rows = await db
    .select({
      partId: partDeclarations.partId,
      specificity: partDeclarations.specificity,
      d: declarations,
      maker: manufacturers.name,
      fileName: sql<string | null>`(select f.original_name from declaration_files df
        join files f on f.id = df.file_id where df.declaration_id = ${declarations.id}
        order by df.position, f.created_at limit 1)`,
    })
    .from(partDeclarations)
    .innerJoin(declarations, eq(declarations.id, partDeclarations.declarationId))
    .innerJoin(manufacturers, eq(manufacturers.id, declarations.manufacturerId))
    .where(
      and(inArray(partDeclarations.partId, partIds), eq(declarations.reviewState, 'approved')),
    );
  for (const row of rows) {
    const list = byPart.get(row.partId) ?? [];
    list.push({
      ...factsOf(row.d, row.specificity as Specificity),
      issuer: row.d.issuer,
      maker: row.maker,
      fileName: row.fileName,
    });
    byPart.set(row.partId, list);
  }
  const decided = await db
    .select({
      id: parts.id,
      by: sql<
        number | null
      >`coalesce((${parts.rohsByCategory} -> ${String(category)} ->> 'declarationId')::int, ${parts.rohsDeclarationId})`,
    })
    .from(parts)
    .where(inArray(parts.id, partIds));
  for (const row of decided) if (row.by !== null) decidingOf.set(row.id, row.by);
  return { byPart, decidingOf };
}

export type EvidenceRow = LineEvidence & { fileName: string | null };
