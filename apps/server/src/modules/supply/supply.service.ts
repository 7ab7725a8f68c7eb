/**
 * The supplier's side of a request (DESIGN.md §9.7): the public page behind the link and its
 * upload. No account: the link's secret is the supplier's only credential, so the page names
 * the provider and the part numbers, never the customer. Each uploaded file becomes a
 * declaration in review (source 'supplier') through the staff upload's checks and storing path.
 */
import { eq, sql } from 'drizzle-orm';
import {
  type DeclarationProposal,
  type SupplyInfo,
  type SupplyUploadResult,
} from '@partproof/shared';
import type { Ctx } from '../../context.js';
import { declarations, manufacturerRequests, requestParts } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { writeAudit } from '../../lib/audit.js';
import { ipBucket } from '../../lib/ip-bucket.js';
import type { UploadedFile } from '../../lib/multipart.js';
import { takeAttempts } from '../../lib/rate-limit.js';
import {
  checkFiles,
  storeDeclaration,
  withStoredFiles,
  type CheckedFile,
} from '../declarations/declarations.service.js';
import { linkParts } from '../declarations/link-parts.js';
import { proposeFromFile } from '../declarations/read.service.js';
import { publishRohs } from '../declarations/review.service.js';
import { recomputeParts, statusContext } from '../declarations/rohs-status.js';
import { QUEUES } from '../../plugins/jobs.js';
import { supplierDeclarationValues } from './supply-declaration.js';
import { linkGone, linkIsLive, openLink, type OpenLink } from './supply-link.queries.js';

/** Uploads one link takes per hour, and one network per hour over every link. */
export const SUPPLY_UPLOAD_LIMITS = { perLink: 20, perNetwork: 60, windowMinutes: 60 } as const;
export const TOO_MANY_UPLOADS = 'Too many uploads in a short time. Please try again in an hour.';
export const LINK_FULL =
  'This link has received all the documents it can take. Please reply to the e-mail you received to send more.';

export async function supplyInfo(ctx: Ctx, secret: string): Promise<SupplyInfo> {
  const { request, manufacturer } = await openLink(ctx.db, secret);
  const [row] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(declarations)
    .where(eq(declarations.requestId, request.id));
  return {
    provider: ctx.config.providerName,
    manufacturer,
    parts: request.mpns,
    expiresAt: request.expiresAt.toISOString(),
    received: Number(row?.n ?? 0),
  };
}

/**
 * A link takes at most SUPPLY_LINK_MAX_FILES files and SUPPLY_LINK_MAX_BYTES over its whole
 * life (the hourly rate alone would let one link fill the disk in 60 days). Checked before the
 * body is read (a full link), and again with the request locked before anything is stored.
 */
export function assertLinkRoom(
  ctx: Ctx,
  request: Pick<OpenLink['request'], 'uploadedFiles' | 'uploadedBytes'>,
  files: number,
  bytes: number,
): void {
  const { supplyLinkMaxFiles, supplyLinkMaxBytes } = ctx.config;
  const full =
    files === 0
      ? request.uploadedFiles >= supplyLinkMaxFiles || request.uploadedBytes >= supplyLinkMaxBytes
      : request.uploadedFiles + files > supplyLinkMaxFiles ||
        request.uploadedBytes + bytes > supplyLinkMaxBytes;
  if (full) throw new AppError('PAYLOAD_TOO_LARGE', LINK_FULL);
}

/**
 * Counts an upload against its link and its network before the body is read; over either
 * limit, 429 with words a supplier understands (and Retry-After).
 */
