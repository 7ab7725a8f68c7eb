/**
 * Finding a request by its supplier link (DESIGN.md §9.7). The page works by the secret's
 * hash alone; an unknown, revoked or expired link gets one answer (404, one text), so the
 * page tells a supplier nothing about which of the three it was.
 */
import { eq } from 'drizzle-orm';
import { REQUEST_MSG } from '@partproof/shared';
import type { Db } from '../../db/client.js';
import { manufacturerRequests, manufacturers } from '../../db/schema/index.js';
import { notFound } from '../../lib/app-error.js';
import { hashSupplySecret } from '../requests/supply-link.js';

export type RequestRow = typeof manufacturerRequests.$inferSelect;

export interface OpenLink {
  request: RequestRow;
  manufacturer: string;
}

export const linkGone = () => notFound(REQUEST_MSG.linkGone);

export const linkIsLive = (request: RequestRow, now: Date) =>
  request.revokedAt === null && request.expiresAt.getTime() > now.getTime();

/** The request a live link belongs to, with its manufacturer's name; else 404 linkGone. */
export async function openLink(db: Db, secret: string, now = new Date()): Promise<OpenLink> {
  const [row] = await db
    .select({ request: manufacturerRequests, manufacturer: manufacturers.name })
    .from(manufacturerRequests)
    .innerJoin(manufacturers, eq(manufacturers.id, manufacturerRequests.manufacturerId))
    .where(eq(manufacturerRequests.tokenHash, hashSupplySecret(secret)));
  if (!row || !linkIsLive(row.request, now)) throw linkGone();
  return row;
}
