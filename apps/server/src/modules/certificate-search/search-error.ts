/**
 * Why a search failed, as a user may read it. The stored reason can name a directory's
 * host or carry a database error ('Search failed: connect ECONNREFUSED 10.0.0.5:5432'):
 * the staff who run searches read it to fix the cause; everyone else who sees the product
 * reads only that it failed. The search-runs call and the live feed both answer through
 * here; the raw reason also goes to the log (run-search.ts).
 */
import {
  can,
  SEARCH_MSG,
  type Capability,
  type PermissionActor,
  type RanProduct,
} from '@partproof/shared';

/** Who reads the raw reason: those who may run searches. */
export const READS_SEARCH_ERRORS: Capability = 'certificate.search';

export function hiddenSearchError(error: string | null | undefined): string | null {
  return error == null ? null : SEARCH_MSG.failed;
}

export function searchErrorFor(
  actor: PermissionActor,
  error: string | null | undefined,
): string | null {
  return can(actor, READS_SEARCH_ERRORS) ? (error ?? null) : hiddenSearchError(error);
}

/** A 'ranProductUpdate' frame's data (`{ranProducts}`, as publishRun writes it), reasons hidden. */
export function withSearchErrorsHidden(data: unknown): unknown {
  const update = data as { ranProducts?: unknown } | null;
  if (!Array.isArray(update?.ranProducts)) return data;
  const runs = update.ranProducts as RanProduct[];
  return {
    ...update,
    ranProducts: runs.map((run) => ({ ...run, error: hiddenSearchError(run.error) })),
  };
}
