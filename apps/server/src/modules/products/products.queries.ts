/** Reading products within the caller's reach (DESIGN.md §5.2) and shaping them for the API. */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  can,
  type EeeCategory,
  type Lookup,
  type LookupKind,
  type PermissionActor,
  type Product,
} from '@partproof/shared';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { rowsFromJson } from '../../db/json-rows.js';
import { rowsOf } from '../../db/rows-of.js';
import { notFound } from '../../lib/app-error.js';
import { companies, lookups, materials, productLookups, products } from '../../db/schema/index.js';
import { toMaterialDto } from '../materials/materials.queries.js';
import { MATERIAL_ANSWER_COLUMNS } from '../materials/material-keys.js';
import { preparedPerVisibility, type ProductRow } from '../../access/visibility.js';
import type { Actor } from '../../plugins/auth.js';
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
    const lists = byProduct.get(r.productId) ?? emptyLookupLists();
    lists[r.kind as LookupKind].push({ id: r.id, title: r.title });
    byProduct.set(r.productId, lists);
  }
  return byProduct;
}

function emptyLookupLists(): Record<LookupKind, Lookup[]> {
  return { standard: [], productType: [], market: [], developmentStatus: [], certificateKind: [] };
}

export function companyNameOf(
  config: Config,
  company: { name: string } | null | undefined,
): string {
  return company?.name ?? config.providerName;
}

/**
 * A product with what its answer shows besides the components: its company, development
 * status and lookups, read with the row in one statement (each round trip costs more than
 * these few rows, issue 19).
 */
export interface ProductView {
  product: ProductRow;
  company: { id: number; name: string } | null;
  developmentStatus: Lookup | null;
  /** Its lookups as JSON text: `{ id, title, kind }[]` in id order. */
  lookups: string;
}

/** The product if the actor may see it, with its view; else 404 (as findVisibleProduct). */
export async function findProductView(db: Db, actor: Actor, id: number): Promise<ProductView> {
  const [view] = await productView.execute(db, actor, { id });
  if (!view) throw notFound('Product not found');
  return view;
}

const productView = preparedPerVisibility((db, visible, name) => {
  const status = alias(lookups, 'development_status');
  return db
    .select({
      product: products,
      company: { id: companies.id, name: companies.name },
      developmentStatus: { id: status.id, title: status.title },
      lookups: sql<string>`(select coalesce(json_agg(json_build_object(
          'id', l.id, 'title', l.title, 'kind', l.kind) order by l.id), '[]')::text
        from product_lookups pl join lookups l on l.id = pl.lookup_id
        where pl.product_id = ${products.id})`,
    })
    .from(products)
    .leftJoin(companies, eq(companies.id, products.companyId))
    .leftJoin(status, eq(status.id, products.developmentStatusId))
    .where(and(eq(products.id, sql.placeholder('id')), visible))
    .prepare(`product_view_${name}`);
});

/** The full product of `product/get`, with its materials in BOM order. */
export async function loadProduct(
  db: Db,
  config: Config,
  view: ProductView,
  viewer: PermissionActor,
): Promise<Product> {
  const { product: row, company } = view;
  // Two statements at once, not one: on PostgreSQL they run on two connections side by
  // side, which a 2,000-component product needs to stay within its budget (issue 19).
  const [mats, counts] = await Promise.all([
    materialsOfProduct(db, row.id),
    partFactsOf(db, { productId: row.id }),
  ]);
  const lists = emptyLookupLists();
  for (const { id, title, kind } of JSON.parse(view.lookups) as (Lookup & { kind: LookupKind })[])
    lists[kind].push({ id, title });
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    type: lists.productType,
    standards: lists.standard,
    markets: lists.market,
    developmentStatus: view.developmentStatus,
    manufacturer: row.manufacturer,
    customer: row.customer,
    status: { id: row.statusId },
    createdAt: row.createdAt.toISOString(),
    productApprovalDate: row.productApprovalDate?.toISOString() ?? null,
    user: { id: row.ownerId, company },
    companyName: companyNameOf(config, company),
    collectionProductMaterials: row.bomFileName,
    filePath: row.bomFileId,
    isRoHSAvailable: rohsAvailable(mats, counts, viewer),
    isBenchmark: row.isBenchmark,
    eeeCategory: row.eeeCategory as EeeCategory,
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
  const [row] = rowsOf<{ rows: string }>(result);
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
