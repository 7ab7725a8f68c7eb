/**
 * `product/getAllComponents`: the Components screen. Every component the caller may see,
 * one row per distinct part — the same component name (search-normalised) from the same
 * manufacturer (alias-aware) — with the products that use it and its certification
 * records, sorted by the screen's column and paged here, so the screen reads one page.
 * The products list is returned for every role; the screen hides the IN PRODUCT column
 * for engineers (spec §2), since the products are theirs to see anyway.
 */
import { asc, eq } from 'drizzle-orm';
import {
  normalise,
  type Component,
  type ComponentListQuery,
  type ComponentSortKey,
} from '@partproof/shared';
import type { Ctx } from '../../context.js';
import { materialCertificates, materials, products } from '../../db/schema/index.js';
import type { Actor } from '../../plugins/auth.js';
import { can } from '../../access/can.js';
import { visibleTo } from '../../access/visibility.js';
import { approvedRecordsOf, cdocUrl } from './cdocs.queries.js';
import { resolveManufacturer } from './matching/manufacturer.js';

interface Group {
  component: Component;
  materialIds: number[];
  productIds: Set<number>;
  /** Distinct certificates of the part; filled only to sort by them. */
  cdocIds: Set<number>;
}

// Numeric-aware and case-blind like the screen's other tables ("R2" before "R10"); sorted
// here rather than by SQL collation, so both engines list the parts in one order.
const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

type Compare = (a: Group, b: Group) => number;
const COMPARE: Record<ComponentSortKey, Compare> = {
  componentName: (a, b) => collator.compare(a.component.componentName, b.component.componentName),
  manufacturer: (a, b) => collator.compare(a.component.manufacturer, b.component.manufacturer),
  type: (a, b) => collator.compare(a.component.type, b.component.type),
  products: (a, b) => a.productIds.size - b.productIds.size,
  certificates: (a, b) => a.cdocIds.size - b.cdocIds.size,
};

export async function listComponents(
  ctx: Ctx,
  actor: Actor,
  query: Pick<ComponentListQuery, 'page' | 'size' | 'sortDir'> & { sortBy?: ComponentSortKey },
) {
  const rows = await ctx.db
    .select({
      id: materials.id,
      componentName: materials.componentName,
      manufacturer: materials.manufacturer,
      type: materials.type,
      productId: products.id,
      productName: products.name,
    })
    .from(materials)
    .innerJoin(products, eq(products.id, materials.productId))
    .where(visibleTo(actor))
    .orderBy(asc(materials.id));

  const groups = new Map<string, Group>();
  for (const row of rows) {
    const key = `${resolveManufacturer(row.manufacturer)}\u0000${normalise(row.componentName)}`;
    let group = groups.get(key);
    if (!group) {
      group = {
        component: {
          id: row.id,
          componentName: row.componentName,
          manufacturer: row.manufacturer,
          type: row.type,
          product: [],
          allCertificates: [],
        },
        materialIds: [],
        productIds: new Set(),
        cdocIds: new Set(),
      };
      groups.set(key, group);
    }
    group.materialIds.push(row.id);
    if (!group.productIds.has(row.productId)) {
      group.productIds.add(row.productId);
      group.component.product.push({ id: row.productId, name: row.productName });
    }
  }

  // Sorting by records needs every part's count before the page is cut.
  if (query.sortBy === 'certificates') {
    const groupOfMaterial = new Map<number, Group>();
    for (const group of groups.values())
      for (const id of group.materialIds) groupOfMaterial.set(id, group);
    const pairs = await ctx.db
      .select({ materialId: materialCertificates.materialId, cdocId: materialCertificates.cdocId })
      .from(materialCertificates)
      .innerJoin(materials, eq(materials.id, materialCertificates.materialId))
      .innerJoin(products, eq(products.id, materials.productId))
      .where(visibleTo(actor));
    for (const { materialId, cdocId } of pairs)
      groupOfMaterial.get(materialId)?.cdocIds.add(cdocId);
  }
  const sign = query.sortDir === 'desc' ? -1 : 1;
  const byColumn = COMPARE[query.sortBy ?? 'componentName'];
  // Ties keep the component-name order, then the first material's id, in either direction.
  const all = [...groups.values()].sort(
    (a, b) =>
      sign * byColumn(a, b) || COMPARE.componentName(a, b) || a.component.id - b.component.id,
  );
  const page = all.slice((query.page - 1) * query.size, query.page * query.size);
  const groupOf = new Map<number, Group>();
  for (const group of page) for (const id of group.materialIds) groupOf.set(id, group);
  const records = await approvedRecordsOf(ctx.db, [...groupOf.keys()]);
  const seesCdocNo = can(actor, 'cdoc.seeNumber');
  const listed = new Set<string>();
  for (const { record, cdoc } of records) {
    const group = groupOf.get(record.materialId);
    // Several materials of one part often carry the same certificate: list it once.
    const key = `${group?.component.id}:${cdoc.id}`;
    if (!group || listed.has(key)) continue;
    listed.add(key);
    group.component.allCertificates.push({
      id: record.id,
      source: cdocUrl(ctx.config, cdoc),
      serviceName: cdoc.serviceName,
      certifyingBody: cdoc.certifyingBody,
      referenceNumber: cdoc.refNumber,
      expireDate: cdoc.expiryDate,
      manufacture: cdoc.holder,
      rawVersion: cdoc.rawVersion,
      ...(seesCdocNo ? { cDocNo: cdoc.id } : {}),
    });
  }
  return { data: page.map((g) => g.component), total: all.length };
}
