/**
 * `product/getAllComponents`: the Components screen. Every component the caller may see,
 * one row per distinct part — the same component name (search-normalised) from the same
 * manufacturer (alias-aware) — with the products that use it and its certification
 * records. The products list is returned for every role; the screen hides the IN PRODUCT
 * column for engineers (spec §2), since the products are theirs to see anyway.
 */
import { asc, eq } from 'drizzle-orm';
import { normalise, Role, type Component } from '@partproof/shared';
import type { Ctx } from '../../context.js';
import { materials, products } from '../../db/schema/index.js';
import type { Actor } from '../../plugins/auth.js';
import { visibleTo } from '../products/visibility.js';
import { approvedRecordsOf, cdocUrl } from './cdocs.queries.js';
import { resolveManufacturer } from './matching/manufacturer.js';

interface Group {
  component: Component;
  materialIds: number[];
  productIds: Set<number>;
  cdocIds: Set<number>;
}

export async function listComponents(
  ctx: Ctx,
  actor: Actor,
  paging: { page: number; size: number },
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
          commentCount: 0,
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

  // Sorted here, not by SQL collation, so both engines list the parts in one order.
  const all = [...groups.values()].sort(
    (a, b) =>
      a.component.componentName.localeCompare(b.component.componentName) ||
      a.component.id - b.component.id,
  );
  const page = all.slice((paging.page - 1) * paging.size, paging.page * paging.size);
  const groupOf = new Map<number, Group>();
  for (const group of page) for (const id of group.materialIds) groupOf.set(id, group);
  const records = await approvedRecordsOf(ctx.db, [...groupOf.keys()]);
  const isAdmin = actor.role === Role.Admin;
  for (const { record, cdoc } of records) {
    const group = groupOf.get(record.materialId);
    // Several materials of one part often carry the same certificate: list it once.
    if (!group || group.cdocIds.has(cdoc.id)) continue;
    group.cdocIds.add(cdoc.id);
    group.component.allCertificates.push({
      id: record.id,
      source: cdocUrl(ctx.config, cdoc),
      serviceName: cdoc.serviceName,
      certifyingBody: cdoc.certifyingBody,
      referenceNumber: cdoc.refNumber,
      expireDate: cdoc.expiryDate,
      manufacture: cdoc.holder,
      rawVersion: cdoc.rawVersion,
      ...(isAdmin ? { cDocNo: cdoc.id } : {}),
    });
  }
  return { data: page.map((g) => g.component), total: all.length };
}
