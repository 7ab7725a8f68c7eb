/**
 * The certificate-list progress bar (spec §2): how many materials are Approved, Waiting for
 * reply, In Review and Not Approved. A missing or unknown status counts as In Review (spec §4).
 */
import { MaterialStatus, type Material } from '@partproof/shared';

export interface StatusCounts {
  approved: number;
  waitingForReply: number;
  inReview: number;
  notApproved: number;
  total: number;
}

export function countMaterialStatuses(materials: readonly Pick<Material, 'materialStatus'>[]) {
  const counts: StatusCounts = {
    approved: 0,
    waitingForReply: 0,
    inReview: 0,
    notApproved: 0,
    total: materials.length,
  };
  for (const { materialStatus } of materials) {
    switch (materialStatus.id) {
      case MaterialStatus.Approved:
        counts.approved++;
        break;
      case MaterialStatus.WaitingForReply:
        counts.waitingForReply++;
        break;
      case MaterialStatus.NotApproved:
        counts.notApproved++;
        break;
      default:
        counts.inReview++;
    }
  }
  return counts;
}

/** Share of `part` in `total` as a percentage (0 when there is nothing to count). */
export function percent(part: number, total: number): number {
  return total === 0 ? 0 : (part / total) * 100;
}
