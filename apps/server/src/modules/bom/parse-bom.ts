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

/**
 * The materials being built and how a row finds the one it belongs to. No key string is built
 * per row: each index is keyed by a string the row already has (its part number lowercased,
 * its first designator), and the few materials that share it are chained newest first
 * (`samePartNumber[i]`, `sameFirstDesignator[i]`: the material indexed before i under the same
 * string, or -1) and told apart by comparing their fields.
 */
interface Builder {
  materials: BomMaterial[];
  byExplicitReference: Map<string, number>;
  /** Lowercased part number → newest material without an internal reference that has it. */
  byPartNumber: Map<string, number>;
  samePartNumber: number[];
  /** First designator → newest material whose designator list started with it. */
  byFirstDesignator: Map<string, number>;
  sameFirstDesignator: number[];
  /** How many designators a material had when it was indexed (merges only append). */
  indexedDesignators: number[];
  /** A material's designators as a Set, from its first merge on. */
  designatorSets: (Set<string> | undefined)[];
  groups: number;
}

export function buildMaterials(prepared: PreparedBom): BomParseResult {
  const { detection, header, data } = prepared;
  const warnings = [...prepared.warnings];
  const builder: Builder = {
    materials: [],
    byExplicitReference: new Map(),
    byPartNumber: new Map(),
    samePartNumber: [],
    byFirstDesignator: new Map(),
    sameFirstDesignator: [],
    indexedDesignators: [],
    designatorSets: [],
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
  const explicit = part.explicitReference;
  const sameReference = explicit ? builder.byExplicitReference.get(explicit) : undefined;
  // A row with neither designators nor a reference, under a part, is that part's second source.
  const continuation =
    !explicit && hasDesignatorColumn && part.designators.length === 0 && previous !== null;
  const partNumber = explicit ? '' : part.partNumber.toLowerCase();

  let primary: number | undefined =
    sameReference ?? (continuation ? (previous ?? undefined) : undefined);
  if (primary === undefined && !explicit) {
    const samePart = findSamePart(builder, part, partNumber);
    if (samePart !== undefined) return merge(builder, samePart, part);
    primary = findSameDesignators(builder, part.designators);
  }
  if (primary !== undefined) {
    const head = materials[primary]!;
    const root = head.alternativeOf ?? primary;
    const rootMaterial = materials[root]!;
    if (sameMaterialPart(rootMaterial, part)) return merge(builder, root, part);
    const alternative = toMaterial(part, rootMaterial.internalReference, rootMaterial.group);
    alternative.alternativeOf = root;
    if (!alternative.designator.length) {
      alternative.designator = [...rootMaterial.designator];
      alternative.quantity = rootMaterial.quantity;
    }
    pushMaterial(builder, alternative);
    return root;
  }
  const reference = explicit ?? part.designators[0] ?? part.partNumber;
  const index = pushMaterial(builder, toMaterial(part, reference, builder.groups++));
  if (explicit) builder.byExplicitReference.set(explicit, index);
  else {
    // A value without a part number ('10k') never merges with a part whose MPN reads the same.
    builder.samePartNumber[index] = builder.byPartNumber.get(partNumber) ?? -1;
    builder.byPartNumber.set(partNumber, index);
  }
  const first = part.designators[0];
  if (first !== undefined) {
    builder.sameFirstDesignator[index] = builder.byFirstDesignator.get(first) ?? -1;
    builder.byFirstDesignator.set(first, index);
    builder.indexedDesignators[index] = part.designators.length;
  }
  return index;
}

/** Appends a material and its (empty) entries in the builder's side arrays; its index. */
function pushMaterial(builder: Builder, material: BomMaterial): number {
  builder.samePartNumber.push(-1);
  builder.sameFirstDesignator.push(-1);
  builder.indexedDesignators.push(0);
  builder.designatorSets.push(undefined);
  return builder.materials.push(material) - 1;
}

/** The material without an internal reference of the same maker, part number and DNP. */
function findSamePart(builder: Builder, part: RowPart, partNumber: string): number | undefined {
  let at = builder.byPartNumber.get(partNumber);
  if (at === undefined) return undefined;
  const manufacturer = (part.manufacturer ?? '').toLowerCase();
  const noPartNumber = part.partNumberSource === 'none';
  for (; at !== -1; at = builder.samePartNumber[at]!) {
    const material = builder.materials[at]!;
    if (
      material.dnp === part.dnp &&
      (material.partNumberSource === 'none') === noPartNumber &&
      (material.manufacturer ?? '').toLowerCase() === manufacturer
    ) {
      return at;
    }
  }
  return undefined;
}

/** The newest material indexed with exactly these designators, in this order. */
function findSameDesignators(builder: Builder, designators: string[]): number | undefined {
  const first = designators[0];
  if (first === undefined) return undefined;
  let at = builder.byFirstDesignator.get(first);
  for (; at !== undefined && at !== -1; at = builder.sameFirstDesignator[at]) {
    if (builder.indexedDesignators[at] !== designators.length) continue;
    const listed = builder.materials[at]!.designator;
    let same = true;
    for (let i = 1; same && i < designators.length; i++) same = listed[i] === designators[i];
    if (same) return at;
  }
  return undefined;
}

function sameMaterialPart(material: BomMaterial, part: RowPart): boolean {
  return (
    material.componentName.toLowerCase() === part.partNumber.toLowerCase() &&
    (material.partNumberSource === 'none') === (part.partNumberSource === 'none') &&
    (material.manufacturer ?? '').toLowerCase() === (part.manufacturer ?? '').toLowerCase() &&
    material.dnp === part.dnp
  );
}

function merge(builder: Builder, index: number, part: RowPart): number {
  const material = builder.materials[index]!;
  // Kept from the first merge on: a part on a thousand one-designator rows is not rescanned
  // a thousand times.
  let known = builder.designatorSets[index];
  if (!known) builder.designatorSets[index] = known = new Set(material.designator);
  for (const designator of part.designators) {
    if (known.has(designator)) continue;
    known.add(designator);
    material.designator.push(designator);
  }
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
      if (before === material.group) continue;
      if (before !== undefined) duplicates.push(designator);
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
