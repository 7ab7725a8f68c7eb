/**
 * The RoHS Annex III exemptions as data (DESIGN.md §10.2): a dated table whose dates differ by
 * Annex I equipment category, and how one exemption stands for a category on a given day. The
 * table in force is the newest imported version, else the one that ships (exemption-table.ts).
 */
import type { EeeCategory } from './eee-category.js';

/** One date of an exemption and the categories it applies to. */
export interface ExemptionDates {
  categories: EeeCategory[];
  /** Last day of validity; null when the annex sets none. */
  expires: string | null;
  /** Renewal applied for in time (Art. 5(5)): valid past `expires` until the Commission decides. */
  renewalPending?: boolean;
}

export interface RohsExemption {
  /** Canonical id, as `canonical.ts` writes it: `7(c)-I`. */
  id: string;
  description: string;
  /** The Annex II substance key (`substances.ts`). */
  substance: string;
  /** The concentration the entry allows, as the annex words it; null when it sets none. */
  limit: string | null;
  /** A category no row names is outside the exemption's scope. */
  categories: ExemptionDates[];
  /** The legal act that last set the entry, and its Official Journal date. */
  act: string;
  actDate: string;
  /** Revoked by the act (it may still run to a phase-out date). */
  revoked?: boolean;
  /** Where the entry's text and dates were read. */
  source?: string;
}

/** One version of the table: its date (the newest act it reflects) and where it comes from. */
export interface ExemptionTable {
  date: string;
  source: string;
  exemptions: readonly RohsExemption[];
}

export type ExemptionLookup = ReadonlyMap<string, RohsExemption>;

export function exemptionLookup(table: Pick<ExemptionTable, 'exemptions'>): ExemptionLookup {
  return new Map(table.exemptions.map((e) => [e.id, e]));
}

/** A `YYYY-MM` date is read as the first day of that month; `YYYY-MM-DD` as is. */
export function dateAsDay(date: string): string {
  return /^\d{4}-\d{2}$/.test(date) ? `${date}-01` : date;
}

/** Whole days from `from` to `to` (negative when `to` is earlier); months count from their first day. */
export function daysBetween(from: string, to: string): number {
  const ms = Date.parse(`${dateAsDay(to)}T00:00:00Z`) - Date.parse(`${dateAsDay(from)}T00:00:00Z`);
  return Math.round(ms / 86_400_000);
}

export interface ExemptionState {
  known: boolean;
  /** False when the exemption exists but not for the category. */
  inScope: boolean;
  expired: boolean;
  /** The last valid day that applies; null when none does (no date, or renewal pending). */
  expires: string | null;
  /** Days until `expires` (0 on that day); null when no date applies. */
  expiresInDays: number | null;
  renewalPending: boolean;
}

const UNKNOWN: ExemptionState = {
  known: false,
  inScope: true,
  expired: false,
  expires: null,
  expiresInDays: null,
  renewalPending: false,
};

/**
 * The dates row that applies to `category`; with no category (a part no product uses yet) the
 * strictest row: the earliest date that is not held open by a pending renewal.
 */
function datesFor(e: RohsExemption, category: EeeCategory | null): ExemptionDates | undefined {
  if (category !== null) return e.categories.find((row) => row.categories.includes(category));
  const closing = (row: ExemptionDates) => (row.renewalPending ? null : row.expires);
  return [...e.categories].sort((a, b) => {
    const [x, y] = [closing(a), closing(b)];
    if (x === y) return 0;
    if (x === null) return 1;
    if (y === null) return -1;
    return x.localeCompare(y);
  })[0];
}

/** Whether an exemption can be relied on `today` for a product of `category`; an unknown id is never aged. */
export function exemptionState(
  exemptions: ExemptionLookup,
  id: string,
  today: string,
  category: EeeCategory | null,
): ExemptionState {
  const exemption = exemptions.get(id.trim());
  if (!exemption) return UNKNOWN;
  const dates = datesFor(exemption, category);
  if (!dates) {
    return { ...UNKNOWN, known: true, inScope: false, expired: true };
  }
  // Art. 5(5): an exemption whose renewal was applied for in time stays valid until decided.
  if (dates.renewalPending || dates.expires === null) {
    return { ...UNKNOWN, known: true, renewalPending: dates.renewalPending === true };
  }
  const expiresInDays = daysBetween(today, dates.expires);
  return {
    ...UNKNOWN,
    known: true,
    expired: expiresInDays < 0,
    expires: dates.expires,
    expiresInDays,
  };
}

export type ExemptionStatus = 'valid' | 'expired' | 'revoked';

/** The entry's standing `today` in every category: revoked, expired everywhere, or valid somewhere. */
export function exemptionStatus(e: RohsExemption, today: string): ExemptionStatus {
  if (e.revoked) return 'revoked';
  const open = e.categories.some(
    (row) => row.renewalPending || row.expires === null || row.expires >= today,
  );
  return open ? 'valid' : 'expired';
}
