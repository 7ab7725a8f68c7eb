/**
 * The facts a material shows from its part (DESIGN.md §9.1): how many certification
 * records and candidates the part has, and its datasheet. One grouped query per product
 * or material, which also counts the material's own comments (a decision about the product,
 * DESIGN.md §9.8, so per material rather than per part).
 */
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { cdocs, materials, partCertificates, parts } from '../../db/schema/index.js';

export interface PartFacts {
  approvedMaterialCertificates: number;
  totalTempCertificate: number;
  datasheetFileId: string | null;
  /** An external http(s) datasheet address, when the part has no stored PDF. */
  datasheetUrl: string | null;
  /** How many comments the material itself has (not a part fact: loaded in the same query). */
  comments: number;
  /** The part's RoHS status (DESIGN.md §9.4) and how many declarations cover it. */
  rohs: { status: number; reason: string; declarations: number };
}

/** A material without a part: nothing can cover it, so its RoHS status is Pending. */
export const NO_PART_FACTS: PartFacts = {
  approvedMaterialCertificates: 0,
  totalTempCertificate: 0,
  datasheetFileId: null,
  datasheetUrl: null,
  comments: 0,
  rohs: {
    status: 7,
    reason: 'The component has no part number: no declaration can cover it',
    declarations: 0,
  },
};

/** Per material id, the facts of its part (a material without a part: NO_PART_FACTS and its comments). */
export async function partFactsOf(
  db: Db,
  where: { productId: number } | { materialIds: number[] },
): Promise<Map<number, PartFacts>> {
  if ('materialIds' in where && where.materialIds.length === 0) return new Map();
  const rows = await db
    .select({
      materialId: materials.id,
      approved: sql<number>`(select count(*)::int from part_certificates pc where pc.part_id = ${parts.id})`,
      temp: sql<number>`(select count(*)::int from temp_certificates tc where tc.part_id = ${parts.id})`,
      partId: parts.id,
      datasheetFileId: parts.datasheetFileId,
      datasheetUrl: parts.datasheetUrl,
      comments: sql<number>`(select count(*)::int from material_comments mc where mc.material_id = ${materials.id})`,
      rohsStatus: parts.rohsStatus,
      rohsReason: parts.rohsReason,
      declarations: sql<number>`(select count(*)::int from part_declarations pd where pd.part_id = ${parts.id})`,
    })
    .from(materials)
    .leftJoin(parts, eq(parts.id, materials.partId))
    .where(
      'productId' in where
        ? eq(materials.productId, where.productId)
        : inArray(materials.id, where.materialIds),
    );
  return new Map(
    rows.map((row): [number, PartFacts] => [
      row.materialId,
      row.partId === null
        ? { ...NO_PART_FACTS, comments: Number(row.comments) }
        : {
            approvedMaterialCertificates: Number(row.approved),
            totalTempCertificate: Number(row.temp),
            datasheetFileId: row.datasheetFileId,
            datasheetUrl: row.datasheetUrl,
            comments: Number(row.comments),
            rohs: {
              status: row.rohsStatus ?? NO_PART_FACTS.rohs.status,
              reason: row.rohsReason ?? NO_PART_FACTS.rohs.reason,
              declarations: Number(row.declarations),
            },
          },
    ]),
  );
}

/** Approved certification records of some parts, oldest first, with their cdocs. */
export async function approvedRecordsOfParts(db: Db, partIds: number[]) {
  if (!partIds.length) return [];
  return db
    .select({ record: partCertificates, cdoc: cdocs })
    .from(partCertificates)
    .innerJoin(cdocs, eq(cdocs.id, partCertificates.cdocId))
    .where(inArray(partCertificates.partId, partIds))
    .orderBy(partCertificates.id);
}
