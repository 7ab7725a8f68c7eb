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
import type { Db } from '../db/client.js';
import { parts } from '../db/schema/index.js';
import { writeAudit } from '../lib/audit.js';
import { publishRohs } from '../modules/declarations/review.service.js';
import { recomputeParts, statusContext } from '../modules/declarations/rohs-status.js';

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
    // Approved declarations age by what they say, and requests expire: recomputed against today.
    const before = await rohsStatesOfLinkedParts(tx);
    const states = await recomputeParts(tx, await statusContext(tx, ctx.config, today), 'linked');
    const moved = states.filter((s) => before.get(s.partId) !== s.status);
    await publishRohs(tx, moved);
    const rohsChanged = moved.length;
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
}

async function rohsStatesOfLinkedParts(db: Db): Promise<Map<number, number>> {
  const rows = await db
    .select({ id: parts.id, status: parts.rohsStatus })
    .from(parts)
    .where(
      sql`${parts.rohsStatus} = 3 or exists (select 1 from part_declarations pd where pd.part_id = ${parts.id})`,
    );
  return new Map(rows.map((r) => [r.id, r.status]));
}

export function createExpirySweep(ctx: Ctx) {
  return () => runExpirySweep(ctx);
}
