/**
 * The column mapping of step 02: the fields a user can map (spec-named labels), the file's
 * columns offered as options with sample values, and the "column → field" summary.
 */
import {
  canReadPartNumbers,
  type BomDetection,
  type BomField,
  type BomMapping,
} from '@partproof/shared';
import type { TFunction } from 'i18next';
import { msg } from '@/i18n/i18n';

/**
 * The labels are English, the keys of their translations (drawn with `t`).
 * None is required on its own: a part number comes from the Part number column, else from
 * a datasheet address or distributor number, else the row is listed under its value.
 */
export const MAPPING_FIELDS = [
  { field: 'partNumber', label: msg('Part number'), required: false },
  { field: 'manufacturer', label: msg('Manufacturer'), required: false },
  { field: 'designator', label: msg('Designator'), required: false },
  { field: 'internalReference', label: msg('Internal reference'), required: false },
  { field: 'type', label: msg('Type'), required: false },
  { field: 'description', label: msg('Description'), required: false },
  { field: 'quantity', label: msg('Quantity'), required: false },
  { field: 'dnp', label: msg('DNP'), required: false },
  { field: 'value', label: msg('Value'), required: false },
  { field: 'datasheet', label: msg('Datasheet'), required: false },
  { field: 'supplierPartNumber', label: msg('Distributor order number'), required: false },
] as const satisfies readonly { field: BomField; label: string; required: boolean }[];

const FIELD_LABELS: Record<BomField, string> = {
  designator: msg('Designator'),
  partNumber: msg('Part number'),
  manufacturer: msg('Manufacturer'),
  internalReference: msg('Internal reference'),
  item: msg('Item'),
  type: msg('Type'),
  description: msg('Description'),
  value: msg('Value'),
  quantity: msg('Quantity'),
  dnp: msg('DNP'),
  fitted: msg('Fitted'),
  datasheet: msg('Datasheet'),
  supplierPartNumber: msg('Distributor order number'),
};

export const fieldLabel = (field: BomField): string => FIELD_LABELS[field];

const SAMPLE_LENGTH = 24;

/** First non-empty sample values of a column, joined and shortened. */
export function columnSamples(detection: BomDetection, index: number, count = 2): string {
  const values = [...new Set(detection.sampleRows.map((row) => (row[index] ?? '').trim()))]
    .filter((value) => value !== '')
    .slice(0, count);
  const text = values.join(', ');
  return text.length > SAMPLE_LENGTH ? `${text.slice(0, SAMPLE_LENGTH)}…` : text;
}

/** A column's header, or its place when it has none. */
const columnHeader = (header: string, index: number, t: TFunction) =>
  header.trim() || t('Column {{number}}', { number: index + 1 });

/** Select options: one per column of the file, with its header and sample values. */
export function columnOptions(detection: BomDetection, t: TFunction) {
  return detection.columns.map((column) => {
    const header = columnHeader(column.header, column.index, t);
    const samples = columnSamples(detection, column.index);
    return {
      value: String(column.index),
      label: samples ? t('{{header}} (e.g. {{samples}})', { header, samples }) : header,
    };
  });
}

/** Which column feeds which field (its English label), in the file's column order. */
export function mappingSummary(detection: BomDetection, mapping: BomMapping, t: TFunction) {
  const rows: { field: BomField; label: string; column: string }[] = [];
  for (const [field, index] of Object.entries(mapping) as [BomField, number | null][]) {
    if (index === null || index === undefined) continue;
    const column = detection.columns.find((c) => c.index === index);
    const header = columnHeader(column?.header ?? '', index, t);
    rows.push({ field, label: fieldLabel(field), column: header });
  }
  return rows.sort((a, b) => (mapping[a.field] ?? 0) - (mapping[b.field] ?? 0));
}

/** Maps `field` to a column; a column feeds one field only, so others that used it let go. */
export function setMappedColumn(
  mapping: BomMapping,
  field: BomField,
  value: string | null,
): BomMapping {
  const index = value === null || value === '' ? null : Number(value);
  const next: BomMapping = { ...mapping, [field]: index };
  if (index === null) return next;
  for (const key of Object.keys(next) as BomField[]) {
    if (key !== field && next[key] === index) next[key] = null;
  }
  return next;
}

export const PART_NUMBER_NEEDED = msg(
  'Choose the column that holds the part number (or else the value, datasheet or distributor order number)',
);

export const canParseWith = (mapping: BomMapping): boolean => canReadPartNumbers(mapping);
