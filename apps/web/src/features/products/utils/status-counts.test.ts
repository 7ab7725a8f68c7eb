import { describe, expect, it } from 'vitest';
import { countMaterialStatuses, percent } from './status-counts';

const withStatus = (id: number) => ({ materialStatus: { id } });

describe('countMaterialStatuses', () => {
  it('counts the four certificate statuses, unknown ones as In Review', () => {
    const counts = countMaterialStatuses([1, 2, 2, 3, 4, 4, 4, 99].map(withStatus));
    expect(counts).toEqual({
      approved: 2,
      waitingForReply: 1,
      inReview: 2,
      notApproved: 3,
      total: 8,
    });
  });

  it('gives zero percentages for an empty bill of materials', () => {
    expect(countMaterialStatuses([]).total).toBe(0);
    expect(percent(0, 0)).toBe(0);
    expect(percent(1, 4)).toBe(25);
  });
});
