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
  /** JSON text: `{ id, name }[]` in id order. */
  products: string;
  total: number;
}

// Case-blind, in byte order ("C"), so PGlite and PostgreSQL list the parts alike; part
// numbers by their natural sort key (numbers by value, part-keys.ts).
const text = (column: SQL) => sql`lower(${column}) collate "C"`;

const ORDER: Record<ComponentSortKey, SQL> = {
  componentName: sql`p.mpn_sort collate "C"`,
  manufacturer: text(sql`p.manufacturer`),
  type: text(sql`fm.type`),
  products: sql`u.product_count`,
  // Counted in one grouped pass joined below, not a subquery per part (20,000 of them).
  certificates: sql`coalesce(pc.n, 0)`,
};

export async function listComponents(
  ctx: Ctx,
  actor: Actor,
  query: Pick<ComponentListQuery, 'page' | 'size' | 'sortDir'> & { sortBy?: ComponentSortKey },
) {
  const visible = opensTo(actor);
  const reachable = sql`${materials.partId} is not null ${visible ? sql`and ${visible}` : sql``}`;
  const sortBy = query.sortBy ?? 'componentName';
  const direction = query.sortDir === 'desc' ? sql`desc` : sql`asc`;
  // Every visible material is grouped once per read, for no more than the order needs: the
  // part's first material, and how many products only when sorting by them. What a row
  // shows (the first material's type unless sorted by it, the products' names) is read in
  // the select list, which PostgreSQL evaluates after the sort and limit, for the page's
  // parts only. Gathering it for every part, then keeping a page, cost ~100 ms over 24,000
  // materials (issue 19).
  const result: unknown = await ctx.db.execute(sql`
    with used as (
      select ${materials.partId} as part_id, min(${materials.id}) as first_material
        ${sortBy === 'products' ? sql`, count(distinct ${materials.productId}) as product_count` : sql``}
      from ${materials} join ${products} on ${products.id} = ${materials.productId}
      where ${reachable}
      group by ${materials.partId}
    )
    select p.id as part_id, u.first_material as id, p.mpn as component_name, p.manufacturer,
      ${sortBy === 'type' ? sql`fm.type` : sql`(select fm.type from ${materials} fm where fm.id = u.first_material)`} as type,
      (select count(*) from used) as total,
      (select json_agg(json_build_object('id', x.id, 'name', x.name) order by x.id)::text
        from (select distinct ${products.id} as id, ${products.name} as name
          from ${materials} join ${products} on ${products.id} = ${materials.productId}
          where ${materials.partId} = p.id and ${reachable}) x) as products
    from used u join ${parts} p on p.id = u.part_id
      ${sortBy === 'type' ? sql`join ${materials} fm on fm.id = u.first_material` : sql``}
      ${
        sortBy === 'certificates'
          ? sql`left join (select part_id, count(*) as n from part_certificates group by part_id)
              pc on pc.part_id = p.id`
          : sql``
      }
    order by ${ORDER[sortBy]} ${direction}, ${ORDER.componentName}, p.id
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
  const products = JSON.parse(row.products) as { id: number; name: string }[];
  return {
    id: Number(row.id),
    partId: Number(row.part_id),
    componentName: row.component_name,
    manufacturer: row.manufacturer,
    type: row.type,
    product: products,
    allCertificates: [],
  };
}
