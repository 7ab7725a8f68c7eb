/**
 * Declarations as staff upload, edit and delete them (DESIGN.md §9.3, §9.10 rohs/upload,
 * rohs/updateRohs, rohs/deleteRohsFiles). Declarations are reference data: only admins with
 * the RoHS flag write them. A change that can move a part's status recomputes the parts it
 * is linked to, in the same transaction.
 */
import { eq, inArray } from 'drizzle-orm';
import {
  defaultEvidenceKind,
  type Declaration,
  type DeclarationKind,
  type DeclarationUpdate,
  type DeclarationUploadFields,
  DeclarationUpdateSchema,
} from '@partproof/shared';
import type { Ctx } from '../../context.js';
import type { Db } from '../../db/client.js';
import { declarationFiles, declarations } from '../../db/schema/index.js';
import { assertOpensProduct, findVisibleMaterial } from '../../access/visibility.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { writeAudit } from '../../lib/audit.js';
import type { UploadedFile } from '../../lib/multipart.js';
import { removeFile, saveFile } from '../../lib/storage.js';
import type { Actor } from '../../plugins/auth.js';
import { currentCandidateList } from './candidate-list.queries.js';
import { declarationColumns } from './declaration-input.js';
import { declarationFileType, type DeclarationFileMime } from './declaration-file.js';
import { declarationReader } from './declaration-reader.js';
import { declarationDtos, loadDeclarations } from './declarations.queries.js';
import type { Ipc1752aDocument } from './ipc1752a-parse.js';
import { exemptionsInForce } from './exemption-tables.queries.js';
import { ipc1752aVerdict } from './ipc1752a-verdict.js';
import { readIpc1752a } from './reader/reader-process.js';
import { linkParts, partsLinkedTo } from './link-parts.js';
import { manufacturerIdByName } from './manufacturer-id.js';
import { publishRohs } from './review.service.js';
import { dayOf, recomputeParts, statusContext } from './rohs-status.js';

export async function answerDeclaration(ctx: Ctx, actor: Actor, id: number): Promise<Declaration> {
  const context = await statusContext(ctx.db, ctx.config);
  const rows = await loadDeclarations(ctx.db, [id]);
  const reader = await declarationReader(
    ctx.db,
    actor,
    rows.map((r) => r.declaration),
  );
  const [dto] = await declarationDtos(ctx.db, ctx.config, context, reader, rows);
  if (!dto) throw notFound('Declaration not found');
  return dto;
}

export interface CheckedFile extends UploadedFile {
  mime: DeclarationFileMime;
  /** An IPC-1752A file as parsed here, once: the reader's proposal reuses it. */
  ipc1752a?: Ipc1752aDocument;
}

/**
 * Every file's type by its bytes; an IPC-1752A file is parsed and checked here, before
 * storing. Staff and supplier uploads both pass through it, so both refuse the same files
 * with the same words, and a refusal comes before anything is stored.
 */
export async function checkFiles(ctx: Ctx, uploads: UploadedFile[]) {
  if (uploads.length === 0) {
    throw new AppError('VALIDATION', 'Add the declaration file', {
      files: ['Add the declaration file'],
    });
  }
  const checked: CheckedFile[] = [];
  let verdict: ReturnType<typeof ipc1752aVerdict> | null = null;
  for (const file of uploads) {
    const mime = await declarationFileType(file.bytes);
    if (mime !== 'application/xml') {
      checked.push({ ...file, mime });
      continue;
    }
    // Parsed in the reader's child process, within its limits; never on this thread.
    const document = await readIpc1752a(file.bytes);
    verdict ??= ipc1752aVerdict(document, await currentCandidateList(ctx.db), {
      today: dayOf(new Date()),
      exemptions: await exemptionsInForce(ctx.db),
    });
    checked.push({ ...file, mime, ipc1752a: document });
  }
  return { checked, verdict };
}

type DeclarationInsert = typeof declarations.$inferInsert;
export type DeclarationRow = typeof declarations.$inferSelect;

/**
 * Runs `work` with a list it records stored file ids in; when `work` fails (its transaction
 * rolled back), the bytes written for those ids are removed too.
 */
export async function withStoredFiles<T>(
  ctx: Ctx,
  work: (stored: string[]) => Promise<T>,
): Promise<T> {
  const stored: string[] = [];
  try {
    return await work(stored);
  } catch (error) {
    await Promise.all(stored.map((fileId) => removeFile(ctx.db, ctx.config.dataDir, fileId)));
    throw error;
  }
}

/**
 * The one storing path of a declaration and its files (staff upload and supplier link):
 * the row, the files in order, and the audit entry, in the caller's transaction.
 */
