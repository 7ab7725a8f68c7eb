/** How a request's history status looks (DESIGN.md §9.10): a label and a badge colour. */
import type { RequestStatus } from '@partproof/shared';

const VIEW: Record<RequestStatus, { label: string; color: string }> = {
  sent: { label: 'Sent', color: 'blue' },
  reminded: { label: 'Reminded', color: 'yellow' },
  escalated: { label: 'Escalated', color: 'orange' },
  answered: { label: 'Answered', color: 'green' },
  expired: { label: 'Expired', color: 'gray' },
  revoked: { label: 'Revoked', color: 'red' },
};

export const requestStatusView = (status: RequestStatus) => VIEW[status];

/** Revoke is offered while the supplier can still use the link. */
export const isRevocable = (status: RequestStatus) =>
  status === 'sent' || status === 'reminded' || status === 'escalated';
