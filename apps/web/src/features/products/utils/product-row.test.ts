import { ProductStatus, Role } from '@partproof/shared';
import { describe, expect, it } from 'vitest';
import { canDownloadCsv, canOpenProduct, formatCreatedDate } from './product-row';

describe('products list rows', () => {
  it('links the name for admins whatever the status', () => {
    expect(canOpenProduct(Role.Admin, ProductStatus.Pending)).toBe(true);
  });

  it('shows a pending or status-less product as plain text for everyone else', () => {
    expect(canOpenProduct(Role.User, ProductStatus.Pending)).toBe(false);
    expect(canOpenProduct(Role.Compliance, null)).toBe(false);
    expect(canOpenProduct(Role.User, ProductStatus.ReadyForReview)).toBe(true);
    expect(canOpenProduct(Role.Engineer, ProductStatus.Approved)).toBe(true);
  });

  it('lets admins and compliance users download the CSV file', () => {
    expect([1, 2, 3, 4].map(canDownloadCsv)).toEqual([true, false, true, false]);
  });

  it('shows the created date as YYYY-MM-DD', () => {
    expect(formatCreatedDate('2025-03-07T22:15:00.000Z')).toBe('2025-03-07');
    expect(formatCreatedDate('2025-03-07 10:00:00')).toBe('2025-03-07');
  });
});
