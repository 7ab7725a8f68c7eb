import { describe, expect, it, vi } from 'vitest';
import { reviewStateLabel, rohsStatusLabel, rohsStatusView } from './rohs-status';

// The app's i18n module starts i18next (and reads localStorage); these texts need only `msg`.
vi.mock('@/i18n/i18n', () => ({ msg: (text: string) => text }));

describe('the RoHS status cell', () => {
  it('shows nothing for a user without the RoHS flag (the server sends null)', () => {
    expect(
      rohsStatusView({ rohsStatus: null, rohsStatusReason: null, totalRohsCerts: null }),
    ).toBeNull();
  });

  it('labels the status with the shared table and keeps the reason and the count', () => {
    expect(
      rohsStatusView({
        rohsStatus: 6,
        rohsStatusReason: 'cites only 2002/95/EC',
        totalRohsCerts: 2,
      }),
    ).toEqual({ label: 'Outdated', color: 'red', reason: 'cites only 2002/95/EC', count: 2 });
  });

  it('a pending part with no declarations shows 0 and no empty reason', () => {
    expect(rohsStatusView({ rohsStatus: 7, rohsStatusReason: '  ', totalRohsCerts: null })).toEqual(
      {
        label: 'Pending',
        color: 'gray',
        reason: null,
        count: 0,
      },
    );
  });

  it('names every spec status and an unknown id plainly', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map(rohsStatusLabel)).toEqual([
      'In review',
      'Approved',
      'Waiting for reply',
      'Flagged',
      'Soon outdated',
      'Outdated',
      'Pending',
      'Not approved',
    ]);
    expect(rohsStatusLabel(42)).toBe('Status 42');
    expect(reviewStateLabel('rejected')).toBe('Rejected');
  });
});
