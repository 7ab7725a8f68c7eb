/**
 * BOM upload → materials for the product wizard. Rows that repeat one part are merged,
 * rows that share an internal reference (or list the same designators as the part above)
 * become alternatives of the first one, and everything unusual is reported as a warning.
 */
import { AppError } from '../../lib/app-error.js';
import {
  canReadPartNumbers,
  type BomMapping,
  type BomMaterial,
  type BomParseResult,
} from '@partproof/shared';
import { BOM_LIMITS } from './bom-limits.js';
import { rowInterpreter, type RowPart } from './bom-row.js';
import { partNumberWarnings } from './part-number-warnings.js';
import { prepareBom, type PreparedBom } from './detect-bom.js';
import { readBomTable, type BomTable } from './read-rows.js';

export async function parseBom(
  bytes: Uint8Array,
  filename = '',
  mapping?: BomMapping,
  headerRow?: number,
): Promise<BomParseResult> {
  return parseBomTable(await readBomTable(bytes, filename), mapping, headerRow);
}

/** parseBom for a table already read (the upload reads its file once for both steps). */
export function parseBomTable(
  table: BomTable,
  mapping?: BomMapping,
  headerRow?: number,
): BomParseResult {
  const prepared = prepareBom(table, { mapping, headerRow });
  if (!canReadPartNumbers(prepared.detection.mapping)) {
    throw new AppError(
      'VALIDATION',
      'No part number column was found; choose the columns in the mapping step',
      { 'mapping.partNumber': ['Required'] },
    );
  }
  return buildMaterials(prepared);
}

interface Builder {
  materials: BomMaterial[];
  byExplicitReference: Map<string, number>;
  /** manufacturer|part number|dnp → material, for rows without an internal reference. */
  byPart: Map<string, number>;
  byDesignators: Map<string, number>;
  groups: number;
}

export function buildMaterials(prepared: PreparedBom): BomParseResult {
  const { detection, header, data } = prepared;
  const warnings = [...prepared.warnings];
  const builder: Builder = {
    materials: [],
    byExplicitReference: new Map(),
    byPart: new Map(),
    byDesignators: new Map(),
    groups: 0,
  };
  const noPart: string[] = [];
  const dnpNoPart: string[] = [];
  const parts: RowPart[] = [];
  const quantityMismatch: string[] = [];
  let totals = 0;
  let designators = 0;
  let previous: number | null = null;
  const interpretRow = rowInterpreter(detection.mapping, header);
  data.forEach((cells, offset) => {
    const row = detection.headerRow + 1 + offset;
    const result = interpretRow(cells, row);
    // Stop at the first row past the bound: each cell's ranges are capped, but a file of
    // 'R1-R999' rows would otherwise expand to hundreds of millions of designators.
    if (result.kind === 'part') designators += result.part.designators.length;
    if (result.kind === 'noPart') designators += result.designatorCount;
    if (designators > BOM_LIMITS.maxDesignatorsPerFile) throw tooManyDesignators(row);
    if (result.kind === 'total') totals++;
    if (result.kind === 'noPart') (result.dnp ? dnpNoPart : noPart).push(result.label);
    if (result.kind !== 'part') return;
    const { part } = result;
    parts.push(part);
    for (const problem of part.designatorProblems) {
      warnings.push(`Row ${row}: designator range "${problem}" was kept as written`);
    }
    if (part.designatorsTruncated) {
      warnings.push(
        `Row ${row}: more than ${BOM_LIMITS.maxDesignatorsPerCell} designators in one cell; the rest were left out`,
      );
    }
    const count = part.designators.length;
    if (part.quantity !== null && count > 0 && part.quantity !== count) {
      quantityMismatch.push(`row ${row} (${part.quantity} vs ${count})`);
    }
    previous = addPart(builder, part, previous, typeof detection.mapping.designator === 'number');
  });
  // Said first: the confirm step shows only the first few warnings.
  warnings.unshift(...partNumberWarnings(parts, header, detection.mapping));
  if (totals) warnings.push(`${totals} total row(s) were skipped`);
  if (noPart.length) {
    warnings.push(
      `${noPart.length} row(s) with neither a part number nor a value were skipped: ${list(noPart)}`,
    );
  }
  if (dnpNoPart.length) {
    warnings.push(
      `${dnpNoPart.length} DNP row(s) without a part number were skipped: ${list(dnpNoPart)}`,
    );
  }
  if (quantityMismatch.length) {
    warnings.push(`Quantity differs from the number of designators in ${list(quantityMismatch)}`);
  }
  warnings.push(...duplicateDesignators(builder.materials));
  if (!builder.materials.length) warnings.push('No components were found in the file');
  return { materials: builder.materials, detection, mapping: detection.mapping, warnings };
}

