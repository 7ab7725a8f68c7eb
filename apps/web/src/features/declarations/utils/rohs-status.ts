/**
 * How a RoHS status looks (DESIGN.md §9.4): the ROHS_STATUSES label, a badge colour, and
 * the view of a material's status cell. A null status means the user has no RoHS flag and
 * sees nothing of RoHS/REACH. Labels are English, translated where they are drawn.
 */
import { ROHS_STATUSES, type Material, type ReviewState } from '@partproof/shared';
import { msg } from '@/i18n/i18n';
import { formatRohsReason } from '@/lib/format';

const COLORS: Record<number, string> = {
  1: 'blue',
  2: 'green',
  3: 'yellow',
  4: 'orange',
  5: 'yellow',
  6: 'red',
  7: 'gray',
  8: 'red',
};

export function rohsStatusLabel(id: number): string {
  return ROHS_STATUSES.find((s) => s.id === id)?.label ?? `Status ${id}`;
}

export function rohsStatusColor(id: number): string {
  return COLORS[id] ?? 'gray';
}

export interface RohsStatusView {
  label: string;
  color: string;
  reason: string | null;
  /** How many declarations cover the material's part. */
  count: number;
}

export function rohsStatusView(
  material: Pick<Material, 'rohsStatus' | 'rohsStatusReason' | 'totalRohsCerts'>,
): RohsStatusView | null {
  if (material.rohsStatus === null) return null;
  return {
    label: rohsStatusLabel(material.rohsStatus),
    color: rohsStatusColor(material.rohsStatus),
    reason: material.rohsStatusReason?.trim() ? formatRohsReason(material.rohsStatusReason) : null,
    count: material.totalRohsCerts ?? 0,
  };
}

const REVIEW_LABELS: Record<ReviewState, string> = {
  'in-review': msg('Awaiting review'),
  approved: msg('Approved'),
  rejected: msg('Rejected'),
};

export function reviewStateLabel(state: ReviewState): string {
  return REVIEW_LABELS[state];
}
