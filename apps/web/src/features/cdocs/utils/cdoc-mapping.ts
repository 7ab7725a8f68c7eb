/**
 * The column mapping of a certificate import whose headers were not recognised: the fields
 * a user can map, the file's columns offered as options with a sample value, and the
 * mapping posted back to cdocs/import (field → 0-based column index).
 */
import {
  CDOC_IMPORT_FIELDS,
  CDOC_REQUIRED_FIELDS,
  type CdocImportField,
  type CdocImportMapping,
  type CdocImportResult,
} from '@partproof/shared';
import type { TFunction } from 'i18next';
import { msg } from '@/i18n/i18n';

const FIELD_LABELS: Record<CdocImportField, string> = {
  certifyingBody: msg('Certifying body'),
  refNumber: msg('Reference number'),
  holder: msg('Holder'),
  models: msg('Model'),
  standard: msg('Standard'),
  issueDate: msg('Issue date'),
  expiryDate: msg('Expiry date'),
  link: msg('Link'),
  documentNo: msg('Document number'),
  rawVersion: msg('Version'),
  validity: msg('Validity'),
  reason: msg('Validity reason'),
};

/** The fields in the order the editor shows them (English labels, drawn with `t`), the required ones marked. */
export const CDOC_MAPPING_FIELDS = CDOC_IMPORT_FIELDS.map((field) => ({
  field,
  label: FIELD_LABELS[field],
  required: CDOC_REQUIRED_FIELDS.includes(field),
}));

const SAMPLE_LENGTH = 24;

/** The first non-empty value of a column in the sample rows, shortened. */
export function columnSample(result: CdocImportResult, index: number): string {
  const value =
    (result.sampleRows ?? []).map((row) => (row[index] ?? '').trim()).find((v) => v !== '') ?? '';
  return value.length > SAMPLE_LENGTH ? `${value.slice(0, SAMPLE_LENGTH).trimEnd()}…` : value;
}

/** Select options: one per column of the file, with its header and a sample value. */
export function cdocColumnOptions(result: CdocImportResult, t: TFunction) {
  return (result.columns ?? []).map((column) => {
    const header = column.header.trim() || t('Column {{number}}', { number: column.index + 1 });
    const sample = columnSample(result, column.index);
    return {
      value: String(column.index),
      label: sample ? t('{{header}} (e.g. {{samples}})', { header, samples: sample }) : header,
    };
  });
}

/**
 * The mapping after choosing `value` (a column index as text, '' for none) for `field`.
 * A column feeds one field only, so another field holding that column lets go of it.
 */
export function setMappingField(
  mapping: CdocImportMapping,
  field: CdocImportField,
  value: string,
): CdocImportMapping {
  const next: CdocImportMapping = {};
  const index = value === '' ? undefined : Number(value);
  for (const [other, column] of Object.entries(mapping) as [CdocImportField, number][]) {
    if (other !== field && column !== index) next[other] = column;
  }
  if (index !== undefined && Number.isInteger(index) && index >= 0) next[field] = index;
  return next;
}

/** The required fields the mapping does not give a column yet. */
export const missingRequired = (mapping: CdocImportMapping): CdocImportField[] =>
  CDOC_REQUIRED_FIELDS.filter((field) => mapping[field] === undefined);

export const canImportWith = (mapping: CdocImportMapping): boolean =>
  missingRequired(mapping).length === 0;
