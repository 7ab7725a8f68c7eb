import type { LiveMessage, Product } from '@partproof/shared';
import { describe, expect, it } from 'vitest';
import { testMaterial } from '@/lib/test-material';
import { applyRohsUpdate, isForProduct, rohsUpdateOf } from './rohs-events';

const message = (
  event: LiveMessage['event'],
  data: unknown,
  materialId: number | null,
  id: number | null = 1,
) => ({ event, data, materialId, id }) satisfies LiveMessage;

const product = (materials = [testMaterial({ id: 7 }), testMaterial({ id: 8 })]) =>
  ({ id: 1, materials }) as unknown as Product;

const data = { rohsStatus: 2, rohsStatusReason: 'approved RoHS declaration', declarations: 1 };

describe('rohsUpdate live events', () => {
  it('reads the material, its product and the new status from a rohsUpdate message', () => {
    expect(rohsUpdateOf(message('rohsUpdate', data, 7))).toEqual({
      materialId: 7,
      productId: 1,
      ...data,
    });
  });

  it('ignores other events, messages without a material and malformed data', () => {
    expect(rohsUpdateOf(message('ranProductUpdate', data, 7))).toBeNull();
    expect(rohsUpdateOf(message('rohsUpdate', data, null))).toBeNull();
    expect(rohsUpdateOf(message('rohsUpdate', { rohsStatus: 'x' }, 7))).toBeNull();
  });

  it('belongs to its own product, or to any when the server names none', () => {
    const update = rohsUpdateOf(message('rohsUpdate', data, 7, 1));
    const unnamed = rohsUpdateOf(message('rohsUpdate', data, 7, null));
    expect(update && isForProduct(update, 1)).toBe(true);
    expect(update && isForProduct(update, 2)).toBe(false);
    expect(unnamed && isForProduct(unnamed, 2)).toBe(true);
  });

  it("changes only that material's status, reason and count in the cached product", () => {
    const before = product([
      testMaterial({ id: 7, rohsStatus: 7, rohsStatusReason: 'no declaration', totalRohsCerts: 0 }),
      testMaterial({ id: 8, rohsStatus: 7, rohsStatusReason: 'no declaration', totalRohsCerts: 0 }),
    ]);
    const update = rohsUpdateOf(message('rohsUpdate', data, 7));
    if (!update) throw new Error('expected an update');
    const after = applyRohsUpdate(before, update);
    expect(after.materials[0]).toMatchObject({
      id: 7,
      rohsStatus: 2,
      rohsStatusReason: 'approved RoHS declaration',
      totalRohsCerts: 1,
    });
    expect(after.materials[1]).toBe(before.materials[1]);
    expect(before.materials[0]?.rohsStatus).toBe(7);
  });

  it('keeps the same product when the material is not in it or nothing changed', () => {
    const update = rohsUpdateOf(message('rohsUpdate', data, 99));
    const before = product();
    if (!update) throw new Error('expected an update');
    expect(applyRohsUpdate(before, update)).toBe(before);
    const same = product([
      testMaterial({
        id: 7,
        rohsStatus: 2,
        rohsStatusReason: data.rohsStatusReason,
        totalRohsCerts: 1,
      }),
    ]);
    expect(applyRohsUpdate(same, { ...update, materialId: 7 })).toBe(same);
  });
});
