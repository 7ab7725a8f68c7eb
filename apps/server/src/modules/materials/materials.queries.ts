/** Shaping material rows for the API. */
import type { Material } from '@partproof/shared';
import type { Config } from '../../config.js';
import { materials } from '../../db/schema/index.js';
import { filePathname } from '../../lib/storage.js';
import { signPath } from '../../lib/tokens.js';

export type MaterialRow = typeof materials.$inferSelect;

/** Certification record and temporary certificate counts (certificates module). */
export interface MaterialCertificateCounts {
  approvedMaterialCertificates: number;
  totalTempCertificate: number;
}

export function toMaterialDto(
  config: Config,
  m: MaterialRow,
  counts: MaterialCertificateCounts = { approvedMaterialCertificates: 0, totalTempCertificate: 0 },
): Material {
  return {
    id: m.id,
    productId: m.productId,
    internalReference: m.internalReference,
    designator: m.designator,
    componentName: m.componentName,
    type: m.type,
    manufacturer: m.manufacturer,
    critical: m.critical,
    quantity: m.quantity,
    dnp: m.dnp,
    materialStatus: { id: m.materialStatusId },
    status: m.status,
    requiredCertificates: m.requiredCertificates,
    datasheetURL: m.datasheetFileId
      ? signPath(config.jwtSecret, filePathname(m.datasheetFileId), 3600)
      : null,
    createdAt: m.createdAt.toISOString(),
    approvedMaterialCertificates: counts.approvedMaterialCertificates,
    totalTempCertificate: counts.totalTempCertificate,
    certificateExpired: m.certificateExpired,
  };
}
