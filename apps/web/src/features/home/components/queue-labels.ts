import type { StaffQueueKey } from '@partproof/shared';
import { msg } from '@/i18n/i18n';

/** Each staff count's title on /home and its list's heading (English: translated where drawn). */
export const QUEUE_LABELS: Record<StaffQueueKey, string> = {
  productsInReview: msg('Products waiting for review'),
  candidatesToApprove: msg('Parts with candidates to approve'),
  declarationsInReview: msg('Declarations in review'),
  openFlags: msg('Open flags'),
  requestsOverdue: msg('Requests overdue'),
  expiring30: msg('Certificates ending within 30 days'),
  expiring90: msg('Certificates ending within 90 days'),
  exemptionsEnding: msg('Exemptions ending within 180 days'),
};
