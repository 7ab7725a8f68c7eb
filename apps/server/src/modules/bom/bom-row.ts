/**
 * One data row → the part it describes (or why it is not a part: blank, a total line, a
 * repeated header, neither part number nor value). Grouping rows into materials is
 * parse-bom.ts's job.
 */
import type { BomField, BomMapping, PartNumberSource } from '@partproof/shared';
import { guessComponentType } from './component-type.js';
import { distributorOf } from './derive-mpn.js';
import { expandDesignators } from './designators.js';
import { isBlank } from './find-header.js';
import { resolvePartNumber } from './part-number.js';

export interface RowPart {
  row: number;
  designators: string[];
  designatorProblems: string[];
  /** The designator cell held more than the per-cell limit; the rest was left out. */
  designatorsTruncated: boolean;
  /** The MPN, or the value text when partNumberSource is 'none'. */
  partNumber: string;
  partNumberSource: PartNumberSource;
  manufacturer: string | null;
  /** Internal reference or item number as written; null when the row has neither. */
  explicitReference: string | null;
  type: string | null;
  description: string | null;
  quantity: number | null;
  dnp: boolean;
}

export type RowResult =
  | { kind: 'part'; part: RowPart }
  | { kind: 'blank' | 'header' | 'total' }
  | { kind: 'noPart'; row: number; label: string; dnp: boolean; designatorCount: number };

const DNP_CELL =
  /^(dnp|dnf|dni|dnm|np|nf|n\/f|no ?pop|not (fitted|populated|placed|mounted)|do not (populate|place|fit|mount))$/i;
const DNP_WORD = /\b(dnp|dnf|dni)\b/i;
const NOT_FITTED = /^(no|n|false|0|not fitted|dnp|dnf|np|nf|-)$/i;
const NOT_DNP = /^(no|n|false|0|-|fitted|populate|yes fit)$/i;
const TOTAL = /^(grand\s+)?(total|sum|subtotal|sub-total|gesamt|summe)\b/i;

/**
 * The reader of one file's rows: what depends on the mapping and the header alone (the
 * mapped columns, the distributor a supplier column names) is worked out once, not per row.
 */
export function rowInterpreter(
  mapping: BomMapping,
  header: string[],
): (cells: string[], row: number) => RowResult {
  const columnOf = (field: BomField): number => {
    const column = mapping[field];
    return typeof column === 'number' ? column : -1;
  };
  const columns = {
    designator: columnOf('designator'),
    partNumber: columnOf('partNumber'),
    datasheet: columnOf('datasheet'),
    supplierPartNumber: columnOf('supplierPartNumber'),
    value: columnOf('value'),
    manufacturer: columnOf('manufacturer'),
    description: columnOf('description'),
    type: columnOf('type'),
    internalReference: columnOf('internalReference'),
    item: columnOf('item'),
    quantity: columnOf('quantity'),
    dnp: columnOf('dnp'),
    fitted: columnOf('fitted'),
  };
  const mapped = Object.values(mapping).filter((c): c is number => typeof c === 'number');
  const distributor =
    columns.supplierPartNumber === -1
      ? null
      : distributorOf(header[columns.supplierPartNumber] ?? '');
  const isHeader = (cells: string[]) =>
    mapped.length > 1 && mapped.every((c) => (cells[c] ?? '') === (header[c] ?? ''));

  return (cells, row) => {
    if (isBlank(cells)) return { kind: 'blank' };
    const cell = (column: number): string => (column === -1 ? '' : (cells[column] ?? ''));
    if (isHeader(cells)) return { kind: 'header' };
    const designatorText = cell(columns.designator);
    const partText = cell(columns.partNumber);
    if (!designatorText && !partText && cells.some((c) => TOTAL.test(c))) return { kind: 'total' };

    const dnp = isDnp(cells, columns, cell);
    const resolved = resolvePartNumber({
      partNumber: notDnp(partText),
      datasheet: cell(columns.datasheet),
      supplierPartNumber: cell(columns.supplierPartNumber),
      distributor,
      value: notDnp(cell(columns.value)),
    });
    const manufacturerText = cell(columns.manufacturer);
    const manufacturer =
      manufacturerText && !DNP_CELL.test(manufacturerText)
        ? manufacturerText
        : (resolved?.manufacturer ?? null);
    const { designators, problems, truncated } = expandDesignators(designatorText);
    // A DNP position without a part number (mounting hole, test point) has nothing to certify.
    if (!resolved || (resolved.source === 'none' && dnp)) {
      return {
        kind: 'noPart',
        row,
        label: designators[0] || `row ${row}`,
        dnp,
        designatorCount: designators.length,
      };
    }
    const description = cell(columns.description) || null;
    const typeText = cell(columns.type);
    return {
      kind: 'part',
      part: {
        row,
        designators,
        designatorProblems: problems,
        designatorsTruncated: truncated,
        partNumber: resolved.name,
        partNumberSource: resolved.source,
        manufacturer,
        explicitReference: cell(columns.internalReference) || cell(columns.item) || null,
        type: typeText || guessComponentType(description ?? cell(columns.value), designators),
        description,
        quantity: parseQuantity(cell(columns.quantity)),
        dnp,
      },
    };
  };
}

const notDnp = (text: string) => (DNP_CELL.test(text) ? '' : text);

function isDnp(
  cells: string[],
  columns: { dnp: number; fitted: number; partNumber: number },
  cell: (column: number) => string,
): boolean {
  const dnpText = cell(columns.dnp);
  if (dnpText && !NOT_DNP.test(dnpText)) return true;
  const fittedText = cell(columns.fitted);
  if (fittedText && NOT_FITTED.test(fittedText)) return true;
  // Anywhere else a cell that says only "DNP", or a value/description/note marked "DNP".
  return cells.some(
    (text, column) =>
      text !== '' &&
      (DNP_CELL.test(text) || (column !== columns.partNumber && DNP_WORD.test(text))),
  );
}

/** '10', '10.0', '10 pcs', '1,000' → number; blank or nonsense → null. */
export function parseQuantity(text: string): number | null {
  const cleaned = text.replace(/(?<=\d)[,'\s](?=\d{3}\b)/g, '').replace(',', '.');
  const match = /^(\d+(?:\.\d+)?)\s*(pcs?|pieces?|x|st(k|ück)?\.?)?$/i.exec(cleaned);
  if (!match?.[1]) return null;
  const value = Number(match[1]);
  return Number.isFinite(value) && value >= 0 ? value : null;
}
