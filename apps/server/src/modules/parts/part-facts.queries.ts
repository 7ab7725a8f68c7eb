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
import { rowsOf } from '../../db/rows-of.js';
import { cdocs, partCertificates } from '../../db/schema/index.js';
import { rohsShownFor } from './rohs-shown.js';

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

interface FactsRow {
  materialId: number;
  partId: number | null;
  approved: number;
  temp: number;
  datasheetFileId: string | null;
  datasheetUrl: string | null;
  comments: number;
  rohsStatus: number | null;
  rohsReason: string | null;
  declarations: number;
  flag: FlagJson | null;
  request: RequestJson | null;
}

/**
 * Per material id, the facts of its part (a material without a part: NO_PART_FACTS and its
 * comments).
 *
 * Set-based on purpose: each fact is one grouped pass over its table, joined to the
 * materials, never a subquery per material. Per-material subqueries ran six index probes
 * per component; on PGlite each probe of a bitmap scan also asks the file system for the
 * table's size (an fstat), so a 2,000-component product/get spent most of its time there
 * and held the one embedded connection for all of it (issue 19).
 */
export async function partFactsOf(
  db: Db,
  where: { productId: number } | { materialIds: number[] },
): Promise<Map<number, PartFacts>> {
  if ('materialIds' in where && where.materialIds.length === 0) return new Map();
  const filter =
    'productId' in where
      ? sql`m.product_id = ${where.productId}`
      : sql`m.id in (${sql.join(
          where.materialIds.map((id) => sql`${id}`),
          sql`, `,
        )})`;
  // The status the material's own product shows (its category's, rohs-shown.ts).
  const shown = rohsShownFor(
    {
      byCategory: sql.raw('p.rohs_by_category'),
      status: sql.raw('p.rohs_status'),
      reason: sql.raw('p.rohs_reason'),
    },
    sql.raw('mat.eee_category'),
  );
  // As one JSON document (db/json-rows.ts says why): a row per material of a big product.
  const result = await db.execute(sql`
    select coalesce(json_agg(f), '[]')::text as rows from (
    with mat as materialized (
      select m.id, m.part_id, pr.eee_category from materials m
      join products pr on pr.id = m.product_id where ${filter}),
    used as materialized (select distinct part_id from mat where part_id is not null)
    select mat.id as "materialId", p.id as "partId",
      coalesce(pc.n, 0) as approved, coalesce(tc.n, 0) as temp,
      p.datasheet_file_id as "datasheetFileId", p.datasheet_url as "datasheetUrl",
      coalesce(mc.n, 0) as comments, ${shown.status} as "rohsStatus",
      ${shown.reason} as "rohsReason", coalesce(pd.n, 0) as declarations,
      fl.flag, rq.request
    from mat
    left join parts p on p.id = mat.part_id
    left join (
      select part_id, count(*)::int as n from part_certificates
      where part_id in (select part_id from used) group by part_id
    ) pc on pc.part_id = p.id
    left join (
      select part_id, count(*)::int as n from temp_certificates
      where part_id in (select part_id from used) group by part_id
    ) tc on tc.part_id = p.id
    left join (
      select material_id, count(*)::int as n from material_comments
      where material_id in (select id from mat) group by material_id
    ) mc on mc.material_id = mat.id
    left join (
      select part_id, count(*)::int as n from part_declarations
      where part_id in (select part_id from used) group by part_id
    ) pd on pd.part_id = p.id
    left join (
      select distinct on (f.material_id) f.material_id,
        json_build_object('id', f.id, 'reason', f.reason, 'createdAt', f.created_at,
          'flaggedBy', u.first_name || ' ' || u.last_name) as flag
      from material_flags f left join users u on u.id = f.flagged_by
      where f.material_id in (select id from mat) and f.resolved_at is null
      order by f.material_id, f.id desc
    ) fl on fl.material_id = mat.id
    left join (
      select distinct on (rp.part_id) rp.part_id,
        json_build_object('id', r.id, 'to', r.to, 'sentAt', r.created_at,
          'expiresAt', r.expires_at, 'revokedAt', r.revoked_at, 'answeredAt', r.answered_at,
          'escalatedAt', r.escalated_at, 'reminders', r.reminders) as request
      from request_parts rp join manufacturer_requests r on r.id = rp.request_id
      where rp.part_id in (select part_id from used)
      order by rp.part_id, r.id desc
    ) rq on rq.part_id = p.id) f`);
  const rows = JSON.parse(rowsOf<{ rows: string }>(result)[0]?.rows ?? '[]') as FactsRow[];
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
