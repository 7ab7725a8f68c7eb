/**
 * The work queue's reads (DESIGN.md §10.4). Each is one set-based statement whatever the
 * number of products or components: /home is opened many times a day, by every user.
 *
 * A part is "in use" when a component of a product uses it; certificates and exemptions of
 * parts no product uses wait for nobody. Dates are compared with the caller's `today`
 * ('YYYY-MM-DD'), so a test can set the clock.
 */
import { sql, type SQL } from 'drizzle-orm';
import { ProductStatus, RohsStatus } from '@partproof/shared';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows-of.js';

/** A request still waiting for its answer (requests.queries.ts `requestState`, in SQL). */
export const REQUEST_OPEN = sql`r.revoked_at is null and r.answered_at is null and r.expires_at > now()
  and not exists (select 1 from declarations ad where ad.request_id = r.id)`;

/** A material's RoHS status for its product's category (parts.rohs_by_category, else the worst). */
const LINE_ROHS = sql`coalesce((pa.rohs_by_category -> products.eee_category::text ->> 'status')::int, pa.rohs_status, ${RohsStatus.Pending})`;

const ATTENTION = [RohsStatus.SoonOutdated, RohsStatus.Outdated, RohsStatus.NotApproved];

export interface StaffCountRow {
  products_in_review: number;
  candidates_to_approve: number;
  declarations_in_review: number;
  open_flags: number;
  requests_overdue: number;
  expiring30: number;
  expiring90: number;
}

/** Approved certificates of parts in use whose end falls in [today, today + days]. */
const certificatesEnding = (today: string, days: number) => sql`
  select count(*)::int from part_certificates pc join cdocs c on c.id = pc.cdoc_id
  where c.expiry_date between ${today}::date and ${today}::date + ${days}::int
    and exists (select 1 from materials m where m.part_id = pc.part_id)`;

export async function staffCounts(db: Db, today: string): Promise<StaffCountRow> {
  const [row] = rowsOf<StaffCountRow>(
    await db.execute(sql`select
      (select count(*)::int from products where status_id = ${ProductStatus.ReadyForReview}) as products_in_review,
      (select count(distinct t.part_id)::int from temp_certificates t
        where exists (select 1 from materials m where m.part_id = t.part_id)) as candidates_to_approve,
      (select count(*)::int from declarations where review_state = 'in-review') as declarations_in_review,
      (select count(*)::int from material_flags where resolved_at is null) as open_flags,
      (select count(*)::int from manufacturer_requests r
        where ${REQUEST_OPEN} and (r.reminders > 0 or r.escalated_at is not null)) as requests_overdue,
      (${certificatesEnding(today, 30)}) as expiring30,
      (${certificatesEnding(today, 90)}) as expiring90`),
  );
  if (!row) throw new Error('the staff counts answered no row');
  return row;
}

export interface ProductSummaryRow {
  id: number;
  name: string;
  missing_certificates: number;
  missing_declarations: number;
  expiring90: number;
  open_requests: number;
  approved: number;
  waiting_for_reply: number;
  in_review: number;
  not_approved: number;
  lines: number;
  rohs_approved: number;
  rohs_attention: number;
}

/** At most this many products carry their summary on /home. */
export const HOME_PRODUCTS = 50;

/**
 * Each product's summary: what it misses, what ends within 90 days, its open requests and its
 * lines by certificate and RoHS status. `which` picks the products (visibility, status).
 */
export async function productSummaries(
  db: Db,
  which: SQL,
  today: string,
): Promise<ProductSummaryRow[]> {
  return rowsOf<ProductSummaryRow>(
    await db.execute(sql`
      with chosen as (
        select products.id from products where ${which}
        order by products.updated_at desc, products.id desc limit ${HOME_PRODUCTS}
      ), requests as (
        select m.product_id, count(distinct r.id)::int as n
        from materials m
        join request_parts rp on rp.part_id = m.part_id
        join manufacturer_requests r on r.id = rp.request_id
        where m.product_id in (select id from chosen) and ${REQUEST_OPEN}
        group by m.product_id
      )
      select products.id, products.name,
        count(m.id) filter (where m.critical and not m.dnp and not exists
          (select 1 from part_certificates pc where pc.part_id = m.part_id))::int as missing_certificates,
        count(m.id) filter (where not m.dnp and not exists
          (select 1 from part_declarations pd join declarations d on d.id = pd.declaration_id
           where pd.part_id = m.part_id and d.review_state = 'approved'))::int as missing_declarations,
        count(distinct m.part_id) filter (where exists
          (select 1 from part_certificates pc join cdocs c on c.id = pc.cdoc_id
           where pc.part_id = m.part_id
             and c.expiry_date between ${today}::date and ${today}::date + 90))::int as expiring90,
        coalesce(max(requests.n), 0)::int as open_requests,
        count(m.id) filter (where m.material_status_id = 2)::int as approved,
        count(m.id) filter (where m.material_status_id = 3)::int as waiting_for_reply,
        count(m.id) filter (where m.material_status_id = 1)::int as in_review,
        count(m.id) filter (where m.material_status_id = 4)::int as not_approved,
        count(m.id)::int as lines,
        count(m.id) filter (where ${LINE_ROHS} = ${RohsStatus.Approved})::int as rohs_approved,
        count(m.id) filter (where ${LINE_ROHS} in (${sql.join(ATTENTION, sql`, `)}))::int as rohs_attention
      from products
      left join materials m on m.product_id = products.id
      left join parts pa on pa.id = m.part_id
      left join requests on requests.product_id = products.id
      where products.id in (select id from chosen)
      group by products.id, products.name, products.updated_at
      order by products.updated_at desc, products.id desc`),
  );
}

export interface MonthRow {
  month: string;
  n: number;
}

/** Approved certificates of parts used by the chosen products ending per month, for a year. */
export async function certificatesByMonth(
  db: Db,
  which: SQL | undefined,
  today: string,
): Promise<MonthRow[]> {
  return rowsOf<MonthRow>(
    await db.execute(sql`
      select to_char(c.expiry_date, 'YYYY-MM') as month, count(*)::int as n
      from part_certificates pc join cdocs c on c.id = pc.cdoc_id
      where c.expiry_date between ${today}::date and ${today}::date + 365
        and exists (select 1 from materials m join products on products.id = m.product_id
                    where m.part_id = pc.part_id and ${which ?? sql`true`})
      group by 1 order by 1`),
  );
}

export interface ExemptionUseRow {
  product_id: number;
  product_name: string;
  eee_category: number;
  material_id: number;
  manufacturer: string;
  mpn: string;
  exemption: string;
}

/**
 * Every exemption an approved declaration of a part in use claims, once per product and
 * part (with the product's first line of the part). Few rows: most declarations claim none.
 */
export async function exemptionUses(db: Db, which: SQL | undefined): Promise<ExemptionUseRow[]> {
  return rowsOf<ExemptionUseRow>(
    await db.execute(sql`
      select distinct on (products.id, pa.id, e.id)
        products.id as product_id, products.name as product_name, products.eee_category,
        m.id as material_id, pa.manufacturer, pa.mpn, e.id as exemption
      from part_declarations pd
      join declarations d on d.id = pd.declaration_id and d.review_state = 'approved'
      cross join lateral unnest(d.exemptions) as e(id)
      join parts pa on pa.id = pd.part_id
      join materials m on m.part_id = pd.part_id and not m.dnp
      join products on products.id = m.product_id
      where ${which ?? sql`true`}
      order by products.id, pa.id, e.id, m.position, m.id`),
  );
}
