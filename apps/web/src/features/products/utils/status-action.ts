/**
 * The status button of the product detail (spec §4, reading A — DESIGN.md §5.1): which label,
 * which target status, and for customers the confirmation text of the 'Product Status' modal.
 * Who may do which move is the shared capability table's and workflow's.
 */
import { can, canMoveProduct, ProductStatus, type ProductStatusId } from '@partproof/shared';
import { msg } from '@/i18n/i18n';

/** The texts are English, the keys of their translations (drawn with `t`). */
export interface StatusAction {
  label: string;
  target: ProductStatusId;
  /** Customers confirm in the 'Product Status' modal; admins act at once. */
  confirmText?: string;
}

export const CONFIRM_APPROVE = msg(
  'Are you sure that you want to set the status from In Review to "Approved"?',
);
export const CONFIRM_REVERT = msg(
  'Are you sure that you want to revert the status from Approved to "Ready for review"?',
);

export function productStatusAction(role: number, status: number): StatusAction | null {
  const actor = { role };
  if (can(actor, 'product.reviewCertificateList')) {
    return status === ProductStatus.ReadyForReview
      ? { label: msg('Approve certificate list'), target: ProductStatus.Approved }
      : { label: msg('Set status to In Review'), target: ProductStatus.ReadyForReview };
  }
  if (
    status === ProductStatus.ReadyForReview &&
    canMoveProduct(actor, ProductStatus.ReadyForReview, ProductStatus.Approved)
  ) {
    return {
      label: msg('Approve Product'),
      target: ProductStatus.Approved,
      confirmText: CONFIRM_APPROVE,
    };
  }
  if (
    status === ProductStatus.Approved &&
    canMoveProduct(actor, ProductStatus.Approved, ProductStatus.ReadyForReview)
  ) {
    return {
      label: msg('Revert from Approved'),
      target: ProductStatus.ReadyForReview,
      confirmText: CONFIRM_REVERT,
    };
  }
  return null;
}
