import { ProductStatus, Role } from '@partproof/shared';
import { describe, expect, it, vi } from 'vitest';
import { CONFIRM_APPROVE, CONFIRM_REVERT, productStatusAction } from './status-action';

// The app's i18n module starts i18next (and reads localStorage); these texts need only `msg`.
vi.mock('@/i18n/i18n', () => ({ msg: (text: string) => text }));

describe('productStatusAction', () => {
  it('lets an admin move pending, collecting and approved products to review', () => {
    for (const status of [
      ProductStatus.Pending,
      ProductStatus.Collecting,
      ProductStatus.Approved,
    ]) {
      expect(productStatusAction(Role.Admin, status)).toEqual({
        label: 'Set status to In Review',
        target: ProductStatus.ReadyForReview,
      });
    }
  });

  it('lets an admin approve the certificate list of a product in review', () => {
    expect(productStatusAction(Role.Admin, ProductStatus.ReadyForReview)).toEqual({
      label: 'Approve certificate list',
      target: ProductStatus.Approved,
    });
  });

  it('asks customers to confirm approving and reverting', () => {
    for (const role of [Role.User, Role.Compliance]) {
      expect(productStatusAction(role, ProductStatus.ReadyForReview)).toEqual({
        label: 'Approve Product',
        target: ProductStatus.Approved,
        confirmText: CONFIRM_APPROVE,
      });
      expect(productStatusAction(role, ProductStatus.Approved)).toEqual({
        label: 'Revert from Approved',
        target: ProductStatus.ReadyForReview,
        confirmText: CONFIRM_REVERT,
      });
      expect(productStatusAction(role, ProductStatus.Pending)).toBeNull();
      expect(productStatusAction(role, ProductStatus.Collecting)).toBeNull();
    }
  });

  it('gives engineers no button', () => {
    for (const status of [1, 2, 3, 4])
      expect(productStatusAction(Role.Engineer, status)).toBeNull();
  });
});
