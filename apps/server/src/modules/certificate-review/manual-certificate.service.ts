/**
 * 'Add new certificate' (spec §2, §3 manual certificate form): an admin enters a
 * certificate for a component, optionally with its PDF. The record is created in the
 * certificate database — or updated when the certifying body already has that reference
 * number — and attached to the material's part as an approved certification record.
 */
import { and, eq } from 'drizzle-orm';
import { CERT_MSG, type ManualCertificateFields } from '@partproof/shared';
import type { Ctx } from '../../context.js';
import { cdocs, partCertificates, tempCertificates } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { writeAudit } from '../../lib/audit.js';
import { removeFile, saveFile } from '../../lib/storage.js';
import { findVisibleMaterial } from '../../access/visibility.js';
import type { Actor } from '../../plugins/auth.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import {
  findCdocByKey,
  rememberManufacturers,
  searchColumns,
  toCdocDto,
} from '../cdocs/cdocs.queries.js';
import { splitModels } from '../cdocs/matching/split-models.js';
import { assertPdf } from './pdf-upload.js';

export interface PdfUpload {
  bytes: Buffer;
  fileName: string;
}

function unite(existing: readonly string[], added: readonly string[]): string[] {
  const seen = new Set(existing.map((v) => v.toLowerCase()));
  return [...existing, ...added.filter((v) => !seen.has(v.toLowerCase()))];
}

export async function saveManualCertificate(
  ctx: Ctx,
  actor: Actor,
  input: ManualCertificateFields,
  pdf: PdfUpload | undefined,
) {
  const { material } = await findVisibleMaterial(ctx.db, actor, input.materialId);
  const partId = material.partId;
  if (partId === null) throw new AppError('CONFLICT', CERT_MSG.noPartNumber);
  if (pdf) await assertPdf(pdf.bytes);
  const models = splitModels(input.modelName);
  const fileId = pdf
    ? await saveFile(ctx.db, ctx, {
        bytes: pdf.bytes,
        originalName: pdf.fileName,
        mime: 'application/pdf',
        kind: 'certificate',
        uploadedBy: actor.id,
      })
    : null;
  try {
    const { result, replacedFileId } = await ctx.db.transaction(async (tx) => {
      const before = await findCdocByKey(tx, input.serviceName, input.referenceNumber);
      const holder = before?.holder ?? material.manufacturer;
      const nextModels = unite(before?.models ?? [], models);
      const values = {
        holder,
        models: nextModels,
        ...searchColumns(holder, nextModels),
        expiryDate: input.expireDate ?? before?.expiryDate ?? null,
        documentLinks: unite(before?.documentLinks ?? [], input.source ? [input.source] : []),
        pdfFileId: fileId ?? before?.pdfFileId ?? null,
      };
      const [cdoc] = before
        ? await tx
            .update(cdocs)
            .set({ ...values, updatedAt: new Date() })
            .where(eq(cdocs.id, before.id))
            .returning()
        : await tx
            .insert(cdocs)
            .values({
              ...values,
              certifyingBody: input.serviceName,
              refNumber: input.referenceNumber,
              serviceName: 'manual',
            })
            .returning();
      if (!cdoc) throw new Error('cdoc write returned nothing');
      await tx
        .insert(partCertificates)
        .values({ partId, cdocId: cdoc.id, approvedBy: actor.id })
        .onConflictDoNothing();
      const [record] = await tx
        .select({ id: partCertificates.id })
        .from(partCertificates)
        .where(and(eq(partCertificates.partId, partId), eq(partCertificates.cdocId, cdoc.id)));
      if (!record) throw new Error('certification record missing');
      // The record is approved now; a candidate for the same certificate is settled.
      await tx
        .delete(tempCertificates)
        .where(and(eq(tempCertificates.partId, partId), eq(tempCertificates.cdocId, cdoc.id)));
      await rememberManufacturers(tx, [holder]);
      await writeAudit(tx, {
        actorId: actor.id,
        action: before ? 'cdoc.update' : 'cdoc.create',
        targetType: 'cdoc',
        targetId: cdoc.id,
        before,
        after: cdoc,
      });
      await writeAudit(tx, {
        actorId: actor.id,
        action: 'material.certificate.add',
        targetType: 'material',
        targetId: material.id,
        after: { recordId: record.id, partId, cdocId: cdoc.id },
      });
      return {
        result: {
          result: true,
          message: CERT_MSG.certificateSaved,
          cdoc: toCdocDto(ctx.config, cdoc),
          recordId: record.id,
        },
        replacedFileId: fileId && before?.pdfFileId ? before.pdfFileId : null,
      };
    });
    // A new PDF replaces the old one, which nothing else refers to.
    if (replacedFileId) await removeFile(ctx.db, ctx.config.dataDir, replacedFileId);
    return result;
  } catch (err) {
    if (fileId) await removeFile(ctx.db, ctx.config.dataDir, fileId);
    if (isUniqueViolation(err)) throw new AppError('CONFLICT', CERT_MSG.certificateExists);
    throw err;
  }
}
