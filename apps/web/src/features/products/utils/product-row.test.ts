import { describe, expect, it } from 'vitest';
import { formatCreatedDate } from './product-row';

describe('products list rows', () => {
  // Which rows open and which actions show is the capability table's, tested in packages/shared.
  it('shows the created date as YYYY-MM-DD', () => {
    expect(formatCreatedDate('2025-03-07T22:15:00.000Z')).toBe('2025-03-07');
    expect(formatCreatedDate('2025-03-07 10:00:00')).toBe('2025-03-07');
  });
});
