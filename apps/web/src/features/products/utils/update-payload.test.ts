import { ProductUpdateSchema } from '@partproof/shared';
import { describe, expect, it } from 'vitest';
import { testLookups, testProductInfo } from '@/lib/test-product-info';
import { buildUpdatePayload } from './update-payload';

const lookups = testLookups;
const values = testProductInfo();

describe('edit payload', () => {
  it('sends the changed fields and the benchmark flag, and leaves empty lists out', () => {
    const payload = buildUpdatePayload(5, { ...values, markets: [] }, lookups, true);
    expect(payload).toMatchObject({ id: 5, name: 'Charger', isBenchmark: true });
    expect(payload).not.toHaveProperty('markets');
    expect(payload.type).toEqual([{ id: 7, title: 'Power supply' }]);
    expect(ProductUpdateSchema.safeParse(payload).success).toBe(true);
  });

  it('sends the RoHS category chosen, and leaves it out (the type decides) when none is', () => {
    const chosen = buildUpdatePayload(5, { ...values, eeeCategory: '9' }, lookups);
    expect(chosen.eeeCategory).toBe(9);
    expect(ProductUpdateSchema.safeParse(chosen).success).toBe(true);
    expect(buildUpdatePayload(5, { ...values, eeeCategory: null }, lookups)).not.toHaveProperty(
      'eeeCategory',
    );
  });

  it('omits the benchmark flag for non-admins', () => {
    expect(buildUpdatePayload(5, values, lookups)).not.toHaveProperty('isBenchmark');
  });
});
