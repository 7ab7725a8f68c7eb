/**
 * The detection step of the BOM wizard: header row, column → field mapping and how sure
 * we are. With an explicit mapping (the user's correction) it only validates and applies it.
 */
import { AppError } from '../../lib/app-error.js';
import { dropColumn, findExtraColumn } from './align-columns.js';
import { BOM_LIMITS } from './bom-limits.js';
import {
  BOM_FIELDS,
  canReadPartNumbers,
  type BomDetection,
  type BomField,
  type BomMapping,
} from '@partproof/shared';
import {
  describeColumns,
  findHeader,
  firstFilledRows,
  isBlank,
  mapHeaderRow,
} from './find-header.js';
import { guessFromContent } from './guess-columns.js';
import { readBomTable, type BomTable } from './read-rows.js';

export interface PreparedBom {
  detection: BomDetection;
  header: string[];
  /** Rows after the header (realigned); data[i] is file row headerRow + 1 + i (1-based). */
  data: string[][];
  warnings: string[];
}

export interface BomOverride {
  mapping?: BomMapping;
  /** 1-based row number of the header row. */
  headerRow?: number;
}

/** What the file's columns hold, read from `headerRow` (1-based) or the row detection finds. */
export async function detectBom(
  bytes: Uint8Array,
  filename = '',
  headerRow?: number,
): Promise<BomDetection> {
  return prepareBom(await readBomTable(bytes, filename), { headerRow }).detection;
}

export function prepareBom(table: BomTable, override: BomOverride = {}): PreparedBom {
  const { rows } = table;
  if (rows.every((row) => isBlank(row))) {
    throw new AppError('VALIDATION', 'The BOM file contains no rows');
  }
  const reasons: string[] = [];
  const warnings: string[] = [];
  let index: number;
  if (override.headerRow !== undefined) {
    index = override.headerRow - 1;
    if (!Number.isInteger(index) || index < 0 || index >= rows.length) {
      throw new AppError('VALIDATION', `Header row ${override.headerRow} is not in the file`);
    }
  } else {
    index = findHeader(rows).index;
    if (index === -1) {
      index = rows.findIndex((row) => !isBlank(row));
      reasons.push('No row looks like a header; the first row was taken as the header');
    }
  }
  const header = rows[index] ?? [];
  let data = rows.slice(index + 1);
  const extra = findExtraColumn(header, data);
  if (extra !== null) {
    data = dropColumn(data, extra);
    warnings.push(
      `The data rows have one more column than the header: the empty column under ` +
        `"${header[extra]}" was dropped so the values line up with their headers`,
    );
  }
  const width = Math.max(header.length, ...data.slice(0, 300).map((row) => row.length));
  const mapping = override.mapping
    ? checkMapping(override.mapping, width)
    : autoMapping(header, index, data, width, reasons);
  const headerCells = extra === null ? header : header.filter((_, column) => column !== extra);
  const detection: BomDetection = {
    format: table.format,
    ...(table.encoding ? { encoding: table.encoding } : {}),
    ...(table.delimiter ? { delimiter: table.delimiter } : {}),
    ...(table.sheet ? { sheet: table.sheet } : {}),
    headerRow: index + 1,
    columns: describeColumns(headerCells, mapping).slice(0, width),
    mapping,
    confidence: reasons.length ? 'low' : 'high',
    reasons,
    sampleRows: firstFilledRows(data, BOM_LIMITS.sampleRows),
  };
  return { detection, header: headerCells, data, warnings };
}

function autoMapping(
  header: string[],
  index: number,
  data: string[][],
  width: number,
  reasons: string[],
): BomMapping {
  const byHeader = mapHeaderRow(header, index);
  const { mapping, guessed } = guessFromContent(header, data, width, byHeader.mapping);
  if (guessed.length) {
    reasons.push(
      `The headers do not name ${guessed.join(', ')}; these columns were guessed from their contents`,
    );
  }
  if (typeof mapping.partNumber !== 'number') {
    // The value ('2.2uF 0603 25V') is never taken for a part number (see part-number.ts).
    const derived = (['datasheet', 'supplierPartNumber'] as const)
      .filter((field) => typeof mapping[field] === 'number')
      .map((field) => `"${header[mapping[field] ?? 0] ?? field}"`);
    reasons.push(
      derived.length
        ? `No part number column was found; part numbers are read from the ${derived.join(' and ')} column where it carries one`
        : 'No part number column was found; rows without one are listed as "No part number"',
    );
  }
  if (typeof mapping.manufacturer !== 'number') reasons.push('No manufacturer column was found');
  return mapping;
}

function checkMapping(mapping: BomMapping, width: number): BomMapping {
  const result: BomMapping = {};
  const used = new Map<number, BomField>();
  for (const field of BOM_FIELDS) {
    const column = mapping[field];
    if (column === null || column === undefined) continue;
    if (!Number.isInteger(column) || column < 0 || column >= width) {
      throw new AppError('VALIDATION', `Column ${column} mapped to ${field} is not in the file`, {
        [`mapping.${field}`]: ['No such column'],
      });
    }
    const other = used.get(column);
    if (other) {
      throw new AppError('VALIDATION', `Column ${column} is mapped to both ${other} and ${field}`, {
        [`mapping.${field}`]: ['Column already mapped'],
      });
    }
    used.set(column, field);
    result[field] = column;
  }
  if (!canReadPartNumbers(result)) {
    throw new AppError('VALIDATION', 'Choose the column that holds the part number', {
      'mapping.partNumber': ['Required'],
    });
  }
  return result;
}
