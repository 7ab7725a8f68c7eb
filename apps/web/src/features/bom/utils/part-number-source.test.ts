import type { WizardMaterial } from '@partproof/shared';
import { describe, expect, it, vi } from 'vitest';
import { partNumberBadge, renamePatch } from './part-number-source';

// The app's i18n module starts i18next (and reads localStorage); these texts need only `msg`.
vi.mock('@/i18n/i18n', () => ({ msg: (text: string) => text }));

const row: WizardMaterial = {
  internalReference: 'C1_1',
  designator: ['C1_1', 'C1_2'],
  componentName: '2.2uF 0603 25V',
  partNumberSource: 'none',
  manufacturer: 'Unknown',
  type: 'Capacitor',
  quantity: 2,
  dnp: false,
  critical: true,
  alternativeOf: null,
};

describe('part number source in the confirm step', () => {
  it('marks rows without a part number and derived ones, not those from the MPN column', () => {
    expect(partNumberBadge('none')?.label).toBe('No part number');
    expect(partNumberBadge('datasheet-url')?.label).toBe('From datasheet');
    expect(partNumberBadge('distributor')?.label).toBe('From distributor no.');
    expect(partNumberBadge('column')).toBeNull();
  });

  it('takes a name typed for a row without a part number as its part number', () => {
    expect(renamePatch(row, 'CL10A225KO8NNNC')).toEqual({
      componentName: 'CL10A225KO8NNNC',
      partNumberSource: 'column',
    });
    expect(renamePatch(row, '2.2uF 0603 25V ')).toEqual({ componentName: '2.2uF 0603 25V ' });
    const derived = { ...row, partNumberSource: 'datasheet-url' as const };
    expect(renamePatch(derived, 'X')).toEqual({ componentName: 'X' });
  });
});
