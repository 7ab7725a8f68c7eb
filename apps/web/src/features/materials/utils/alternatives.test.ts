import { describe, expect, it } from 'vitest';
import { groupAlternatives } from './alternatives';
import { testMaterial } from '@/lib/test-material';

describe('groupAlternatives', () => {
  it('folds materials sharing an internal reference under the first one', () => {
    const a = testMaterial({ internalReference: 'IPN-1' });
    const b = testMaterial({ internalReference: 'IPN-2' });
    const altA = testMaterial({ internalReference: ' ipn-1 ' });
    const groups = groupAlternatives([a, b, altA]);
    expect(groups.map((g) => g.main.id)).toEqual([a.id, b.id]);
    expect(groups[0]?.alternatives.map((m) => m.id)).toEqual([altA.id]);
    expect(groups[1]?.alternatives).toEqual([]);
  });

  it('never groups materials without an internal reference', () => {
    const groups = groupAlternatives([
      testMaterial({ internalReference: '' }),
      testMaterial({ internalReference: '  ' }),
    ]);
    expect(groups).toHaveLength(2);
  });

  it('keeps 2,000 materials in BOM order with one row per reference', () => {
    const materials = Array.from({ length: 2000 }, (_, i) =>
      testMaterial({ internalReference: `IPN-${Math.floor(i / 2)}` }),
    );
    const groups = groupAlternatives(materials);
    expect(groups).toHaveLength(1000);
    expect(groups[999]?.main.internalReference).toBe('IPN-999');
  });
});
