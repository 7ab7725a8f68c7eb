/**
 * The wizard's upload step on a BOM's bytes: read its table, detect its columns and — when a
 * part number can be read with the chosen mapping — build its materials. Runs in the upload's
 * child process (parse-worker.ts), so the server's event loop only receives the answer.
 */
import {
  canReadPartNumbers,
  type BomMapping,
  type BomParseResult,
  type BomUploadResult,
} from '@partproof/shared';
import { prepareBom } from './detect-bom.js';
import { buildMaterials, parseBomTable } from './parse-bom.js';
import { readBomTable, type SheetReader } from './read-rows.js';

export interface UploadToParse {
  bytes: Uint8Array;
  fileName: string;
  /** The user's corrected mapping; the detected one when left out. */
  mapping?: BomMapping;
  /** 1-based header row chosen by the user. */
  headerRow?: number;
}

export type ParsedUpload = Omit<BomUploadResult, 'fileName' | 'filePath'>;

/**
 * The answer with its materials still as the parse built them: the child turns them into the
 * wizard's shape a batch at a time while encoding (upload-answer.ts), so that 100,000 of
 * them never exist twice at once.
 */
export interface ParsedBom extends Omit<ParsedUpload, 'materials'> {
  materials: BomParseResult['materials'];
}

/** The parse's materials in the wizard's shape (`materials[from, to)`). */
export function toWizard(
  materials: BomParseResult['materials'],
  from = 0,
  to = materials.length,
): BomUploadResult['materials'] {
  const wizard: BomUploadResult['materials'] = [];
  for (let index = from; index < to && index < materials.length; index++) {
    const m = materials[index]!;
    wizard.push({
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
    });
  }
  return wizard;
}

/** parseBom's answer for the wizard, materials in the wizard's shape. */
export async function parseUpload(
  upload: UploadToParse,
  readSheets?: SheetReader,
): Promise<ParsedUpload> {
  const parsed = await parseUploadBom(upload, readSheets);
  return { ...parsed, materials: toWizard(parsed.materials) };
}

/**
 * Parses with `mapping` (or the detected one); a mapping with no column a part number can
 * come from (MPN, datasheet, distributor number or at least the value) waits for the user.
 * The table is read and prepared once (detection and parse share it).
 */
export async function parseUploadBom(
  { bytes, fileName, mapping, headerRow }: UploadToParse,
  readSheets?: SheetReader,
): Promise<ParsedBom> {
  const table = await readBomTable(bytes, fileName, readSheets);
  if (mapping === undefined) {
    const prepared = prepareBom(table, { headerRow });
    const { detection } = prepared;
    if (!canReadPartNumbers(detection.mapping)) {
      return {
        detection,
        mapping: detection.mapping,
        warnings: [],
        needsMapping: true,
        materials: [],
      };
    }
    const result = buildMaterials(prepared);
    return {
      // The detection's own confidence, so the wizard asks when it is low.
      detection,
      mapping: result.mapping,
      warnings: result.warnings,
      needsMapping: detection.confidence === 'low',
      materials: result.materials,
    };
  }
  if (!canReadPartNumbers(mapping)) {
    const { detection } = prepareBom(table, { headerRow });
    return { detection, mapping, warnings: [], needsMapping: true, materials: [] };
  }
  const result = parseBomTable(table, mapping, headerRow);
  return {
    detection: result.detection,
    mapping: result.mapping,
    warnings: result.warnings,
    needsMapping: false,
    materials: result.materials,
  };
}
