import { describe, expect, it } from 'vitest';
import { canDownloadCsv, formatCreatedDate } from './product-row';

describe('products list rows', () => {
  // Which rows open (canOpenProduct) is the shared rule's, tested in packages/shared.
  it('lets admins and compliance users download the CSV file', () => {
    expect([1, 2, 3, 4].map(canDownloadCsv)).toEqual([true, false, true, false]);
  });

  it('shows the created date as YYYY-MM-DD', () => {
    expect(formatCreatedDate('2025-03-07T22:15:00.000Z')).toBe('2025-03-07');
    expect(formatCreatedDate('2025-03-07 10:00:00')).toBe('2025-03-07');
  });
});
