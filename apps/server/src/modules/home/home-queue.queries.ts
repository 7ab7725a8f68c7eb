/**
 * The items behind each staff count on /home (DESIGN.md §10.4), a page at a time and in the
 * order staff work them: what has waited longest, or ends soonest, first. One statement per
 * page; `total` comes with the rows (`count(*) over ()`), so an empty page still needs one
 * more statement only when the page is past the end.
 */
import { sql, type SQL } from 'drizzle-orm';
import { ProductStatus, type HomeQueueItem, type StaffQueueKey } from '@partproof/shared';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows-of.js';
import { REQUEST_OPEN } from './home.queries.js';

interface ItemRow {
  product_id: number | null;
  product_name: string | null;
  material_id: number | null;
  title: string;
  detail: string;
  date: string | null;
  total: number;
}

/** The first product (and its first line) using a part, for items about a part. */
const FIRST_USE = (partColumn: SQL) => sql`left join lateral (
    select m.id as material_id, products.id as product_id, products.name as product_name
    from materials m join products on products.id = m.product_id
    where m.part_id = ${partColumn} order by products.id, m.position, m.id limit 1
  ) use on true`;

function certificatesEnding(today: string, days: number): SQL {
  return sql`
    select use.product_id, use.product_name, use.material_id,
      pa.manufacturer || ' ' || pa.mpn as title,
      c.certifying_body || ' ' || c.ref_number as detail,
      to_char(c.expiry_date, 'YYYY-MM-DD') as date, count(*) over ()::int as total
    from part_certificates pc
    join cdocs c on c.id = pc.cdoc_id
    join parts pa on pa.id = pc.part_id
    ${FIRST_USE(sql`pc.part_id`)}
    where c.expiry_date between ${today}::date and ${today}::date + ${days}::int
      and use.product_id is not null
    order by c.expiry_date, pc.id`;
}

/** The statement listing a key's items (exemptionsEnding is computed in the service). */
export function queueStatement(key: Exclude<StaffQueueKey, 'exemptionsEnding'>, today: string) {
  const statements: Record<typeof key, SQL> = {
    productsInReview: sql`
      select products.id as product_id, products.name as product_name, null::int as material_id,
        'Ready for review' as title,
        (select count(*) from materials m where m.product_id = products.id)::text || ' components' as detail,
        to_char(products.updated_at, 'YYYY-MM-DD') as date, count(*) over ()::int as total
      from products where status_id = ${ProductStatus.ReadyForReview}
      order by products.updated_at, products.id`,
    candidatesToApprove: sql`
      select use.product_id, use.product_name, use.material_id,
        pa.manufacturer || ' ' || pa.mpn as title,
        t.n::text || case when t.n = 1 then ' candidate' else ' candidates' end
          || ', best match ' || t.best::text || ' %' as detail,
        to_char(t.since, 'YYYY-MM-DD') as date, count(*) over ()::int as total
      from (select part_id, count(*) as n, max(match_percent) as best, min(created_at) as since
            from temp_certificates group by part_id) t
      join parts pa on pa.id = t.part_id
      ${FIRST_USE(sql`t.part_id`)}
      where use.product_id is not null
      order by t.since, t.part_id`,
    declarationsInReview: sql`
      select r.product_id, products.name as product_name, null::int as material_id,
        mf.name || ' — ' || d.kind as title,
        case when d.source = 'supplier' then 'Uploaded by the supplier' else 'Added by staff' end
          || coalesce(', issued ' || d.date_issue, '') as detail,
        to_char(d.created_at, 'YYYY-MM-DD') as date, count(*) over ()::int as total
      from declarations d
      join manufacturers mf on mf.id = d.manufacturer_id
      left join manufacturer_requests r on r.id = d.request_id
      left join products on products.id = r.product_id
      where d.review_state = 'in-review'
      order by d.created_at, d.id`,
    openFlags: sql`
      select products.id as product_id, products.name as product_name, m.id as material_id,
        m.manufacturer || ' ' || m.component_name as title, f.reason as detail,
        to_char(f.created_at, 'YYYY-MM-DD') as date, count(*) over ()::int as total
      from material_flags f
      join materials m on m.id = f.material_id
      join products on products.id = m.product_id
      where f.resolved_at is null
      order by f.created_at, f.id`,
    requestsOverdue: sql`
      select r.product_id, products.name as product_name, null::int as material_id,
        mf.name as title,
        case when r.escalated_at is not null then 'Escalated'
             else 'Reminded ' || r.reminders::text || case when r.reminders = 1 then ' time' else ' times' end
        end || ', no answer since ' || to_char(r.created_at, 'YYYY-MM-DD') as detail,
        to_char(coalesce(r.escalated_at, r.reminded_at, r.created_at), 'YYYY-MM-DD') as date,
        count(*) over ()::int as total
      from manufacturer_requests r
      join manufacturers mf on mf.id = r.manufacturer_id
      left join products on products.id = r.product_id
      where ${REQUEST_OPEN} and (r.reminders > 0 or r.escalated_at is not null)
      order by r.created_at, r.id`,
    expiring30: certificatesEnding(today, 30),
    expiring90: certificatesEnding(today, 90),
  };
  return statements[key];
}

export async function queuePage(
  db: Db,
  statement: SQL,
  page: number,
  size: number,
): Promise<{ data: HomeQueueItem[]; total: number }> {
  const rows = rowsOf<ItemRow>(
    await db.execute(sql`${statement} limit ${size} offset ${(page - 1) * size}`),
  );
  const total =
    rows[0]?.total ??
    (page === 1
      ? 0
      : (rowsOf<{ n: number }>(
          await db.execute(sql`select count(*)::int as n from (${statement}) q`),
        )[0]?.n ?? 0));
  return {
    data: rows.map((r) => ({
      productId: r.product_id,
      productName: r.product_name,
      materialId: r.material_id,
      title: r.title,
      detail: r.detail,
      date: r.date,
    })),
    total,
  };
}
