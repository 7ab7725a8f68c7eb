/**
 * Preview and send of a request to a manufacturer (DESIGN.md §9.7, §9.10). A sent request is
 * a row with the letter as sent (the link as a placeholder), its parts, and an outbox mail
 * that carries the link sealed; the parts show 3 Waiting for reply while it is open.
 */
import {
  REQUEST_MSG,
  type MailPreview,
  type MailRequest,
  type MailSendResult,
} from '@partproof/shared';
import type { Ctx } from '../../context.js';
import type { Db } from '../../db/client.js';
import { manufacturerRequests, requestParts } from '../../db/schema/index.js';
import { writeAudit } from '../../lib/audit.js';
import { seal } from '../../lib/seal.js';
import type { Actor } from '../../plugins/auth.js';
import { publishRohs } from '../declarations/review.service.js';
import { recomputeParts, statusContext } from '../declarations/rohs-status.js';
import { dispatchMails, storeMail } from '../mails/mails.service.js';
import { composeRequest, type ComposedRequest } from './compose.js';
import { newSupplyLink, SUPPLY_LINK_PLACEHOLDER } from './supply-link.js';

export const REQUEST_MAIL_KIND = 'manufacturer-request';

export async function previewRequest(
  ctx: Ctx,
  actor: Actor,
  input: MailRequest,
): Promise<MailPreview> {
  const { to, cc, subject, html, text, parts } = await composeRequest(ctx.db, ctx, actor, input);
  return { to, cc, subject, html, text, parts };
}

/**
 * Stores one request and its mail in `tx` (the caller's transaction); answers the request's
 * id and the mail to dispatch once the transaction commits. The parts' statuses are the
 * caller's to recompute (once for all the requests of a transaction).
 */
export async function storeRequest(
  tx: Db,
  ctx: Ctx,
  actor: Actor,
  request: ComposedRequest,
  options: { productId?: number; now: Date },
): Promise<{ requestId: number; mailId: number }> {
  const link = newSupplyLink(ctx.config, options.now);
  const [row] = await tx
    .insert(manufacturerRequests)
    .values({
      manufacturerId: request.manufacturer.id,
      productId: options.productId ?? null,
      senderId: actor.id,
      to: request.to,
      cc: request.cc,
      subject: request.subject,
      text: request.text,
      html: request.html,
      mpns: request.parts,
      tokenHash: link.hash,
      sealedSecret: seal(ctx.config.jwtSecret, link.secret),
      expiresAt: link.expiresAt,
      createdAt: options.now,
    })
    .returning();
  if (!row) throw new Error('request insert returned nothing');
  if (request.partIds.length)
    await tx
      .insert(requestParts)
      .values(request.partIds.map((partId) => ({ requestId: row.id, partId })));
  const mailId = await storeMail(tx, ctx, {
    kind: REQUEST_MAIL_KIND,
    to: request.to,
    ...(request.cc.length ? { cc: request.cc.join(', ') } : {}),
    subject: request.subject,
    text: request.text,
    html: request.html,
    secrets: { [SUPPLY_LINK_PLACEHOLDER]: link.url },
  });
  await writeAudit(tx, {
    actorId: actor.id,
    action: 'request.send',
    targetType: 'manufacturer_request',
    targetId: row.id,
    after: { ...row, partIds: request.partIds },
  });
  return { requestId: row.id, mailId };
}

/** Recomputes the parts' statuses as of `now` and tells open pages. */
export async function refreshParts(tx: Db, ctx: Ctx, partIds: number[], now: Date) {
  if (partIds.length === 0) return;
  await publishRohs(
    tx,
    await recomputeParts(tx, await statusContext(tx, ctx.config, now), partIds),
  );
}

export async function sendRequest(
  ctx: Ctx,
  actor: Actor,
  input: MailRequest,
): Promise<MailSendResult> {
  const now = new Date();
  const { requestId, mailId } = await ctx.db.transaction(async (tx) => {
    const request = await composeRequest(tx, ctx, actor, input);
    const stored = await storeRequest(tx, ctx, actor, request, { now });
    await refreshParts(tx, ctx, request.partIds, now);
    return stored;
  });
  await dispatchMails(ctx, [mailId]);
  return { result: true, message: REQUEST_MSG.sent, requestId };
}
