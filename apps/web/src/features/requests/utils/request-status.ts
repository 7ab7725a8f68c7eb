/**
 * How a request's history status looks (DESIGN.md §9.10): a label (English, translated where
 * it is drawn) and a badge colour.
 */
import type { RequestStatus } from '@partproof/shared';
import { msg } from '@/i18n/i18n';

const VIEW: Record<RequestStatus, { label: string; color: string }> = {
  sent: { label: msg('Sent'), color: 'blue' },
  reminded: { label: msg('Reminded'), color: 'yellow' },
  escalated: { label: msg('Escalated'), color: 'orange' },
  answered: { label: msg('Answered'), color: 'green' },
  expired: { label: msg('Expired'), color: 'gray' },
  revoked: { label: msg('Revoked'), color: 'red' },
};

export const requestStatusView = (status: RequestStatus) => VIEW[status];

/** Revoke is offered while the supplier can still use the link. */
export const isRevocable = (status: RequestStatus) =>
  status === 'sent' || status === 'reminded' || status === 'escalated';
