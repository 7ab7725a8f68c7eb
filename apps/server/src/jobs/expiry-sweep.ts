/**
 * The daily expiry sweep (DESIGN.md §8: one job, the declarations issue adds RoHS
 * soon-outdated / outdated to it). Certificates past their expiry date become invalid with
 * the reason in why_valid, and the materials (through their parts) and products that rely
 * on them are flagged;
 * a flag clears again once no expired certificate is left behind it (e.g. a record was
 * replaced). One transaction: the flags never disagree with the records. Parts that become
 * Soon outdated or Outdated are mailed to the RoHS admins, per product (rohs-aged-mail.ts).
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { Role, RohsStatus, shownForCategory } from '@partproof/shared';
import type { Ctx } from '../context.js';
import type { Db } from '../db/client.js';
import { materials, products, users } from '../db/schema/index.js';
import { writeAudit } from '../lib/audit.js';
import { publishRohs } from '../modules/declarations/review.service.js';
import {
  recomputeParts,
  statusContext,
  type PartRohs,
} from '../modules/declarations/rohs-status.js';
import { dispatchMails, storeMail } from '../modules/mails/mails.service.js';
import { rohsAgedMail, type AgedComponent } from './rohs-aged-mail.js';

export interface ExpirySweepResult {
  expired: number;
  flaggedMaterials: number;
  flaggedProducts: number;
  /** Parts whose RoHS status moved as their declarations aged (DESIGN.md §9.4). */
  rohsChanged: number;
}

const count = (result: unknown) => (result as { rows: unknown[] }).rows.length;

export async function runExpirySweep(ctx: Ctx, today = new Date()): Promise<ExpirySweepResult> {
  const day = today.toISOString().slice(0, 10);
  const mailIds: number[] = [];
  const result = await ctx.db.transaction(async (tx) => {
    const expired = count(
      await tx.execute(sql`
        update cdocs set is_valid = false,
          why_valid = 'Expired on ' || to_char(expiry_date, 'YYYY-MM-DD'),
          updated_at = now()
        where expiry_date < ${day}::date and is_valid
        returning id`),
    );
    const flaggedMaterials = count(
      await tx.execute(sql`
        update materials m set certificate_expired = flagged.expired
        from (
          select m2.id, exists (
            select 1 from part_certificates pc join cdocs c on c.id = pc.cdoc_id
            where pc.part_id = m2.part_id and c.expiry_date < ${day}::date
          ) as expired
          from materials m2
        ) flagged
        where flagged.id = m.id and m.certificate_expired <> flagged.expired
        returning m.id`),
    );
    const flaggedProducts = count(
      await tx.execute(sql`
        update products p set certificate_expired = flagged.expired
        from (
          select p2.id, exists (
            select 1 from materials m where m.product_id = p2.id and m.certificate_expired
          ) as expired
          from products p2
        ) flagged
        where flagged.id = p.id and p.certificate_expired <> flagged.expired
        returning p.id`),
    );
    // Approved declarations age by what they say, and requests expire: recomputed against today.
    const states = await recomputeParts(tx, await statusContext(tx, ctx.config, today), 'linked');
    const moved = states.filter((s) => s.previous.status !== s.status);
    await publishRohs(tx, moved);
    const rohsChanged = moved.length;
    mailIds.push(...(await mailAgedParts(tx, ctx, moved)));
    const result = { expired, flaggedMaterials, flaggedProducts, rohsChanged };
    if (expired || flaggedMaterials || flaggedProducts || rohsChanged) {
      await writeAudit(tx, {
        actorId: null,
        action: 'certificates.expiry-sweep',
        targetType: 'cdocs',
        targetId: day,
        after: result,
      });
    }
    return result;
  });
  await dispatchMails(ctx, mailIds);
  return result;
}

const AGED: ReadonlySet<number> = new Set([RohsStatus.SoonOutdated, RohsStatus.Outdated]);

/**
 * Mails each RoHS admin, per product, the components whose part became 5 or 6 this sweep for
 * that product's equipment category (a part may age for one category and not another).
 */
async function mailAgedParts(db: Db, ctx: Ctx, moved: PartRohs[]): Promise<number[]> {
  const candidates = new Map(moved.map((s) => [s.partId, s]));
  if (candidates.size === 0) return [];
  const uses = await db
    .select({
      partId: materials.partId,
      productId: products.id,
      productName: products.name,
      category: products.eeeCategory,
      internalReference: materials.internalReference,
      componentName: materials.componentName,
      manufacturer: materials.manufacturer,
    })
    .from(materials)
    .innerJoin(products, eq(products.id, materials.productId))
    .where(inArray(materials.partId, [...candidates.keys()]))
    .orderBy(products.id, materials.id);
  const byProduct = new Map<number, { name: string; components: AgedComponent[] }>();
  for (const use of uses) {
    const state = use.partId === null ? undefined : candidates.get(use.partId);
    if (!state) continue;
    const to = shownForCategory(state, state.byCategory, use.category);
    const from = shownForCategory(state.previous, state.previous.byCategory, use.category);
    if (!AGED.has(to.status) || (to.status === from.status && to.reason === from.reason)) continue;
    const entry = byProduct.get(use.productId) ?? { name: use.productName, components: [] };
    entry.components.push({ ...use, from: from.status, to: to.status, reason: to.reason });
    byProduct.set(use.productId, entry);
  }
  if (byProduct.size === 0) return [];
  const staff = await db
    .select({ email: users.email, language: users.language })
    .from(users)
    .where(and(eq(users.role, Role.Admin), eq(users.isRoHSAllow, true), isNull(users.disabledAt)));
  const ids: number[] = [];
  for (const [id, product] of byProduct) {
    for (const receiver of staff) {
      const mail = rohsAgedMail(
        ctx.config,
        receiver,
        { id, name: product.name },
        product.components,
      );
      ids.push(await storeMail(db, ctx, mail));
    }
  }
  return ids;
}

export function createExpirySweep(ctx: Ctx) {
  return () => runExpirySweep(ctx);
}
