import type { BomDetection } from '@partproof/shared';
import { describe, expect, it, vi } from 'vitest';
import { englishT } from '@/lib/test-i18n';
import { canParseWith, columnOptions, mappingSummary, setMappedColumn } from './bom-mapping';

// The app's i18n module starts i18next (and reads localStorage); these texts need only `msg`.
vi.mock('@/i18n/i18n', () => ({ msg: (text: string) => text }));

// English needs no catalogue: the app's settings, and the key is the text.
const t = englishT;

const detection: BomDetection = {
  format: 'csv',
  headerRow: 1,
  columns: [
    { index: 0, header: 'ref', field: 'designator' },
    { index: 1, header: 'Field1', field: null },
    { index: 2, header: 'Field2', field: null },
  ],
  mapping: { designator: 0 },
  confidence: 'low',
  reasons: [],
  sampleRows: [
    ['R1', 'Yageo', 'RC0603FR-0710KL'],
    ['TP1', '', ''],
    ['R2', 'Yageo', 'RC0603FR-0710KL'],
    ['C1', 'Murata', 'GRM188R71H104KA93D'],
  ],
};

describe('BOM column mapping', () => {
  it('offers each column with its header and non-empty sample values', () => {
    expect(columnOptions(detection, t)).toEqual([
      { value: '0', label: 'ref (e.g. R1, TP1)' },
      { value: '1', label: 'Field1 (e.g. Yageo, Murata)' },
      { value: '2', label: 'Field2 (e.g. RC0603FR-0710KL, GRM188R…)' },
    ]);
  });

  it('needs a part-number column before parsing', () => {
    expect(canParseWith(detection.mapping)).toBe(false);
    const mapping = setMappedColumn(detection.mapping, 'partNumber', '2');
    expect(mapping.partNumber).toBe(2);
    expect(canParseWith(mapping)).toBe(true);
    expect(setMappedColumn(mapping, 'partNumber', null).partNumber).toBeNull();
  });

  it('lets a column feed one field only, so the server never gets a double mapping', () => {
    const mapping = { designator: 0, partNumber: 2, description: 2 };
    expect(setMappedColumn(mapping, 'type', '2')).toEqual({
      designator: 0,
      partNumber: null,
      description: null,
      type: 2,
    });
  });

  it('says which column was mapped to what, in column order', () => {
    const mapping = { designator: 0, partNumber: 2, manufacturer: 1, quantity: null };
    expect(mappingSummary(detection, mapping, t)).toEqual([
      { field: 'designator', label: 'Designator', column: 'ref' },
      { field: 'manufacturer', label: 'Manufacturer', column: 'Field1' },
      { field: 'partNumber', label: 'Part number', column: 'Field2' },
    ]);
  });
});
