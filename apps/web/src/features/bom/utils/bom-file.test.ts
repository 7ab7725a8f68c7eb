import { describe, expect, it, vi } from 'vitest';
import { BOM_SIZE_ERROR, BOM_TYPE_ERROR, checkBomFile } from './bom-file';

// The app's i18n module starts i18next (and reads localStorage); these texts need only `msg`.
vi.mock('@/i18n/i18n', () => ({ msg: (text: string) => text }));

const MB = 1024 * 1024;

describe('BOM file check', () => {
  it('takes .xlsx and .csv files of up to 10 MB, whatever the case of the extension', () => {
    expect(checkBomFile({ name: 'bom.xlsx', size: 10 * MB })).toBeNull();
    expect(checkBomFile({ name: 'BOM.CSV', size: 1 })).toBeNull();
  });

  it('refuses other types and larger files with the toast texts', () => {
    expect(checkBomFile({ name: 'bom.xls', size: 1 })).toBe(BOM_TYPE_ERROR);
    expect(checkBomFile({ name: 'setup.exe', size: 1 })).toBe(BOM_TYPE_ERROR);
    expect(checkBomFile({ name: 'bom.csv', size: 10 * MB + 1 })).toBe(BOM_SIZE_ERROR);
  });
});
