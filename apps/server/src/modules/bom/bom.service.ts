/**
 * Step 02 of the wizard: store the uploaded BOM, detect its columns and parse it; and
 * parse a stored BOM again with the mapping the user corrected. Both answer the route's JSON
 * as chunks of bytes (BomUploadResult encoded by the child; upload-answer.ts).
 */
import { readFile } from 'node:fs/promises';
import { and, eq } from 'drizzle-orm';
import { MSG, type BomMapping } from '@partproof/shared';
import type { Ctx } from '../../context.js';
import { files } from '../../db/schema/index.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { saveFile, storedFilePath } from '../../lib/storage.js';
import { reachesUpload } from '../../access/visibility.js';
import type { Actor } from '../../plugins/auth.js';
import { assertBomQuota } from './bom-quota.js';
import { assertUploadSize, detectFormat } from './detect-format.js';
import { parseUploadInChild } from './parse-in-child.js';
import { withStoredFile } from './upload-answer.js';

const MIME = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

export async function uploadBom(
  ctx: Ctx,
  actor: Actor,
  upload: { bytes: Buffer; fileName: string } | undefined,
  mapping?: BomMapping,
  headerRow?: number,
): Promise<Buffer[]> {
  if (!upload || upload.bytes.length === 0)
    throw new AppError('VALIDATION', MSG.uploadFile, { file: [MSG.uploadFile] });
  assertUploadSize(upload.bytes);
  await assertBomQuota(ctx.db, actor.id, upload.bytes.length);
  // Junk is refused here, before a child process is started for it.
  const format = await detectFormat(upload.bytes, upload.fileName);
  // Parse before storing, so a refused file leaves nothing behind.
  const parsed = await parseUploadInChild({
    bytes: upload.bytes,
    fileName: upload.fileName,
    mapping,
    headerRow,
  });
  const filePath = await saveFile(ctx.db, ctx, {
    bytes: upload.bytes,
    originalName: upload.fileName,
    mime: MIME[format],
    kind: 'bom',
    uploadedBy: actor.id,
  });
  return withStoredFile(parsed, upload.fileName, filePath);
}

export async function reparseBom(
  ctx: Ctx,
  actor: Actor,
  filePath: string,
  mapping: BomMapping | undefined,
  headerRow?: number,
): Promise<Buffer[]> {
  const [file] = await ctx.db
    .select()
    .from(files)
    .where(and(eq(files.id, filePath), eq(files.kind, 'bom')));
  if (!file || !reachesUpload(actor, file)) throw notFound('BOM file not found');
  const bytes = await readFile(storedFilePath(ctx.config.dataDir, file.id));
  const parsed = await parseUploadInChild({
    bytes,
    fileName: file.originalName,
    mapping,
    headerRow,
  });
  return withStoredFile(parsed, file.originalName, file.id);
}