export async function storeDeclaration(
  tx: Db,
  ctx: Ctx,
  input: { values: DeclarationInsert; files: CheckedFile[]; actorId: number | null },
  stored: string[],
): Promise<DeclarationRow> {
  const { values } = input;
  const evidenceKind =
    values.evidenceKind ??
    defaultEvidenceKind(values.kind as DeclarationKind, values.issuer ?? null);
  const [row] = await tx
    .insert(declarations)
    .values({ ...values, evidenceKind })
    .returning();
  if (!row) throw new Error('declaration insert returned nothing');
  for (const [position, file] of input.files.entries()) {
    const fileId = await saveFile(tx, ctx, {
      bytes: file.bytes,
      originalName: file.fileName,
      mime: file.mime,
      kind: 'declaration',
      uploadedBy: input.actorId,
    });
    stored.push(fileId);
    await tx.insert(declarationFiles).values({ declarationId: row.id, fileId, position });
  }
  await writeAudit(tx, {
    actorId: input.actorId,
    action: 'declaration.create',
    targetType: 'declaration',
    targetId: row.id,
    after: row,
  });
  return row;
}

export async function uploadDeclaration(
  ctx: Ctx,
  actor: Actor,
  fields: DeclarationUploadFields,
  uploads: UploadedFile[],
): Promise<Declaration> {
  const columns = declarationColumns(fields);
  // The component to fetch for at once must be one the caller sees: checked before anything is stored.
  const target = fields.materialID
    ? await findVisibleMaterial(ctx.db, actor, fields.materialID)
    : null;
  if (target) assertOpensProduct(actor, target.product);
  const { checked, verdict } = await checkFiles(ctx, uploads);
  const id = await withStoredFiles(ctx, (stored) =>
    ctx.db.transaction(async (tx) => {
      const values: DeclarationInsert = {
        kind: fields.type,
        scope: 'mpns',
        dateCollection: fields.dateCollection ?? dayOf(new Date()),
        ...columns,
        manufacturerId: await manufacturerIdByName(tx, fields.manufacturer),
        verdict,
        source: 'staff',
        createdBy: actor.id,
      };
      const row = await storeDeclaration(
        tx,
        ctx,
        { values, files: checked, actorId: actor.id },
        stored,
      );
      const partId = target?.material.partId;
      if (partId) {
        await linkParts(tx, [partId]);
        await publishRohs(
          tx,
          await recomputeParts(tx, await statusContext(tx, ctx.config), [partId]),
        );
      }
      return row.id;
    }),
  );
  return answerDeclaration(ctx, actor, id);
}

export async function updateDeclaration(
  ctx: Ctx,
  actor: Actor,
  input: DeclarationUpdate,
): Promise<Declaration> {
  const fields = DeclarationUpdateSchema.parse(input);
  const columns = declarationColumns(fields);
  await ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(declarations).where(eq(declarations.id, fields.id));
    if (!before) throw notFound('Declaration not found');
    const [after] = await tx
      .update(declarations)
      .set({
        ...columns,
        ...(fields.manufacturer !== undefined && {
          manufacturerId: await manufacturerIdByName(tx, fields.manufacturer),
        }),
        updatedAt: new Date(),
      })
      .where(eq(declarations.id, fields.id))
      .returning();
    await writeAudit(tx, {
      actorId: actor.id,
      action: 'declaration.update',
      targetType: 'declaration',
      targetId: fields.id,
      before,
      after,
    });
    // Its coverage or manufacturer may have changed: the parts it reached are matched again.
    const linked = await partsLinkedTo(tx, [fields.id]);
    await linkParts(tx, linked);
    await publishRohs(tx, await recomputeParts(tx, await statusContext(tx, ctx.config), linked));
  });
  return answerDeclaration(ctx, actor, fields.id);
}

export async function deleteDeclarations(ctx: Ctx, actor: Actor, ids: number[]) {
  const fileIds = await ctx.db.transaction(async (tx) => {
    const rows = await tx.select().from(declarations).where(inArray(declarations.id, ids));
    if (rows.length !== new Set(ids).size) throw notFound('Declaration not found');
    const linked = await partsLinkedTo(tx, ids);
    const files = await tx
      .select({ fileId: declarationFiles.fileId })
      .from(declarationFiles)
      .where(inArray(declarationFiles.declarationId, ids));
    await tx.delete(declarations).where(inArray(declarations.id, ids));
    for (const row of rows) {
      await writeAudit(tx, {
        actorId: actor.id,
        action: 'declaration.delete',
        targetType: 'declaration',
        targetId: row.id,
        before: row,
      });
    }
    await publishRohs(tx, await recomputeParts(tx, await statusContext(tx, ctx.config), linked));
    return files.map((f) => f.fileId);
  });
  await Promise.all(fileIds.map((fileId) => removeFile(ctx.db, ctx.config.dataDir, fileId)));
  return {
    result: true,
    message: ids.length === 1 ? 'Declaration deleted' : `${ids.length} declarations deleted`,
  };
}
