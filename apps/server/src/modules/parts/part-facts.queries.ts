/**
 * The facts a material shows from its part (DESIGN.md §9.1): how many certification
 * records and candidates the part has, and its datasheet. One grouped query per product
 * or material, which also counts the material's own comments and reads its open flag (a
 * decision about the product, DESIGN.md §9.8, so per material rather than per part), and the
 * latest request for its part (§9.7).
 */
import { eq, inArray, sql } from 'drizzle-orm';
import type { MaterialFlag, RequestState } from '@partproof/shared';
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
  /** The material's open flag (not a part fact either). */
  flag: MaterialFlag | null;
  /** The latest request listing the part, with what its history status is derived from. */
  request: PartRequest | null;
}

export interface PartRequest extends RequestState {
  id: number;
  to: string;
  sentAt: Date;
}

/** Timestamps inside json_build_object arrive as text. */
const when = (value: string | null) => (value === null ? null : new Date(value));

interface FlagJson {
  id: number;
  reason: string;
  createdAt: string;
  flaggedBy: string | null;
}

interface RequestJson {
  id: number;
  to: string;
  sentAt: string;
  expiresAt: string;
  revokedAt: string | null;
  answeredAt: string | null;
  escalatedAt: string | null;
  reminders: number;
}

function partRequest(json: RequestJson | null): PartRequest | null {
  if (!json) return null;
  return {
    id: json.id,
    to: json.to,
    sentAt: new Date(json.sentAt),
    expiresAt: new Date(json.expiresAt),
    revokedAt: when(json.revokedAt),
    answeredAt: when(json.answeredAt),
    escalatedAt: when(json.escalatedAt),
    reminders: Number(json.reminders),
  };
}

function materialFlag(json: FlagJson | null): MaterialFlag | null {
  if (!json) return null;
  return { ...json, createdAt: new Date(json.createdAt).toISOString() };
}

/** A material without a part: nothing can cover it, so its RoHS status is Pending. */
export const NO_PART_FACTS: PartFacts = {
  approvedMaterialCertificates: 0,
  totalTempCertificate: 0,
  datasheetFileId: null,
  datasheetUrl: null,
  comments: 0,
  flag: null,
  request: null,
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
      flag: sql<FlagJson | null>`(
        select json_build_object('id', f.id, 'reason', f.reason, 'createdAt', f.created_at,
          'flaggedBy', u.first_name || ' ' || u.last_name)
        from material_flags f left join users u on u.id = f.flagged_by
        where f.material_id = ${materials.id} and f.resolved_at is null
        order by f.id desc limit 1)`,
      request: sql<RequestJson | null>`(
        select json_build_object('id', r.id, 'to', r.to, 'sentAt', r.created_at,
          'expiresAt', r.expires_at, 'revokedAt', r.revoked_at, 'answeredAt', r.answered_at,
          'escalatedAt', r.escalated_at, 'reminders', r.reminders)
        from request_parts rp join manufacturer_requests r on r.id = rp.request_id
        where rp.part_id = ${parts.id}
        order by r.id desc limit 1)`,
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
        ? { ...NO_PART_FACTS, comments: Number(row.comments), flag: materialFlag(row.flag) }
        : {
            approvedMaterialCertificates: Number(row.approved),
            totalTempCertificate: Number(row.temp),
            datasheetFileId: row.datasheetFileId,
            datasheetUrl: row.datasheetUrl,
            comments: Number(row.comments),
            flag: materialFlag(row.flag),
            request: partRequest(row.request),
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
