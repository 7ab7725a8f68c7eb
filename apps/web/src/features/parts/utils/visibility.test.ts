import { Role } from '@partproof/shared';
import { describe, expect, it } from 'vitest';
import { canSeeCDocNo, canSeeInProduct, canUploadCertificate } from './visibility';

describe('components screen visibility', () => {
  it('hides IN PRODUCT from engineers only', () => {
    expect(canSeeInProduct(Role.Engineer)).toBe(false);
    for (const role of [Role.Admin, Role.User, Role.Compliance]) {
      expect(canSeeInProduct(role)).toBe(true);
    }
  });

  it('shows C-Doc No. and the certificate upload to admins only', () => {
    expect(canSeeCDocNo(Role.Admin)).toBe(true);
    expect(canUploadCertificate(Role.Admin)).toBe(true);
    for (const role of [Role.User, Role.Compliance, Role.Engineer]) {
      expect(canSeeCDocNo(role)).toBe(false);
      expect(canUploadCertificate(role)).toBe(false);
    }
  });
});
