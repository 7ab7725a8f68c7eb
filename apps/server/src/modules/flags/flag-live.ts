/**
 * Flags on the live feed (DESIGN.md §9.8): a `materialFlag` frame with the open flag (or
 * null) for everyone who sees the product, and for RoHS users a `rohsUpdate` with the status
 * the material shows now, so open product pages change the badge without reloading.
 */
import {
  LIVE_EVENTS,
  materialRohsStatus,
  type MaterialFlagEvent,
  type RohsStatusId,
} from '@partproof/shared';
import type { Db } from '../../db/client.js';
import { publishLive } from '../live/publish.js';
import { NO_PART_FACTS, partFactsOf } from '../parts/part-facts.queries.js';

export async function publishFlag(db: Db, productId: number, materialId: number): Promise<void> {
  const facts = (await partFactsOf(db, { materialIds: [materialId] })).get(materialId);
  const flag = facts?.flag ?? null;
  const data: MaterialFlagEvent = { flag };
  await publishLive(db, { event: LIVE_EVENTS.materialFlag, productId, materialId, data });
  const rohs = facts?.rohs ?? NO_PART_FACTS.rohs;
  const shown = materialRohsStatus(
    { status: rohs.status as RohsStatusId, reason: rohs.reason, declarationId: null },
    { flagged: flag !== null },
  );
  await publishLive(db, {
    event: LIVE_EVENTS.rohsUpdate,
    productId,
    materialId,
    data: {
      rohsStatus: shown.status,
      rohsStatusReason: shown.reason,
      declarations: rohs.declarations,
    },
  });
}
