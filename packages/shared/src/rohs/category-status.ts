/**
 * A part's status when the products that use it are of several equipment categories
 * (DESIGN.md §10.2): one verdict per category, the worst shown (the Components screen's rule).
 */
import type { EeeCategory } from './eee-category.js';
import { derivePartRohsStatus, PART_PREFERENCE } from './part-status.js';
import type { DeclarationFacts, StatusContext, StatusVerdict } from './status.js';

/** The worst of the categories' verdicts; with no product, the strictest date (category null). */
export function derivePartRohsStatusAcross(
  ds: DeclarationFacts[],
  ctx: StatusContext & { requestOpen?: boolean },
  categories: readonly EeeCategory[],
): StatusVerdict {
  if (categories.length === 0) return derivePartRohsStatus(ds, { ...ctx, category: null });
  const verdicts = [...new Set(categories)]
    .sort((a, b) => a - b)
    .map((category) => derivePartRohsStatus(ds, { ...ctx, category }));
  // PART_PREFERENCE lists the best first: the worst is the one furthest along it.
  return verdicts.reduce((worst, v) =>
    PART_PREFERENCE.indexOf(v.status) > PART_PREFERENCE.indexOf(worst.status) ? v : worst,
  );
}
