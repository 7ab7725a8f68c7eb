/** Reading products within the caller's reach (DESIGN.md §5.2) and shaping them for the API. */
import { asc, eq, inArray, sql } from 'drizzle-orm';
import {
  can,
  type Lookup,
  type LookupKind,
  type PermissionActor,
  type Product,
} from '@partproof/shared';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { rowsFromJson } from '../../db/json-rows.js';
import { companies, lookups, materials, productLookups } from '../../db/schema/index.js';
import { toMaterialDto } from '../materials/materials.queries.js';
import { MATERIAL_ANSWER_COLUMNS } from '../materials/material-keys.js';
import type { ProductRow } from '../../access/visibility.js';
import { partFactsOf, type PartFacts } from '../parts/part-facts.queries.js';

const ROHS_APPROVED = 2;

/** The types, standards and markets of several products, grouped per product and kind. */
export async function lookupsOf(db: Db, productIds: number[]) {
  const byProduct = new Map<number, Record<LookupKind, Lookup[]>>();
  if (!productIds.length) return byProduct;
  const rows = await db
    .select({
      productId: productLookups.productId,
      id: lookups.id,
      title: lookups.title,
      kind: lookups.kind,
    })
    .from(productLookups)
    .innerJoin(lookups, eq(lookups.id, productLookups.lookupId))
    .where(inArray(productLookups.productId, productIds))
    .orderBy(asc(lookups.id));
  for (const r of rows) {
    const lists = byProduct.get(r.productId) ?? {
      standard: [],
      productType: [],
      market: [],
      developmentStatus: [],
      certificateKind: [],
    };
    lists[r.kind as LookupKind].push({ id: r.id, title: r.title });
    byProduct.set(r.productId, lists);
  }
  return byProduct;
}

export function companyNameOf(
  config: Config,
  company: { name: string } | null | undefined,
): string {
  return company?.name ?? config.providerName;
}

/** The full product of `product/get`, with its materials in BOM order. */
export async function loadProduct(
  db: Db,
  config: Config,
  row: ProductRow,
  viewer: PermissionActor,
): Promise<Product> {
  const [lists, company, developmentStatus, mats, counts] = await Promise.all([
    lookupsOf(db, [row.id]),
    row.companyId
      ? db
          .select({ id: companies.id, name: companies.name })
          .from(companies)
          .where(eq(companies.id, row.companyId))
      : Promise.resolve([]),
    row.developmentStatusId
      ? db
          .select({ id: lookups.id, title: lookups.title })
          .from(lookups)
          .where(eq(lookups.id, row.developmentStatusId))
      : Promise.resolve([]),
    materialsOfProduct(db, row.id),
    partFactsOf(db, { productId: row.id }),
  ]);
  const l = lists.get(row.id);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    type: l?.productType ?? [],
    standards: l?.standard ?? [],
    markets: l?.market ?? [],
    developmentStatus: developmentStatus[0] ?? null,
    manufacturer: row.manufacturer,
    customer: row.customer,
    status: { id: row.statusId },
    createdAt: row.createdAt.toISOString(),
    productApprovalDate: row.productApprovalDate?.toISOString() ?? null,
    user: { id: row.ownerId, company: company[0] ?? null },
    companyName: companyNameOf(config, company[0]),
    collectionProductMaterials: row.bomFileName,
    filePath: row.bomFileId,
    isRoHSAvailable: rohsAvailable(mats, counts, viewer),
    isBenchmark: row.isBenchmark,
    certificateExpired: row.certificateExpired,
    materials: mats.map((m) => toMaterialDto(config, m, counts.get(m.id), viewer)),
  };
}

/**
 * The product's components in BOM order, as one JSON document (db/json-rows.ts says why);
 * the keys stored for the components page stay behind (their fields read null here).
 */
async function materialsOfProduct(db: Db, productId: number) {
  const result = await db.execute(sql`
    select coalesce(json_agg(r order by r.position, r.id), '[]')::text as rows
    from (select ${MATERIAL_ANSWER_COLUMNS} from ${materials} m
      where m.product_id = ${productId}) r`);
  const [row] = (result as { rows: { rows: string }[] }).rows;
  return rowsFromJson(materials, row?.rows);
}

/**
 * `isRoHSAvailable` (DESIGN.md §9.4): every fitted (non-DNP) component's part is Approved.
 * Read from the parts each time, so adding a component or a review shows at once; false for
 * a viewer without the RoHS flag, who sees nothing of RoHS.
 */
function rohsAvailable(
  mats: { id: number; dnp: boolean }[],
  facts: Map<number, PartFacts>,
  viewer: PermissionActor,
): boolean {
  const fitted = mats.filter((m) => !m.dnp);
  return (
    can(viewer, 'declaration.read') &&
    fitted.length > 0 &&
    fitted.every((m) => facts.get(m.id)?.rohs.status === ROHS_APPROVED)
  );
}
