/**
 * Datasheets (DESIGN.md §9.1, §9.8): a fact of the part, shared by every product using it —
 * a stored PDF or an external http(s) address, never both. Admins set them through any
 * component they can see; the replaced PDF is removed once the change is committed.
 */
import { eq } from 'drizzle-orm';
import type { DatasheetFields, Material } from '@partproof/shared';
import type { Ctx } from '../../context.js';
import { parts } from '../../db/schema/index.js';
import { assertOpensProduct, findVisibleMaterial } from '../../access/visibility.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { writeAudit } from '../../lib/audit.js';
import type { UploadedFile } from '../../lib/multipart.js';
import { removeFile, saveFile } from '../../lib/storage.js';
import type { Actor } from '../../plugins/auth.js';
import { materialAnswer } from '../materials/materials.queries.js';
import { assertDatasheetPdf } from './datasheet-pdf.js';

const CHOOSE_ONE = 'Add a PDF file or a link, not both';
const NEITHER = 'Add a PDF file or a link';

/** The visible component and its part id; 400 for a component without a part number. */
async function partOf(ctx: Ctx, actor: Actor, materialId: number) {
  const { material, product } = await findVisibleMaterial(ctx.db, actor, materialId);
  assertOpensProduct(actor, product);
  if (material.partId === null) {
    throw new AppError(
      'VALIDATION',
      'The component has no part number: a datasheet belongs to a part',
      { materialId: ['The component has no part number'] },
    );
  }
  return { material, partId: material.partId };
}

/**
 * Writes the part's datasheet — the PDF `store` saves in the transaction, else `url` (null:
 * none) — and its audit entry; answers the PDF it replaced, for removal after the commit.
 */
async function writeDatasheet(
  ctx: Ctx,
  actor: Actor,
  partId: number,
  url: string | null,
  store?: (tx: Ctx['db']) => Promise<string>,
): Promise<string | null> {
  return ctx.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ datasheetFileId: parts.datasheetFileId, datasheetUrl: parts.datasheetUrl })
      .from(parts)
      .where(eq(parts.id, partId));
    if (!before) throw notFound('Part not found');
    const fileId = store ? await store(tx) : null;
    const after = { datasheetFileId: fileId, datasheetUrl: store ? null : url };
    await tx.update(parts).set(after).where(eq(parts.id, partId));
    await writeAudit(tx, {
      actorId: actor.id,
      action: fileId || after.datasheetUrl ? 'part.datasheet.set' : 'part.datasheet.remove',
      targetType: 'part',
      targetId: partId,
      before,
      after,
    });
    return before.datasheetFileId !== fileId ? before.datasheetFileId : null;
  });
}

export async function setDatasheet(
  ctx: Ctx,
  actor: Actor,
  fields: DatasheetFields,
  file: UploadedFile | undefined,
): Promise<Material> {
  const { material, partId } = await partOf(ctx, actor, fields.materialId);
  if (file && fields.url) throw new AppError('VALIDATION', CHOOSE_ONE, { url: [CHOOSE_ONE] });
  if (!file && !fields.url) throw new AppError('VALIDATION', NEITHER, { file: [NEITHER] });
  let stored: string | null = null;
  let replaced: string | null;
  try {
    if (file) await assertDatasheetPdf(file.bytes);
    replaced = await writeDatasheet(
      ctx,
      actor,
      partId,
      fields.url ?? null,
      file
        ? async (tx) =>
            (stored = await saveFile(tx, ctx, {
              bytes: file.bytes,
              originalName: file.fileName,
              mime: 'application/pdf',
              kind: 'datasheet',
              uploadedBy: actor.id,
            }))
        : undefined,
    );
  } catch (error) {
    // The row went with the transaction; the bytes written for it go too.
    if (stored) await removeFile(ctx.db, ctx.config.dataDir, stored);
    throw error;
  }
  if (replaced) await removeFile(ctx.db, ctx.config.dataDir, replaced);
  return materialAnswer(ctx.db, ctx.config, material, actor);
}

export async function deleteDatasheet(
  ctx: Ctx,
  actor: Actor,
  materialId: number,
): Promise<Material> {
  const { material, partId } = await partOf(ctx, actor, materialId);
  const replaced = await writeDatasheet(ctx, actor, partId, null);
  if (replaced) await removeFile(ctx.db, ctx.config.dataDir, replaced);
  return materialAnswer(ctx.db, ctx.config, material, actor);
}
