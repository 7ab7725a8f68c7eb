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

/**
 * None is required on its own: a part number comes from the Part number column, else from
 * a datasheet address or distributor number, else the row is listed under its value.
 */
export const MAPPING_FIELDS = [
  { field: 'partNumber', label: 'Part number', required: false },
  { field: 'manufacturer', label: 'Manufacturer', required: false },
  { field: 'designator', label: 'Designator', required: false },
  { field: 'internalReference', label: 'Internal reference', required: false },
  { field: 'type', label: 'Type', required: false },
  { field: 'description', label: 'Description', required: false },
  { field: 'quantity', label: 'Quantity', required: false },
  { field: 'dnp', label: 'DNP', required: false },
  { field: 'value', label: 'Value', required: false },
  { field: 'datasheet', label: 'Datasheet', required: false },
  { field: 'supplierPartNumber', label: 'Distributor order number', required: false },
] as const satisfies readonly { field: BomField; label: string; required: boolean }[];

const FIELD_LABELS: Record<BomField, string> = {
  designator: 'Designator',
  partNumber: 'Part number',
  manufacturer: 'Manufacturer',
  internalReference: 'Internal reference',
  item: 'Item',
  type: 'Type',
  description: 'Description',
  value: 'Value',
  quantity: 'Quantity',
  dnp: 'DNP',
  fitted: 'Fitted',
  datasheet: 'Datasheet',
  supplierPartNumber: 'Distributor order number',
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

/** Select options: one per column of the file, with its header and sample values. */
export function columnOptions(detection: BomDetection) {
  return detection.columns.map((column) => {
    const header = column.header.trim() || `Column ${column.index + 1}`;
    const samples = columnSamples(detection, column.index);
    return {
      value: String(column.index),
      label: samples ? `${header} (e.g. ${samples})` : header,
    };
  });
}

/** Which column feeds which field, in the file's column order. */
export function mappingSummary(detection: BomDetection, mapping: BomMapping) {
  const rows: { field: BomField; label: string; column: string }[] = [];
  for (const [field, index] of Object.entries(mapping) as [BomField, number | null][]) {
    if (index === null || index === undefined) continue;
    const column = detection.columns.find((c) => c.index === index);
    const header = column?.header.trim() || `Column ${index + 1}`;
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

export const PART_NUMBER_NEEDED =
  'Choose the column that holds the part number (or else the value, datasheet or distributor order number)';

export const canParseWith = (mapping: BomMapping): boolean => canReadPartNumbers(mapping);