const tooManyDesignators = (row: number) =>
  new AppError(
    'PAYLOAD_TOO_LARGE',
    `The BOM lists more than ${BOM_LIMITS.maxDesignatorsPerFile.toLocaleString('en-US')} ` +
      `designators (ranges such as R1-R999 counted part by part; passed at row ${row}); ` +
      'split it into several BOMs',
  );

function addPart(
  builder: Builder,
  part: RowPart,
  previous: number | null,
  hasDesignatorColumn: boolean,
): number {
  const { materials } = builder;
  // A value without a part number ('10k') never merges with a part whose MPN reads the same.
  const partKey = `${(part.manufacturer ?? '').toLowerCase()}|${part.partNumber.toLowerCase()}|${part.dnp}|${part.partNumberSource === 'none'}`;
  const explicit = part.explicitReference;
  const sameReference = explicit ? builder.byExplicitReference.get(explicit) : undefined;
  // A row with neither designators nor a reference, under a part, is that part's second source.
  const continuation =
    !explicit && hasDesignatorColumn && part.designators.length === 0 && previous !== null;
  const designatorKey = part.designators.length ? part.designators.join(',') : null;

  let primary: number | undefined =
    sameReference ?? (continuation ? (previous ?? undefined) : undefined);
  if (primary === undefined && !explicit) {
    const samePart = builder.byPart.get(partKey);
    if (samePart !== undefined) return merge(materials[samePart]!, part, samePart);
    primary = designatorKey === null ? undefined : builder.byDesignators.get(designatorKey);
  }
  if (primary !== undefined) {
    const head = materials[primary]!;
    const root = head.alternativeOf ?? primary;
    const rootMaterial = materials[root]!;
    if (sameMaterialPart(rootMaterial, part)) return merge(rootMaterial, part, root);
    const alternative = toMaterial(part, rootMaterial.internalReference, rootMaterial.group);
    alternative.alternativeOf = root;
    if (!alternative.designator.length) {
      alternative.designator = [...rootMaterial.designator];
      alternative.quantity = rootMaterial.quantity;
    }
    materials.push(alternative);
    return root;
  }
  const reference = explicit ?? part.designators[0] ?? part.partNumber;
  const material = toMaterial(part, reference, builder.groups++);
  materials.push(material);
  const index = materials.length - 1;
  if (explicit) builder.byExplicitReference.set(explicit, index);
  else builder.byPart.set(partKey, index);
  if (designatorKey !== null) builder.byDesignators.set(designatorKey, index);
  return index;
}

function sameMaterialPart(material: BomMaterial, part: RowPart): boolean {
  return (
    material.componentName.toLowerCase() === part.partNumber.toLowerCase() &&
    (material.partNumberSource === 'none') === (part.partNumberSource === 'none') &&
    (material.manufacturer ?? '').toLowerCase() === (part.manufacturer ?? '').toLowerCase() &&
    material.dnp === part.dnp
  );
}

function merge(material: BomMaterial, part: RowPart, index: number): number {
  const known = new Set(material.designator);
  material.designator.push(...part.designators.filter((d) => !known.has(d)));
  material.quantity += part.quantity ?? Math.max(part.designators.length, 1);
  material.rows.push(part.row);
  return index;
}

function toMaterial(part: RowPart, internalReference: string, group: number): BomMaterial {
  return {
    internalReference,
    designator: part.designators,
    componentName: part.partNumber,
    partNumberSource: part.partNumberSource,
    manufacturer: part.manufacturer,
    type: part.type,
    description: part.description,
    quantity: part.quantity ?? Math.max(part.designators.length, 1),
    dnp: part.dnp,
    critical: true,
    group,
    alternativeOf: null,
    rows: [part.row],
  };
}

function duplicateDesignators(materials: BomMaterial[]): string[] {
  const seen = new Map<string, number>();
  const duplicates: string[] = [];
  for (const material of materials) {
    if (material.alternativeOf !== null) continue;
    for (const designator of material.designator) {
      const before = seen.get(designator);
      if (before !== undefined && before !== material.group) duplicates.push(designator);
      seen.set(designator, material.group);
    }
  }
  if (!duplicates.length) return [];
  return [`Designator(s) listed for more than one component: ${list([...new Set(duplicates)])}`];
}

function list(items: string[], max = 12): string {
  const shown = items.slice(0, max).join(', ');
  return items.length > max ? `${shown} … (${items.length - max} more)` : shown;
}
