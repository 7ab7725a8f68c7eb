import type { StaffQueueKey } from '@partproof/shared';

/** Each staff count's title on /home and its list's heading. */
export const QUEUE_LABELS: Record<StaffQueueKey, string> = {
  productsInReview: 'Products waiting for review',
  candidatesToApprove: 'Parts with candidates to approve',
  declarationsInReview: 'Declarations in review',
  openFlags: 'Open flags',
  requestsOverdue: 'Requests overdue',
  expiring30: 'Certificates ending within 30 days',
  expiring90: 'Certificates ending within 90 days',
  exemptionsEnding: 'Exemptions ending within 180 days',
};
