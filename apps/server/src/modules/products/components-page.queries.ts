/**
 * One page of a product's components (DESIGN.md §10.1), paged, sorted and searched by the
 * database in one statement whatever the product's size: the top-level rows are those the web
 * showed when it folded the whole list (features/materials/utils/alternatives.ts: the first
 * material of each internal reference in BOM order; an empty reference never groups), a
 * search keeps a row when it or one of its alternatives matches, and the page's materials
 * come back as one JSON document like product/get's (db/json-rows.ts says why).
 */
import { sql, type SQL } from 'drizzle-orm';
import { normalise, type BomSearchType, type BomSortKey } from '@partproof/shared';
import type { Db } from '../../db/client.js';
import { rowsFromJson } from '../../db/json-rows.js';
import { materials } from '../../db/schema/index.js';
import { normalisedSql, referenceKeySql } from './search-keys.sql.js';

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
  type: sql`mat.type`,
  internalReference: sql`mat.internal_reference`,
  componentName: sql`mat.component_name`,
  manufacturer: sql`mat.manufacturer`,
};

// Text sorts are case-blind and in code-point order ("C"), the same on both engines.
const SORT_VALUE: Record<BomSortKey, SQL> = {
  internalReference: sql`lower(top.internal_reference) collate "C"`,
  componentName: sql`lower(top.component_name) collate "C"`,
  manufacturer: sql`lower(top.manufacturer) collate "C"`,
  type: sql`lower(top.type) collate "C"`,
  critical: sql`top.critical`,
  // The counts product/get shows (parts/part-facts.queries.ts): the part's records.
  certificates: sql`coalesce(pc.n, 0)`,
  tempCertificates: sql`coalesce(tc.n, 0)`,
};

/** Only the count a sort needs is computed, in one grouped pass over the page's parts. */
function countJoin(sort: BomSortKey | undefined): SQL {
  if (sort === 'certificates')
    return sql`left join (
      select part_id, count(*)::int as n from part_certificates
      where part_id in (select part_id from top) group by part_id
    ) pc on pc.part_id = top.part_id`;
  if (sort === 'tempCertificates')
    return sql`left join (
      select part_id, count(*)::int as n from temp_certificates
      where part_id in (select part_id from top) group by part_id
    ) tc on tc.part_id = top.part_id`;
  return sql``;
}

/**
 * The condition on `mat` for the rows a search keeps; null for no search. A query that is
 * blank searches nothing; one that normalises to nothing (only punctuation) matches nothing,
 * as `matchesQuery` does.
 */
function searchCondition(request: ComponentsPageRequest): SQL | null {
  if (request.query === undefined || request.query.trim() === '') return null;
  const query = normalise(request.query);
  if (query === '') return sql`false`;
  return sql`strpos(${normalisedSql(SEARCH_COLUMN[request.searchType])}, ${query}) > 0`;
}

export interface ComponentsPageRows {
  total: number;
  /** The page's top-level material ids, in page order. */
  mainIds: number[];
  /** The page's materials (its rows and their alternatives) in BOM order, with their row. */
  materials: (typeof materials.$inferSelect)[];
  mainOf: Map<number, number>;
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
    ? sql`${SORT_VALUE[request.sort]} ${direction}, top.position, top.id`
    : sql`top.position, top.id`;
  const key = referenceKeySql(sql`m.internal_reference`);
  const result = await db.execute(sql`
    with mat as materialized (
      select m.id, m.position, m.part_id, m.internal_reference, m.component_name,
        m.manufacturer, m.type, m.critical,
        case when ${key} = '' then m.id
          else first_value(m.id) over (partition by ${key} order by m.position, m.id) end
          as main_id
      from ${materials} m where m.product_id = ${request.productId}
    ),
    ${
      // Its own pass, once per component: inside the row filter the planner may run the
      // search again for every row (a nested loop took seconds on 2,000 components).
      search
        ? sql`hit as materialized (select distinct mat.main_id from mat where ${search}),`
        : sql``
    }
    top as materialized (
      select mat.* from mat where mat.id = mat.main_id
      ${search ? sql`and mat.id in (select hit.main_id from hit)` : sql``}
    ),
    page as materialized (
      select top.id, row_number() over (order by ${order}) as n
      from top ${countJoin(request.sort)}
      order by ${order}
      limit ${request.limit} offset ${(request.page - 1) * request.limit}
    )
    select
      (select count(*)::int from top) as total,
      (select coalesce(json_agg(page.id order by page.n), '[]')::text from page) as "mainIds",
      (select coalesce(json_agg(json_build_array(mat.id, mat.main_id)), '[]')::text
        from mat where mat.main_id in (select id from page)) as groups,
      (select coalesce(json_agg(m order by m.position, m.id), '[]')::text
        from ${materials} m
        where m.id in (select mat.id from mat where mat.main_id in (select id from page)))
        as rows`);
  const [row] = (
    result as {
      rows: { total: number | string; mainIds: string; groups: string; rows: string }[];
    }
  ).rows;
  return {
    total: Number(row?.total ?? 0),
    mainIds: JSON.parse(row?.mainIds ?? '[]') as number[],
    materials: rowsFromJson(materials, row?.rows),
    mainOf: new Map(JSON.parse(row?.groups ?? '[]') as [number, number][]),
  };
}
