/**
 * A part's status when the products that use it are of several equipment categories
 * (DESIGN.md §10.2): one verdict per category. Each product shows its own category's; the
 * part itself (the Components screen, the law-impact lists) shows the worst.
 */
import type { EeeCategory } from './eee-category.js';
import { derivePartRohsStatus, PART_PREFERENCE } from './part-status.js';
import type { DeclarationFacts, StatusContext, StatusVerdict } from './status.js';

/** Per category (as text, a JSON key), when the categories' verdicts differ. */
export type CategoryVerdicts = Partial<Record<string, StatusVerdict>>;

export interface PartVerdicts {
  /** The worst of the categories' verdicts; with no product, the strictest date. */
  worst: StatusVerdict;
  /** Null when every category gets the same verdict (or there is at most one). */
  byCategory: CategoryVerdicts | null;
}

const same = (a: StatusVerdict, b: StatusVerdict) =>
  a.status === b.status && a.reason === b.reason && a.declarationId === b.declarationId;

export function derivePartRohsStatusAcross(
  ds: DeclarationFacts[],
  ctx: StatusContext & { requestOpen?: boolean },
  categories: readonly EeeCategory[],
): PartVerdicts {
  if (categories.length === 0) {
    return { worst: derivePartRohsStatus(ds, { ...ctx, category: null }), byCategory: null };
  }
  const verdicts = [...new Set(categories)]
    .sort((a, b) => a - b)
    .map((category) => ({ category, verdict: derivePartRohsStatus(ds, { ...ctx, category }) }));
  // PART_PREFERENCE lists the best first: the worst is the one furthest along it.
  const worst = verdicts
    .map((v) => v.verdict)
    .reduce((acc, v) =>
      PART_PREFERENCE.indexOf(v.status) > PART_PREFERENCE.indexOf(acc.status) ? v : acc,
    );
  const differ = verdicts.some((v) => !same(v.verdict, worst));
  return {
    worst,
    byCategory: differ
      ? Object.fromEntries(verdicts.map((v) => [String(v.category), v.verdict]))
      : null,
  };
}

interface Shown {
  status: number;
  reason: string;
}

/** What a product of `category` shows of a part: its category's verdict, else the worst. */
export function shownForCategory(
  worst: Shown,
  byCategory: Partial<Record<string, Shown>> | null,
  category: number,
): Shown {
  return byCategory?.[String(category)] ?? worst;
}
