/**
 * Status tables (spec §4, DESIGN.md §5.1). Each is the one source of ids and labels for
 * the zod schemas, the database CHECK constraints and the UI.
 */

/** Product status, reading A: the only numbering the app uses. A missing status is Pending. */
export const PRODUCT_STATUSES = [
  { id: 1, key: 'pending', label: 'Pending', detailLabel: 'Pending' },
  { id: 2, key: 'readyForReview', label: 'Ready for review', detailLabel: 'In Review' },
  {
    id: 3,
    key: 'collecting',
    label: 'Collecting additional certificates',
    detailLabel: 'Collecting additional certificates',
  },
  { id: 4, key: 'approved', label: 'Done', detailLabel: 'Approved' },
] as const;

export type ProductStatusId = (typeof PRODUCT_STATUSES)[number]['id'];

export const ProductStatus = {
  Pending: 1,
  ReadyForReview: 2,
  Collecting: 3,
  Approved: 4,
} as const satisfies Record<string, ProductStatusId>;

export function productStatusLabel(
  id: number | null | undefined,
  where: 'list' | 'detail' = 'list',
) {
  const status = PRODUCT_STATUSES.find((s) => s.id === (id ?? ProductStatus.Pending));
  return status ? (where === 'list' ? status.label : status.detailLabel) : 'Pending';
}

/** Material (component) certificate status. A missing status is In review. */
export const MATERIAL_STATUSES = [
  { id: 1, key: 'inReview', label: 'In Review' },
  { id: 2, key: 'approved', label: 'Approved' },
  { id: 3, key: 'waitingForReply', label: 'Waiting for Reply' },
  { id: 4, key: 'notApproved', label: 'Not Approved' },
] as const;

export type MaterialStatusId = (typeof MATERIAL_STATUSES)[number]['id'];

export const MaterialStatus = {
  InReview: 1,
  Approved: 2,
  WaitingForReply: 3,
  NotApproved: 4,
} as const satisfies Record<string, MaterialStatusId>;

export function materialStatusLabel(id: number | null | undefined): string {
  return (
    MATERIAL_STATUSES.find((s) => s.id === (id ?? MaterialStatus.InReview))?.label ?? 'In Review'
  );
}

/** RoHS status (spec §4), derived for each part by rohs/status.ts (DESIGN.md §9.4). */
export const ROHS_STATUSES = [
  { id: 1, key: 'inReview', label: 'In review' },
  { id: 2, key: 'approved', label: 'Approved' },
  { id: 3, key: 'waitingForReply', label: 'Waiting for reply' },
  { id: 4, key: 'flagged', label: 'Flagged' },
  { id: 5, key: 'soonOutdated', label: 'Soon outdated' },
  { id: 6, key: 'outdated', label: 'Outdated' },
  { id: 7, key: 'pending', label: 'Pending' },
  { id: 8, key: 'notApproved', label: 'Not approved' },
] as const;

export function rohsStatusLabel(id: number): string {
  return ROHS_STATUSES.find((s) => s.id === id)?.label ?? 'Pending';
}
