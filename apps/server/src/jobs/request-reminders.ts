/**
 * Reminders for unanswered requests (DESIGN.md §9.7): REQUEST_REMINDER_DAYS after a request
 * without an upload the supplier is reminded once (same link), REQUEST_ESCALATION_DAYS after
 * it the staff member who sent it is mailed once. Each step is claimed with a conditional
 * UPDATE … RETURNING in the transaction that stores its mail, so runs that overlap send it
 * once. Requests that stopped being open (expired, answered, revoked) let go of their sealed
 * link, and the parts of expired ones leave 3 Waiting for reply.
 */
import { and, eq, inArray, isNotNull, isNull, lte, or } from 'drizzle-orm';
import { requestIsOpen } from '@partproof/shared';
import type { Ctx } from '../context.js';
import { manufacturerRequests, manufacturers, requestParts, users } from '../db/schema/index.js';
import { writeAudit } from '../lib/audit.js';
import { unseal } from '../lib/seal.js';
import { dispatchMails, storeMail, type OutgoingMail } from '../modules/mails/mails.service.js';
import { escalationMail, reminderMail } from '../modules/requests/reminder-mails.js';
import {
  firstUploads,
  requestState,
  type RequestRow,
} from '../modules/requests/requests.queries.js';
import { refreshParts } from '../modules/requests/send.service.js';
import { supplyUrl } from '../modules/requests/supply-link.js';

export interface RequestRemindersResult {
  reminded: number;
  escalated: number;
  /** Requests no longer open whose sealed link was dropped. */
  closed: number;
}

const DAY_MS = 24 * 3600 * 1000;
const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

export async function runRequestReminders(
  ctx: Ctx,
  now: Date = new Date(),
): Promise<RequestRemindersResult> {
  const { requestReminderDays, requestEscalationDays } = ctx.config;
  const due = await ctx.db
    .select({
      request: manufacturerRequests,
      manufacturer: manufacturers.name,
      senderEmail: users.email,
      senderLanguage: users.language,
    })
    .from(manufacturerRequests)
    .innerJoin(manufacturers, eq(manufacturers.id, manufacturerRequests.manufacturerId))
    .leftJoin(users, eq(users.id, manufacturerRequests.senderId))
    .where(
      and(
        isNull(manufacturerRequests.revokedAt),
        lte(manufacturerRequests.createdAt, daysBefore(now, requestReminderDays)),
        or(eq(manufacturerRequests.reminders, 0), isNull(manufacturerRequests.escalatedAt)),
      ),
    );
  const first = await firstUploads(
    ctx.db,
    due.map((d) => d.request.id),
  );
  const mailIds: number[] = [];
  const result: RequestRemindersResult = { reminded: 0, escalated: 0, closed: 0 };
  for (const { request, manufacturer, senderEmail, senderLanguage } of due) {
    if (!requestIsOpen(requestState(request, first.get(request.id)), now)) continue;
    const secret = request.sealedSecret;
    if (request.reminders === 0 && secret) {
      const link = supplyUrl(ctx.config, unseal(ctx.config.jwtSecret, secret));
      const id = await claimAndMail(ctx, request.id, 'remind', now, reminderMail(request, link));
      if (id !== null) {
        result.reminded += 1;
        mailIds.push(id);
      }
    }
    const escalate = request.createdAt <= daysBefore(now, requestEscalationDays);
    if (escalate && !request.escalatedAt) {
      const mail = senderEmail
        ? escalationMail(request, manufacturer, { email: senderEmail, language: senderLanguage })
        : null;
      const id = await claimAndMail(ctx, request.id, 'escalate', now, mail);
      if (id !== null) {
        result.escalated += 1;
        if (id > 0) mailIds.push(id);
      }
    }
  }
  result.closed = await closeEnded(ctx, now);
  await dispatchMails(ctx, mailIds);
  return result;
}

/**
 * Takes one step of a request, if no other run took it, and stores its mail in the same
 * transaction. Answers the mail's id (0 when there is none to send), or null when the step
 * was taken already.
 */
async function claimAndMail(
  ctx: Ctx,
  requestId: number,
  step: 'remind' | 'escalate',
  now: Date,
  mail: OutgoingMail | null,
): Promise<number | null> {
  return ctx.db.transaction(async (tx) => {
    const claimed =
      step === 'remind'
        ? await tx
            .update(manufacturerRequests)
            .set({ reminders: 1, remindedAt: now })
            .where(
              and(eq(manufacturerRequests.id, requestId), eq(manufacturerRequests.reminders, 0)),
            )
            .returning({ id: manufacturerRequests.id })
        : await tx
            .update(manufacturerRequests)
            .set({ escalatedAt: now })
            .where(
              and(eq(manufacturerRequests.id, requestId), isNull(manufacturerRequests.escalatedAt)),
            )
            .returning({ id: manufacturerRequests.id });
    if (claimed.length === 0) return null;
    await writeAudit(tx, {
      actorId: null,
      action: step === 'remind' ? 'request.remind' : 'request.escalate',
      targetType: 'manufacturer_request',
      targetId: requestId,
      after: { at: now.toISOString() },
    });
    return mail ? storeMail(tx, ctx, mail) : 0;
  });
}

/** Drops the sealed link of requests no longer open; expired ones' parts are recomputed. */
async function closeEnded(ctx: Ctx, now: Date): Promise<number> {
  const holding = await ctx.db
    .select()
    .from(manufacturerRequests)
    .where(isNotNull(manufacturerRequests.sealedSecret));
  const first = await firstUploads(
    ctx.db,
    holding.map((r) => r.id),
  );
  const ended: RequestRow[] = holding.filter(
    (r) => !requestIsOpen(requestState(r, first.get(r.id)), now),
  );
  if (ended.length === 0) return 0;
  return ctx.db.transaction(async (tx) => {
    const closed = await tx
      .update(manufacturerRequests)
      .set({ sealedSecret: null })
      .where(
        and(
          inArray(
            manufacturerRequests.id,
            ended.map((r) => r.id),
          ),
          isNotNull(manufacturerRequests.sealedSecret),
        ),
      )
      .returning({ id: manufacturerRequests.id });
    if (closed.length === 0) return 0;
    const partRows = await tx
      .selectDistinct({ id: requestParts.partId })
      .from(requestParts)
      .where(
        inArray(
          requestParts.requestId,
          closed.map((c) => c.id),
        ),
      );
    await refreshParts(
      tx,
      ctx,
      partRows.map((p) => p.id),
      now,
    );
    return closed.length;
  });
}

export function createRequestReminders(ctx: Ctx) {
  return () => runRequestReminders(ctx);
}
