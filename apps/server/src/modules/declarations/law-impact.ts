/**
 * What a new version of the law changes (DESIGN.md §10.2): each part whose RoHS status moves,
 * from what to what, and the components and products that use it — shown before an import
 * is applied, and answered again once it is.
 */
import { inArray } from 'drizzle-orm';
import type { LawImpact } from '@partproof/shared';
import type { Db } from '../../db/client.js';
import { materials } from '../../db/schema/index.js';
import type { PartRohs } from './rohs-status.js';

/**
 * Parts are listed by their worst status over their products' categories (the part's own
 * columns): a change for one category that leaves the worst as it was is not listed.
 */
export async function lawImpact(db: Db, states: PartRohs[], dryRun: boolean): Promise<LawImpact> {
  const changed = states.filter(
    (s) => s.status !== s.previous.status || s.reason !== s.previous.reason,
  );
  const uses =
    changed.length === 0
      ? []
      : await db
          .select({ id: materials.id, partId: materials.partId, productId: materials.productId })
          .from(materials)
          .where(
            inArray(
              materials.partId,
              changed.map((s) => s.partId),
            ),
          );
  const changes = changed
    .map((s) => {
      const own = uses.filter((u) => u.partId === s.partId);
      return {
        partId: s.partId,
        materialIds: own.map((u) => u.id).sort((a, b) => a - b),
        productIds: [...new Set(own.map((u) => u.productId))].sort((a, b) => a - b),
        from: { rohsStatus: s.previous.status, reason: s.previous.reason },
        to: { rohsStatus: s.status, reason: s.reason },
      };
    })
    .sort((a, b) => a.partId - b.partId);
  return { dryRun, changes, total: changes.length };
}
