/** Shaping material rows for the API. */
import {
  can,
  materialRohsStatus,
  requestStatus,
  type Material,
  type PartNumberSource,
  type PermissionActor,
  type RohsStatusId,
  fileLinkPath,
} from '@partproof/shared';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { materials } from '../../db/schema/index.js';
import { signPath } from '../../lib/tokens.js';
import { NO_PART_FACTS, partFactsOf, type PartFacts } from '../parts/part-facts.queries.js';

export type MaterialRow = typeof materials.$inferSelect;

/**
 * A material as the API answers it, with the facts of its part (DESIGN.md §9.1). Its RoHS
 * fields only for a viewer with the RoHS flag: the others see nothing of RoHS/REACH. An open
 * flag shows to everyone; for RoHS viewers it also shows as 4 Flagged over the part's status
 * (per material: the part's own status, and the product's isRoHSAvailable, stay as they are).
 * The latest request for its part only for viewers who may read requests.
 */
export function toMaterialDto(
  config: Config,
  m: MaterialRow,
  facts: PartFacts = NO_PART_FACTS,
  viewer: PermissionActor | null = null,
  now = new Date(),
): Material {
  const rohs = viewer && can(viewer, 'declaration.read') ? facts.rohs : null;
  const shown = rohs
    ? materialRohsStatus(
        { status: rohs.status as RohsStatusId, reason: rohs.reason, declarationId: null },
        { flagged: facts.flag !== null },
      )
    : null;
  const request = viewer && can(viewer, 'request.read') ? facts.request : null;
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
    // The part's PDF through a signed link (served sandboxed), else its external address.
    datasheetURL: facts.datasheetFileId
      ? signPath(config.jwtSecret, fileLinkPath(facts.datasheetFileId), 3600)
      : facts.datasheetUrl,
    createdAt: m.createdAt.toISOString(),
    partId: m.partId,
    partNumberSource: m.partNumberSource as PartNumberSource,
    approvedMaterialCertificates: facts.approvedMaterialCertificates,
    totalTempCertificate: facts.totalTempCertificate,
    certificateExpired: m.certificateExpired,
    rohsStatus: shown?.status ?? null,
    rohsStatusReason: shown?.reason ?? null,
    totalRohsCerts: rohs?.declarations ?? null,
    materialComment: facts.comments,
    flag: facts.flag,
    request: request
      ? {
          id: request.id,
          to: request.to,
          sentAt: request.sentAt.toISOString(),
          status: requestStatus(request, now),
        }
      : null,
  };
}

/** One material's answer, its part's facts loaded. */
export async function materialAnswer(
  db: Db,
  config: Config,
  m: MaterialRow,
  viewer: PermissionActor | null,
): Promise<Material> {
  const facts = await partFactsOf(db, { materialIds: [m.id] });
  return toMaterialDto(config, m, facts.get(m.id), viewer);
}
