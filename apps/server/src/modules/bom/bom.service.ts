/**
 * Step 02 of the wizard: store the uploaded BOM, detect its columns and parse it; and
 * parse a stored BOM again with the mapping the user corrected.
 */
import { readFile } from 'node:fs/promises';
import { and, eq } from 'drizzle-orm';
import {
  canReadPartNumbers,
  MSG,
  type BomMapping,
  type BomParseResult,
  type BomUploadResult,
} from '@partproof/shared';
import type { Ctx } from '../../context.js';
import { files } from '../../db/schema/index.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { saveFile, storedFilePath } from '../../lib/storage.js';
import { reachesUpload } from '../../access/visibility.js';
import type { Actor } from '../../plugins/auth.js';
import { assertBomQuota } from './bom-quota.js';
import { prepareBom } from './detect-bom.js';
import { assertUploadSize, detectFormat } from './detect-format.js';
import { parseBomTable } from './parse-bom.js';
import { readBomTable } from './read-rows.js';

const MIME = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

function toWizard(result: BomParseResult): BomUploadResult['materials'] {
  return result.materials.map((m) => ({
    internalReference: m.internalReference,
    designator: m.designator,
    componentName: m.componentName,
    partNumberSource: m.partNumberSource,
    manufacturer: m.manufacturer ?? 'Unknown',
    type: m.type ?? 'Other',
    quantity: Number.isFinite(m.quantity) ? Math.round(m.quantity) : null,
    dnp: m.dnp,
    critical: m.critical,
    alternativeOf: m.alternativeOf,
  }));
}

type Parsed = Omit<BomUploadResult, 'fileName' | 'filePath'>;

/**
 * Parses with `mapping` (or the detected one); a mapping with no column a part number can
 * come from (MPN, datasheet, distributor number or at least the value) waits for the user.
 * The file is read once for both steps (an xlsx costs a child process each time).
 */
async function parseOrAsk(
  bytes: Uint8Array,
  fileName: string,
  mapping?: BomMapping,
  headerRow?: number,
): Promise<Parsed> {
  const table = await readBomTable(bytes, fileName);
  const { detection } = prepareBom(table, { headerRow });
  const chosen = mapping ?? detection.mapping;
  if (!canReadPartNumbers(chosen)) {
    return { detection, mapping: chosen, warnings: [], needsMapping: true, materials: [] };
  }
  const result = parseBomTable(table, chosen, headerRow);
  return {
    // With the detected mapping, report the detection's own confidence so the wizard asks.
    detection: mapping === undefined ? detection : result.detection,
    mapping: result.mapping,
    warnings: result.warnings,
    needsMapping: mapping === undefined && detection.confidence === 'low',
    materials: toWizard(result),
  };
}

export async function uploadBom(
  ctx: Ctx,
  actor: Actor,
  upload: { bytes: Buffer; fileName: string } | undefined,
  mapping?: BomMapping,
  headerRow?: number,
): Promise<BomUploadResult> {
  if (!upload || upload.bytes.length === 0)
    throw new AppError('VALIDATION', MSG.uploadFile, { file: [MSG.uploadFile] });
  assertUploadSize(upload.bytes);
  await assertBomQuota(ctx.db, actor.id, upload.bytes.length);
  const format = await detectFormat(upload.bytes, upload.fileName);
  // Parse before storing, so a refused file leaves nothing behind.
  const parsed = await parseOrAsk(upload.bytes, upload.fileName, mapping, headerRow);
  const filePath = await saveFile(ctx.db, ctx, {
    bytes: upload.bytes,
    originalName: upload.fileName,
    mime: MIME[format],
    kind: 'bom',
    uploadedBy: actor.id,
  });
  return { fileName: upload.fileName, filePath, ...parsed };
}

export async function reparseBom(
  ctx: Ctx,
  actor: Actor,
  filePath: string,
  mapping: BomMapping | undefined,
  headerRow?: number,
): Promise<BomUploadResult> {
  const [file] = await ctx.db
    .select()
    .from(files)
    .where(and(eq(files.id, filePath), eq(files.kind, 'bom')));
  if (!file || !reachesUpload(actor, file)) throw notFound('BOM file not found');
  const bytes = await readFile(storedFilePath(ctx.config.dataDir, file.id));
  const parsed = await parseOrAsk(bytes, file.originalName, mapping, headerRow);
  return { fileName: file.originalName, filePath: file.id, ...parsed };
}
