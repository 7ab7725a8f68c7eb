/**
 * Who may move a product or a material from one status to another (DESIGN.md §5.1).
 * The server enforces these; the web app uses them to decide which buttons to show. Who may
 * use the status calls at all, and who opens a Pending product, is the capability table's
 * (`permissions.ts`).
 */
import { Role, type RoleId } from './roles.js';
import {
  MaterialStatus,
  ProductStatus,
  type MaterialStatusId,
  type ProductStatusId,
} from './statuses.js';

export function canChangeProductStatus(
  role: RoleId,
  from: ProductStatusId,
  to: ProductStatusId,
): boolean {
  if (from === to) return false;
  switch (role) {
    case Role.Admin:
      // The list dialog sets Pending, Ready for review or Collecting from anywhere;
      // only a product in review can be approved.
      return to !== ProductStatus.Approved || from === ProductStatus.ReadyForReview;
    case Role.User:
    case Role.Compliance:
      return (
        (from === ProductStatus.ReadyForReview && to === ProductStatus.Approved) ||
        (from === ProductStatus.Approved && to === ProductStatus.ReadyForReview)
      );
    case Role.Engineer:
      return false;
  }
}

/** The material status dropdown: Waiting for Reply is the admins'; engineers read only. */
export function materialStatusChoices(role: RoleId): MaterialStatusId[] {
  if (role === Role.Engineer) return [];
  const common: MaterialStatusId[] = [
    MaterialStatus.InReview,
    MaterialStatus.Approved,
    MaterialStatus.NotApproved,
  ];
  return role === Role.Admin ? [...common, MaterialStatus.WaitingForReply] : common;
}
