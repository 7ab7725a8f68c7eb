/**
 * The sender's notice of supplier uploads (DESIGN.md §9.7, security issue 18): one digest
 * mail per link per hour listing every file that came since the last one, never one mail per
 * file. An upload queues a run, so the first upload of an hour is told at once; the schedule
 * sends what waited for the link's hour to pass. Each digest is claimed with a conditional
 * UPDATE … RETURNING on the request (its `digest_at`) in the transaction that stores the
 * mail, so runs that overlap send it once.
 */
import { and, asc, eq, inArray, isNotNull, isNull, lte, or } from 'drizzle-orm';
import { REQUEST_LIMITS } from '@partproof/shared';
import type { Ctx } from '../context.js';
import {
  declarationFiles,
  declarations,
  files,
  manufacturerRequests,
  manufacturers,
  users,
} from '../db/schema/index.js';
import { dispatchMails, storeMail } from '../modules/mails/mails.service.js';
import { supplierUploadMail } from '../modules/supply/supplier-upload-mail.js';

export interface SupplierUploadDigestResult {
  /** Digests stored for delivery. */
  mailed: number;
}

export async function runSupplierUploadDigest(
  ctx: Ctx,
  now: Date = new Date(),
): Promise<SupplierUploadDigestResult> {
  const quietSince = new Date(now.getTime() - REQUEST_LIMITS.digestMinutes * 60_000);
  const due = or(
    isNull(manufacturerRequests.digestAt),
    lte(manufacturerRequests.digestAt, quietSince),
  );
  const waiting = await ctx.db
    .selectDistinct({ id: manufacturerRequests.id })
    .from(declarations)
    .innerJoin(manufacturerRequests, eq(manufacturerRequests.id, declarations.requestId))
    .where(and(isNotNull(declarations.requestId), isNull(declarations.senderNotifiedAt), due));
  const mailIds: number[] = [];
  for (const { id } of waiting) {
    const mailId = await ctx.db.transaction(async (tx) => {
      const [request] = await tx
        .update(manufacturerRequests)
        .set({ digestAt: now })
        .where(and(eq(manufacturerRequests.id, id), due))
        .returning();
      if (!request) return null;
      const told = await tx
        .update(declarations)
        .set({ senderNotifiedAt: now })
        .where(and(eq(declarations.requestId, id), isNull(declarations.senderNotifiedAt)))
        .returning({ id: declarations.id });
      if (told.length === 0 || request.senderId === null) return null;
      const [sender] = await tx
        .select({
          email: users.email,
          firstName: users.firstName,
          language: users.language,
          disabledAt: users.disabledAt,
        })
        .from(users)
        .where(eq(users.id, request.senderId));
      // A sender whose account is gone or disabled is not mailed; the uploads stay told.
      if (!sender || sender.disabledAt) return null;
      const names = await tx
        .select({ name: files.originalName })
        .from(declarationFiles)
        .innerJoin(files, eq(files.id, declarationFiles.fileId))
        .where(
          inArray(
            declarationFiles.declarationId,
            told.map((d) => d.id),
          ),
        )
        .orderBy(asc(declarationFiles.declarationId), asc(declarationFiles.position));
      const [maker] = await tx
        .select({ name: manufacturers.name })
        .from(manufacturers)
        .where(eq(manufacturers.id, request.manufacturerId));
      const mail = supplierUploadMail(
        ctx.config,
        sender,
        request,
        maker?.name ?? '',
        names.map((n) => n.name),
      );
      return storeMail(tx, ctx, mail);
    });
    if (mailId !== null) mailIds.push(mailId);
  }
  await dispatchMails(ctx, mailIds);
  return { mailed: mailIds.length };
}

export function createSupplierUploadDigest(ctx: Ctx) {
  return () => runSupplierUploadDigest(ctx);
}
