/**
 * `product/getAllComponents`: the Components screen lists parts (DESIGN.md §9.1) — every
 * part used by a product the caller may see — with those products, the part's
 * certification records and their counts. One SQL query filters, counts, sorts and pages
 * in the database; a second loads the page's records. The products list is returned for
 * every role; the screen hides the IN PRODUCT column for engineers (spec §2), since the
 * products are theirs to see anyway. `id` is the part's first visible material, which the
 * screen's 'Upload new certificate' names.
 */
import { sql, type SQL } from 'drizzle-orm';
import { type Component, type ComponentListQuery, type ComponentSortKey } from '@partproof/shared';
import type { Ctx } from '../../context.js';
import { can } from '../../access/can.js';
import { materials, parts, products } from '../../db/schema/index.js';
import type { Actor } from '../../plugins/auth.js';
import { cdocUrl } from '../cdocs/cdocs.queries.js';
import { opensTo } from '../../access/visibility.js';
import { approvedRecordsOfParts } from './part-facts.queries.js';

interface PartRow {
  part_id: number;
  id: number;
  component_name: string;
  manufacturer: string;
  type: string;
  products: { id: number; name: string }[] | string;
  total: number;
}

// Case-blind, in byte order ("C"), so PGlite and PostgreSQL list the parts alike; part
// numbers by their natural sort key (numbers by value, part-keys.ts).
const text = (column: SQL) => sql`lower(${column}) collate "C"`;

const ORDER: Record<ComponentSortKey, SQL> = {
  componentName: sql`p.mpn_sort collate "C"`,
  manufacturer: text(sql`p.manufacturer`),
  type: text(sql`u.type`),
  products: sql`u.product_count`,
  certificates: sql`(select count(*) from part_certificates pc where pc.part_id = p.id)`,
};

export async function listComponents(
  ctx: Ctx,
  actor: Actor,
  query: Pick<ComponentListQuery, 'page' | 'size' | 'sortDir'> & { sortBy?: ComponentSortKey },
) {
  const visible = opensTo(actor);
  const direction = query.sortDir === 'desc' ? sql`desc` : sql`asc`;
  const result: unknown = await ctx.db.execute(sql`
    with used as (
      select ${materials.partId} as part_id, min(${materials.id}) as first_material,
        (array_agg(${materials.type} order by ${materials.id}))[1] as type,
        count(distinct ${materials.productId}) as product_count,
        json_agg(distinct jsonb_build_object('id', ${products.id}, 'name', ${products.name})) as products
      from ${materials} join ${products} on ${products.id} = ${materials.productId}
      where ${materials.partId} is not null ${visible ? sql`and ${visible}` : sql``}
      group by ${materials.partId}
    )
    select p.id as part_id, u.first_material as id, p.mpn as component_name, p.manufacturer,
      u.type, u.products, count(*) over () as total
    from used u join ${parts} p on p.id = u.part_id
    order by ${ORDER[query.sortBy ?? 'componentName']} ${direction}, ${ORDER.componentName}, p.id
    limit ${query.size} offset ${(query.page - 1) * query.size}`);
  const rows = (result as { rows: PartRow[] }).rows;
  const page = rows.map((row) => toComponent(row));
  const byPart = new Map(page.map((component) => [component.partId, component]));
  const seesCdocNo = can(actor, 'cdoc.seeNumber');
  for (const { record, cdoc } of await approvedRecordsOfParts(ctx.db, [...byPart.keys()])) {
    byPart.get(record.partId)?.allCertificates.push({
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
  return { data: page, total: Number(rows[0]?.total ?? 0) };
}

function toComponent(row: PartRow): Component {
  // json_agg arrives parsed from node-postgres and as text from some PGlite paths.
  const products =
    typeof row.products === 'string'
      ? (JSON.parse(row.products) as { id: number; name: string }[])
      : row.products;
  return {
    id: Number(row.id),
    partId: Number(row.part_id),
    componentName: row.component_name,
    manufacturer: row.manufacturer,
    type: row.type,
    product: products.map((p) => ({ id: Number(p.id), name: p.name })).sort((a, b) => a.id - b.id),
    allCertificates: [],
  };
}
