/**
 * The demo's work in progress (issue 22): a first start should show the work queue with
 * something in it, not a row of zeros. The demo product waits for review, two of its parts
 * have a certificate approved (one ending within 30 days, one within 90), and the
 * customer has flagged the relay. The fuse and the capacitors are left for Search database
 * to find, which is the main job to show.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { ProductStatus } from '@partproof/shared';
import type { Db } from '../../db/client.js';
import {
  cdocs,
  materialFlags,
  materials,
  partCertificates,
  products,
} from '../../db/schema/index.js';
import { DEMO_CDOC_SERVICE } from '../cdocs/demo-cdocs.js';

/** Per demo part number, the demo records (holder, one of its models) taken as approved. */
const APPROVED: { componentName: string; holder: string; model: string }[] = [
  { componentName: 'G5LE-1A DC12', holder: 'OMRON Corporation', model: 'G5LE-1A DC12' },
  { componentName: '4300.0030', holder: 'Schurter Inc.', model: '4300.*' },
];

export async function createDemoWork(db: Db, productId: number, customerId: number): Promise<void> {
  const lines = await db
    .select({ id: materials.id, componentName: materials.componentName, partId: materials.partId })
    .from(materials)
    .where(eq(materials.productId, productId));
  const lineOf = (componentName: string) => lines.find((l) => l.componentName === componentName);

  for (const approval of APPROVED) {
    const partId = lineOf(approval.componentName)?.partId;
    if (partId == null) continue;
    const records = await db
      .select({ id: cdocs.id })
      .from(cdocs)
      .where(
        and(
          eq(cdocs.serviceName, DEMO_CDOC_SERVICE),
          eq(cdocs.holder, approval.holder),
          sql`${approval.model} = any(${cdocs.models})`,
        ),
      );
    if (records.length === 0) continue;
    await db
      .insert(partCertificates)
      .values(records.map((r) => ({ partId, cdocId: r.id })))
      .onConflictDoNothing();
  }

  const relay = lineOf('G5LE-1A DC12');
  if (relay) {
    await db.insert(materialFlags).values({
      materialId: relay.id,
      reason: 'The relay on the prototype is marked G5LE-1A DC5, not DC12',
      flaggedBy: customerId,
    });
  }
  await db
    .update(products)
    .set({ statusId: ProductStatus.ReadyForReview })
    .where(inArray(products.id, [productId]));
}
