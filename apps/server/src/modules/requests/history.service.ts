/**
 * What was sent to whom and what came back (DESIGN.md §9.10 get-mails), and revoking a
 * request's link. Statuses are derived with the shared requestStatus, as of the call.
 */
import { and, asc, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import {
  REQUEST_MSG,
  requestStatus,
  type RequestHistory,
  type RequestHistoryItem,
} from '@partproof/shared';
import type { Ctx } from '../../context.js';
import {
  declarations,
  manufacturerRequests,
  manufacturers,
  requestParts,
  users,
} from '../../db/schema/index.js';
import { notFound } from '../../lib/app-error.js';
import { writeAudit } from '../../lib/audit.js';
import type { Actor } from '../../plugins/auth.js';
import { resolveManufacturer } from '../manufacturers/identity/manufacturer.js';
import { firstUploads, requestState } from './requests.queries.js';
import { refreshParts } from './send.service.js';

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** The manufacturers a `names` filter means: by name, or by maker ('Yageo Corporation'). */
function namesFilter(names: string[]): SQL | undefined {
  if (names.length === 0) return undefined;
  const lower = names.map((n) => n.toLowerCase());
  const keys = names.map(resolveManufacturer).filter(Boolean);
  return or(
    inArray(sql`lower(${manufacturers.name})`, lower),
    keys.length ? inArray(manufacturers.key, keys) : undefined,
  );
}

export async function requestHistory(
  ctx: Ctx,
  actor: Actor,
  names: string[],
): Promise<RequestHistory> {
  const now = new Date();
  const rows = await ctx.db
    .select({
      request: manufacturerRequests,
      manufacturer: manufacturers.name,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(manufacturerRequests)
    .innerJoin(manufacturers, eq(manufacturers.id, manufacturerRequests.manufacturerId))
    .leftJoin(users, eq(users.id, manufacturerRequests.senderId))
    .where(namesFilter(names))
    .orderBy(
      asc(manufacturers.name),
      desc(manufacturerRequests.createdAt),
      desc(manufacturerRequests.id),
    );
  const ids = rows.map((r) => r.request.id);
  const uploads = ids.length
    ? await ctx.db
        .select({
          requestId: declarations.requestId,
          declarationId: declarations.id,
          reviewState: declarations.reviewState,
          createdAt: declarations.createdAt,
        })
        .from(declarations)
        .where(inArray(declarations.requestId, ids))
        .orderBy(asc(declarations.createdAt), asc(declarations.id))
    : [];
  const first = await firstUploads(ctx.db, ids);
  const groups = new Map<string, RequestHistoryItem[]>();
  for (const { request: r, manufacturer, firstName, lastName } of rows) {
    const came = uploads.filter((u) => u.requestId === r.id);
    const item: RequestHistoryItem = {
      id: r.id,
      to: r.to,
      cc: r.cc,
      subject: r.subject,
      sentAt: r.createdAt.toISOString(),
      sender: firstName === null ? null : `${firstName} ${lastName ?? ''}`.trim(),
      status: requestStatus(requestState(r, first.get(r.id)), now),
      parts: r.mpns,
      reminders: r.reminders,
      remindedAt: iso(r.remindedAt),
      escalatedAt: iso(r.escalatedAt),
      expiresAt: r.expiresAt.toISOString(),
      revokedAt: iso(r.revokedAt),
      uploads: came.length,
      declarations: came.map((u) => ({
        declarationId: u.declarationId,
        reviewState: u.reviewState,
        createdAt: u.createdAt.toISOString(),
      })),
    };
    groups.set(manufacturer, [...(groups.get(manufacturer) ?? []), item]);
  }
  return {
    data: [...groups].map(([manufacturer, requests]) => ({ manufacturer, requests })),
  };
}

/** Ends a request's link at once; its parts leave 3 Waiting for reply unless another is open. */
export async function revokeRequest(ctx: Ctx, actor: Actor, requestId: number) {
  const now = new Date();
  await ctx.db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(manufacturerRequests)
      .where(eq(manufacturerRequests.id, requestId));
    if (!before) throw notFound('Request not found');
    if (before.revokedAt) return;
    const [after] = await tx
      .update(manufacturerRequests)
      .set({ revokedAt: now, revokedBy: actor.id, sealedSecret: null })
      .where(and(eq(manufacturerRequests.id, requestId), isNull(manufacturerRequests.revokedAt)))
      .returning();
    await writeAudit(tx, {
      actorId: actor.id,
      action: 'request.revoke',
      targetType: 'manufacturer_request',
      targetId: requestId,
      before,
      after,
    });
    const partRows = await tx
      .select({ id: requestParts.partId })
      .from(requestParts)
      .where(eq(requestParts.requestId, requestId));
    await refreshParts(
      tx,
      ctx,
      partRows.map((p) => p.id),
      now,
    );
  });
  return { result: true, message: REQUEST_MSG.revoked };
}
