/** A material for the unit tests of the component table's logic. */
import type { Material } from '@partproof/shared';

let nextId = 1;

export function testMaterial(overrides: Partial<Material> = {}): Material {
  const id = overrides.id ?? nextId++;
  return {
    id,
    productId: 1,
    internalReference: `IR-${id}`,
    designator: [],
    componentName: `Part ${id}`,
    type: 'Resistor',
    manufacturer: 'Yageo',
    critical: true,
    quantity: null,
    dnp: false,
    materialStatus: { id: 1 },
    status: 1,
    requiredCertificates: [],
    datasheetURL: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    partId: id,
    partNumberSource: 'column',
    approvedMaterialCertificates: 0,
    totalTempCertificate: 0,
    certificateExpired: false,
    rohsStatus: null,
    rohsStatusReason: null,
    totalRohsCerts: null,
    materialComment: 0,
    flag: null,
    request: null,
    ...overrides,
  };
}
