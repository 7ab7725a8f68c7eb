/**
 * One page of a product's components (DESIGN.md §10.1), paged, sorted and searched by the
 * database in one statement whatever the product's size. What every read used to recompute
 * is stored with the line (drizzle/0017): `main_id`, the first line of its internal
 * reference in BOM order (the top-level row, as the web folded the whole list; an empty
 * reference never groups), kept by triggers; and each searchable text put through the
 * shared `normalise` by the writers (materials/material-keys.ts). So the unsorted page is a
 * range of materials_top_idx, a search is a plain substring test on a stored column, and
 * the page's materials come back as one JSON document like product/get's
 * (db/json-rows.ts says why).
 */
import { sql, type SQL } from 'drizzle-orm';
import { normalise, type BomSearchType, type BomSortKey } from '@partproof/shared';
import type { Db } from '../../db/client.js';
import { rowsFromJson } from '../../db/json-rows.js';
import { materials } from '../../db/schema/index.js';

export interface ComponentsPageRequest {
  productId: number;
  page: number;
  limit: number;
  sort?: BomSortKey;
  order: 'asc' | 'desc';
  searchType: BomSearchType;
  query?: string;
}

const SEARCH_COLUMN: Record<BomSearchType, SQL> = {
  type: sql`h.search_type`,
  internalReference: sql`h.search_internal_reference`,
  componentName: sql`h.search_component_name`,
  manufacturer: sql`h.search_manufacturer`,
};

// Text sorts are case-blind and in code-point order ("C"), the same on both engines.
const SORT_VALUE: Record<BomSortKey, SQL> = {
  internalReference: sql`lower(m.internal_reference) collate "C"`,
  componentName: sql`lower(m.component_name) collate "C"`,
  manufacturer: sql`lower(m.manufacturer) collate "C"`,
  type: sql`lower(m.type) collate "C"`,
  critical: sql`m.critical`,
  // The counts product/get shows (parts/part-facts.queries.ts): the part's records.
  certificates: sql`coalesce(pc.n, 0)`,
  tempCertificates: sql`coalesce(tc.n, 0)`,
};

/** Only the count a sort needs is computed, in one grouped pass over the product's parts. */
function countJoin(sort: BomSortKey | undefined, rows: SQL): SQL {
  if (sort === 'certificates')
    return sql`left join (
      select part_id, count(*)::int as n from part_certificates
      where part_id in (select m.part_id from materials m where ${rows}) group by part_id
    ) pc on pc.part_id = m.part_id`;
  if (sort === 'tempCertificates')
    return sql`left join (
      select part_id, count(*)::int as n from temp_certificates
      where part_id in (select m.part_id from materials m where ${rows}) group by part_id
    ) tc on tc.part_id = m.part_id`;
  return sql``;
}

/**
 * The condition on the product's lines `h` a search keeps; null for no search. A query that
 * is blank searches nothing; one that normalises to nothing (only punctuation) matches
 * nothing, as `matchesQuery` does. A normalised query holds no `%`, `_` or `\`, but
 * `strpos` needs no escaping at all.
 */
function searchCondition(request: ComponentsPageRequest): SQL | null {
  if (request.query === undefined || request.query.trim() === '') return null;
  const query = normalise(request.query);
  if (query === '') return sql`false`;
  return sql`strpos(${SEARCH_COLUMN[request.searchType]}, ${query}) > 0`;
}

export interface ComponentsPageRows {
  total: number;
  /** The page's top-level material ids, in page order. */
  mainIds: number[];
  /** The page's materials (its rows and their alternatives) in BOM order; `mainId` is the row. */
  materials: (typeof materials.$inferSelect)[];
}

export async function componentsPageRows(
  db: Db,
  request: ComponentsPageRequest,
): Promise<ComponentsPageRows> {
  const search = searchCondition(request);
  const direction = request.order === 'desc' ? sql`desc` : sql`asc`;
  // Ties keep the BOM order in both directions, and the id makes every order total, so
  // consecutive pages never overlap or skip a row.
  const order = request.sort
    ? sql`${SORT_VALUE[request.sort]} ${direction}, m.position, m.id`
    : sql`m.position, m.id`;
  // The top-level rows kept: a search keeps a row when it or one of its alternatives
  // matches, found in one pass of its own over the product's lines (`hit`).
  const top = sql`m.product_id = ${request.productId} and m.main_id = m.id
    ${search ? sql`and m.id in (select hit.main_id from hit)` : sql``}`;
  const result = await db.execute(sql`
    with
    ${
      search
        ? sql`hit as materialized (
            select distinct h.main_id from ${materials} h
            where h.product_id = ${request.productId} and ${search}
          ),`
        : sql``
    }
    page as materialized (
      -- Numbered as the sorted, limited rows come out: a window ordered like the page
      -- (row_number() over (order by …)) sorted every row of the product first, where the
      -- limit alone lets PostgreSQL keep only the top rows (issue 19).
      select s.id, row_number() over () as n from (
        select m.id
        from ${materials} m ${countJoin(request.sort, top)}
        where ${top}
        order by ${order}
        limit ${request.limit} offset ${(request.page - 1) * request.limit}
      ) s
    )
    select
      (select count(*)::int from ${materials} m where ${top}) as total,
      (select coalesce(json_agg(page.id order by page.n), '[]')::text from page) as "mainIds",
      (select coalesce(json_agg(m order by m.position, m.id), '[]')::text
        from ${materials} m where m.main_id in (select page.id from page)) as rows`);
  const [row] = (result as { rows: { total: number | string; mainIds: string; rows: string }[] })
    .rows;
  return {
    total: Number(row?.total ?? 0),
    mainIds: JSON.parse(row?.mainIds ?? '[]') as number[],
    materials: rowsFromJson(materials, row?.rows),
  };
}
