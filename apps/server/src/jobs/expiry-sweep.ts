/**
 * The daily expiry sweep (DESIGN.md §8: one job, the declarations issue adds RoHS
 * soon-outdated / outdated to it). Certificates past their expiry date become invalid with
 * the reason in why_valid, and the materials (through their parts) and products that rely
 * on them are flagged;
 * a flag clears again once no expired certificate is left behind it (e.g. a record was
 * replaced). One transaction: the flags never disagree with the records.
 */
import { sql } from 'drizzle-orm';
import type { Ctx } from '../context.js';
import { writeAudit } from '../lib/audit.js';

export interface ExpirySweepResult {
  expired: number;
  flaggedMaterials: number;
  flaggedProducts: number;
}

const count = (result: unknown) => (result as { rows: unknown[] }).rows.length;

export async function runExpirySweep(ctx: Ctx, today = new Date()): Promise<ExpirySweepResult> {
  const day = today.toISOString().slice(0, 10);
  return ctx.db.transaction(async (tx) => {
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
    const result = { expired, flaggedMaterials, flaggedProducts };
    if (expired || flaggedMaterials || flaggedProducts) {
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
}

export function createExpirySweep(ctx: Ctx) {
  return () => runExpirySweep(ctx);
}
