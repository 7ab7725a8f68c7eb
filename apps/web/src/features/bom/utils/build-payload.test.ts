import { ProductSaveSchema, type WizardMaterial } from '@partproof/shared';
import { describe, expect, it } from 'vitest';
import { buildSavePayload } from './build-payload';
import { testLookups, testProductInfo } from '@/lib/test-product-info';

const lookups = testLookups;
const values = testProductInfo();

const material: WizardMaterial = {
  internalReference: '',
  designator: ['R1', ' R2 '],
  componentName: 'RC0603FR-0710KL',
  partNumberSource: 'column',
  manufacturer: 'Yageo',
  type: '',
  quantity: 2,
  dnp: false,
  critical: false,
  alternativeOf: null,
};

describe('wizard save payload', () => {
  it('names the uploaded file, keeps the stored path and is accepted by the contract', () => {
    const payload = buildSavePayload(
      values,
      lookups,
      { fileName: 'kicad.csv', filePath: 'abc123' },
      [material, { ...material, componentName: 'ALT-1', alternativeOf: 0 }],
    );
    expect(payload.collectionProductMaterials).toBe('kicad.csv');
    expect(payload.filePath).toBe('abc123');
    expect(payload.materials).toHaveLength(2);
    expect(payload.materials[0]).not.toHaveProperty('alternativeOf');
    expect(payload.materials[0]?.type).toBe('Other');
    expect(payload.materials[0]?.critical).toBe(false);
    expect(payload.materials[0]?.designator).toEqual(['R1', 'R2']);
    expect(payload.materials[0]?.internalReference).toBe('RC0603FR-0710KL');
    expect(payload).not.toHaveProperty('id');
    expect(ProductSaveSchema.safeParse(payload).success).toBe(true);
  });

  it('passes on where each part number came from, a row without one included', () => {
    const payload = buildSavePayload(values, lookups, { fileName: 'k.csv', filePath: 'p' }, [
      { ...material, partNumberSource: 'datasheet-url' },
      { ...material, componentName: '2.2uF 0603 25V', partNumberSource: 'none' },
    ]);
    expect(payload.materials.map((m) => [m.componentName, m.partNumberSource])).toEqual([
      ['RC0603FR-0710KL', 'datasheet-url'],
      ['2.2uF 0603 25V', 'none'],
    ]);
    expect(ProductSaveSchema.safeParse(payload).success).toBe(true);
  });
});
