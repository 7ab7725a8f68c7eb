/**
 * `GET /home` and `GET /home/queue` (DESIGN.md §10.4): what waits for staff, and what each of
 * a customer's products still misses. Counts and summaries are set-based statements
 * (home.queries.ts); only exemption ends are weighed in JavaScript, because the table in
 * force is data with per-category dates (exemptionState), over the few claims there are.
 */
import { inArray, sql, type SQL } from 'drizzle-orm';
import {
  EXEMPTION_WARNING_DAYS,
  exemptionState,
  ProductStatus,
  type EeeCategory,
  type Home,
  type HomeProduct,
  type HomeQueueItem,
  type StaffQueueKey,
} from '@partproof/shared';
import type { Ctx } from '../../context.js';
import { can } from '../../access/can.js';
import { visibleTo } from '../../access/visibility.js';
import { products } from '../../db/schema/index.js';
import type { Actor } from '../../plugins/auth.js';
import { dayOf } from '../declarations/rohs-status.js';
import { exemptionsInForce } from '../declarations/exemption-tables.queries.js';
import {
  certificatesByMonth,
  exemptionUses,
  productSummaries,
  staffCounts,
  type ProductSummaryRow,
} from './home.queries.js';
import { queuePage, queueStatement } from './home-queue.queries.js';

function summary(row: ProductSummaryRow): HomeProduct {
  return {
    id: row.id,
    name: row.name,
    missingCertificates: row.missing_certificates,
    missingDeclarations: row.missing_declarations,
    expiring90: row.expiring90,
    openRequests: row.open_requests,
    status: {
      certificates: {
        approved: row.approved,
        waitingForReply: row.waiting_for_reply,
        inReview: row.in_review,
        notApproved: row.not_approved,
      },
      rohs: {
        approved: row.rohs_approved,
        attention: row.rohs_attention,
        open: row.lines - row.rohs_approved - row.rohs_attention,
      },
    },
  };
}

interface ExemptionEnd {
  item: HomeQueueItem;
  /** 'YYYY-MM-DD', the last day the exemption holds for the product's category. */
  expires: string;
}

/**
 * The claims of exemptions that end within `days` (and have not ended) for the product's
 * category, soonest first: one per product, part and exemption.
 */
async function exemptionEnds(
  ctx: Ctx,
  which: SQL | undefined,
  today: string,
  days: number,
): Promise<ExemptionEnd[]> {
  const [uses, exemptions] = await Promise.all([
    exemptionUses(ctx.db, which),
    exemptionsInForce(ctx.db),
  ]);
  const ends: ExemptionEnd[] = [];
  for (const use of uses) {
    const category = use.eee_category as EeeCategory;
    const state = exemptionState(exemptions, use.exemption, today, category);
    if (state.expires === null || state.expired || (state.expiresInDays ?? 0) > days) continue;
    ends.push({
      expires: state.expires,
      item: {
        productId: use.product_id,
        productName: use.product_name,
        materialId: use.material_id,
        title: `${use.manufacturer} ${use.mpn}`,
        detail: `Exemption ${use.exemption} ends on ${state.expires} for category ${category}`,
        date: state.expires,
      },
    });
  }
  return ends.sort(
    (a, b) =>
      a.expires.localeCompare(b.expires) || (a.item.productId ?? 0) - (b.item.productId ?? 0),
  );
}

/** Twelve months from today's, each with the certificates and exemptions ending in it. */
function timeline(
  certificates: { month: string; n: number }[],
  exemptionDates: string[],
  today: string,
) {
  const start = new Date(`${today.slice(0, 7)}-01T00:00:00Z`);
  return Array.from({ length: 12 }, (_, i) => {
    const month = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + i, 1))
      .toISOString()
      .slice(0, 7);
    return {
      month,
      certificates: certificates.find((c) => c.month === month)?.n ?? 0,
      exemptions: exemptionDates.filter((d) => d.startsWith(month)).length,
    };
  });
}

export async function home(ctx: Ctx, actor: Actor, now = new Date()): Promise<Home> {
  const today = dayOf(now);
  if (!can(actor, 'home.queue')) {
    const visible = visibleTo(actor);
    const [rows, months, ends] = await Promise.all([
      productSummaries(ctx.db, visible ?? sql`true`, today),
      certificatesByMonth(ctx.db, visible, today),
      exemptionEnds(ctx, visible, today, 365),
    ]);
    return {
      role: 'customer',
      counts: {},
      products: rows.map(summary),
      timeline: timeline(
        months,
        ends.map((e) => e.expires),
        today,
      ),
    };
  }
  const active = inArray(products.statusId, [
    ProductStatus.ReadyForReview,
    ProductStatus.Collecting,
  ]);
  const [counts, rows, months, ends] = await Promise.all([
    staffCounts(ctx.db, today),
    productSummaries(ctx.db, active, today),
    certificatesByMonth(ctx.db, undefined, today),
    exemptionEnds(ctx, undefined, today, 365),
  ]);
  return {
    role: 'staff',
    counts: {
      productsInReview: counts.products_in_review,
      candidatesToApprove: counts.candidates_to_approve,
      declarationsInReview: counts.declarations_in_review,
      openFlags: counts.open_flags,
      requestsOverdue: counts.requests_overdue,
      expiring30: counts.expiring30,
      expiring90: counts.expiring90,
      exemptionsEnding: ends.filter((e) => e.expires <= addDays(today, EXEMPTION_WARNING_DAYS))
        .length,
    },
    products: rows.map(summary),
    timeline: timeline(
      months,
      ends.map((e) => e.expires),
      today,
    ),
  };
}

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

export async function homeQueue(
  ctx: Ctx,
  query: { key: StaffQueueKey; page: number; size: number },
  now = new Date(),
): Promise<{ data: HomeQueueItem[]; total: number }> {
  const today = dayOf(now);
  if (query.key === 'exemptionsEnding') {
    const ends = await exemptionEnds(ctx, undefined, today, EXEMPTION_WARNING_DAYS);
    const from = (query.page - 1) * query.size;
    return { data: ends.slice(from, from + query.size).map((e) => e.item), total: ends.length };
  }
  return queuePage(ctx.db, queueStatement(query.key, today), query.page, query.size);
}