export async function limitUploads(ctx: Ctx, link: OpenLink, ip: string): Promise<void> {
  const { perLink, perNetwork, windowMinutes } = SUPPLY_UPLOAD_LIMITS;
  try {
    await takeAttempts(ctx.db, [
      { key: `supply-link:${link.request.id}`, max: perLink, windowMinutes },
      { key: `supply-network:${ipBucket(ip)}`, max: perNetwork, windowMinutes },
    ]);
  } catch (error) {
    if (error instanceof AppError && error.code === 'RATE_LIMITED') {
      throw new AppError('RATE_LIMITED', TOO_MANY_UPLOADS, undefined, error.retryAfter);
    }
    throw error;
  }
}

export async function receiveUploads(
  ctx: Ctx,
  link: OpenLink,
  uploads: UploadedFile[],
): Promise<SupplyUploadResult> {
  // Every file is checked before any is read or stored: one bad file refuses the upload.
  const { checked } = await checkFiles(ctx, uploads);
  // The reader is slow (OCR): it runs before the transaction, which only stores.
  const read: { file: CheckedFile; proposal: DeclarationProposal }[] = [];
  for (const file of checked) read.push({ file, proposal: await proposal(ctx, file) });
  const now = new Date();
  const { received } = await withStoredFiles(ctx, (stored) =>
    ctx.db.transaction(async (tx) => {
      // Revoked while the files were read: nothing is stored.
      const [request] = await tx
        .select()
        .from(manufacturerRequests)
        .where(eq(manufacturerRequests.id, link.request.id))
        .for('update');
      if (!request || !linkIsLive(request, now)) throw linkGone();
      const bytes = read.reduce((sum, r) => sum + r.file.bytes.length, 0);
      assertLinkRoom(ctx, request, read.length, bytes);
      const received: SupplyUploadResult['received'] = [];
      for (const { file, proposal } of read) {
        const values = supplierDeclarationValues(request, link.manufacturer, proposal, now);
        const row = await storeDeclaration(
          tx,
          ctx,
          { values, files: [file], actorId: null },
          stored,
        );
        received.push({ file: file.fileName, declarationId: row.id });
      }
      const partIds = (
        await tx
          .select({ id: requestParts.partId })
          .from(requestParts)
          .where(eq(requestParts.requestId, request.id))
      ).map((p) => p.id);
      await linkParts(tx, partIds);
      await publishRohs(tx, await recomputeParts(tx, await statusContext(tx, ctx.config), partIds));
      // Answered at the first upload; the sealed secret (for reminders) is no longer needed.
      const [after] = await tx
        .update(manufacturerRequests)
        .set({
          answeredAt: request.answeredAt ?? now,
          sealedSecret: null,
          uploadedFiles: request.uploadedFiles + read.length,
          uploadedBytes: request.uploadedBytes + bytes,
        })
        .where(eq(manufacturerRequests.id, request.id))
        .returning();
      await writeAudit(tx, {
        actorId: null,
        action: 'request.supplierUpload',
        targetType: 'request',
        targetId: request.id,
        before: { answeredAt: request.answeredAt },
        after: { by: 'supplier', answeredAt: after?.answeredAt, received },
      });
      return { received };
    }),
  );
  // The sender hears of it in the link's digest (at once for the first upload of the hour).
  await ctx.jobs.send(QUEUES.supplierUploadDigest, {});
  return { received };
}

/**
 * The reader's proposal; a file it cannot read (a PDF pdf.js refuses, a broken scan) is kept
 * all the same, with nothing proposed: the supplier's document is not lost, and staff check
 * it by hand in the review.
 */
async function proposal(ctx: Ctx, file: CheckedFile): Promise<DeclarationProposal> {
  try {
    return await proposeFromFile(ctx, file, 'supplier');
  } catch (error) {
    if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
    return {
      manufacturer: null,
      issuer: null,
      kind: 'Other',
      evidenceKind: 'manufacturer-statement',
      models: '',
      coverage: { scope: 'mpns', series: [], mpns: [], exclusions: [] },
      dateIssue: null,
      directives: [],
      candidateList: null,
      exemptions: [],
      conditions: '',
      evidence: [],
      ocr: false,
    };
  }
}
