import type { CdocImportResult } from '@partproof/shared';
import { describe, expect, it, vi } from 'vitest';
import { englishT } from '@/lib/test-i18n';
import {
  canImportWith,
  CDOC_MAPPING_FIELDS,
  cdocColumnOptions,
  missingRequired,
  setMappingField,
} from './cdoc-mapping';

// The app's i18n module starts i18next (and reads localStorage); these texts need only `msg`.
vi.mock('@/i18n/i18n', () => ({ msg: (text: string) => text }));

// English needs no catalogue: the app's settings, and the key is the text.
const t = englishT;

const result: CdocImportResult = {
  imported: 0,
  updated: 0,
  skipped: 0,
  errors: [],
  needsMapping: true,
  headerRow: 1,
  columns: [
    { index: 0, header: 'Field1' },
    { index: 1, header: '' },
    { index: 2, header: 'Field3' },
  ],
  sampleRows: [
    ['VDE', '', 'A very long holder name that goes on and on'],
    ['VDE', '40077001', ''],
  ],
};

describe('certificate import mapping', () => {
  it('labels the fields and marks the three required ones', () => {
    expect(CDOC_MAPPING_FIELDS.slice(0, 4)).toEqual([
      { field: 'certifyingBody', label: 'Certifying body', required: true },
      { field: 'refNumber', label: 'Reference number', required: true },
      { field: 'holder', label: 'Holder', required: true },
      { field: 'models', label: 'Model', required: false },
    ]);
    expect(CDOC_MAPPING_FIELDS.filter((f) => f.required)).toHaveLength(3);
  });

  it('offers each column with its header and first non-empty sample', () => {
    expect(cdocColumnOptions(result, t)).toEqual([
      { value: '0', label: 'Field1 (e.g. VDE)' },
      { value: '1', label: 'Column 2 (e.g. 40077001)' },
      { value: '2', label: 'Field3 (e.g. A very long holder name…)' },
    ]);
    expect(cdocColumnOptions({ imported: 0, updated: 0, skipped: 0, errors: [] }, t)).toEqual([]);
  });

  it('gives a column to one field only and clears a field with ""', () => {
    let mapping = setMappingField({}, 'certifyingBody', '0');
    mapping = setMappingField(mapping, 'refNumber', '1');
    expect(mapping).toEqual({ certifyingBody: 0, refNumber: 1 });
    mapping = setMappingField(mapping, 'holder', '1');
    expect(mapping).toEqual({ certifyingBody: 0, holder: 1 });
    expect(setMappingField(mapping, 'certifyingBody', '')).toEqual({ holder: 1 });
  });

  it('imports only once the required fields have columns', () => {
    expect(missingRequired({ certifyingBody: 0 })).toEqual(['refNumber', 'holder']);
    expect(canImportWith({ certifyingBody: 0, refNumber: 1 })).toBe(false);
    expect(canImportWith({ certifyingBody: 0, refNumber: 1, holder: 2 })).toBe(true);
  });
});
