/**
 * A part's RoHS status from every declaration that covers it (DESIGN.md §9.4, §10.2): the
 * best current verdict among the approved ones, decided by the strongest evidence; else the
 * newest in review; else rejected, waiting or pending.
 */
import { SPECIFICITY_ORDER } from './coverage.js';
import { EVIDENCE_KIND_LABELS, evidenceRank } from './evidence-kind.js';
import {
  ageDay,
  assessDeclaration,
  ROHS_REASONS,
  RohsStatus,
  whenLabel,
  type DeclarationFacts,
  type RohsStatusId,
  type StatusContext,
  type StatusVerdict,
} from './status.js';

/**
 * The strongest kind of evidence first, then the most specific, then the newest (issue
 * date, else collection date), then the latest id.
 */
export function decidingOrder(a: DeclarationFacts, b: DeclarationFacts): number {
  return (
    evidenceRank(a.evidenceKind) - evidenceRank(b.evidenceKind) ||
    SPECIFICITY_ORDER.indexOf(a.specificity) - SPECIFICITY_ORDER.indexOf(b.specificity) ||
    ageDay(b).localeCompare(ageDay(a)) ||
    b.id - a.id
  );
}

function deciding(ds: DeclarationFacts[]): DeclarationFacts | undefined {
  return [...ds].sort(decidingOrder)[0];
}

/** Where several approved declarations cover a part, the reason says which one decided. */
export function restsOn(d: DeclarationFacts, approved: number): string {
  return `rests on the ${EVIDENCE_KIND_LABELS[d.evidenceKind].toLowerCase()} ${whenLabel(d)}, the strongest of ${approved} approved declarations`;
}

/**
 * Best evidence first: a current approval beats one about to age, which beats one to check
 * (read backwards, worst last: across categories, category-status.ts).
 */
export const PART_PREFERENCE: readonly RohsStatusId[] = [
  RohsStatus.Approved,
  RohsStatus.SoonOutdated,
  RohsStatus.InReview,
  RohsStatus.Outdated,
];

/** The status of a part from the declarations that cover it (already matched by coverage). */
export function derivePartRohsStatus(
  ds: DeclarationFacts[],
  ctx: StatusContext & { requestOpen?: boolean },
): StatusVerdict {
  const approved = ds.filter((d) => d.reviewState === 'approved');
  if (approved.length > 0) {
    const assessed = approved.map((d) => ({ d, verdict: assessDeclaration(d, ctx) }));
    const rank = (s: RohsStatusId) => PART_PREFERENCE.indexOf(s);
    const best = assessed.reduce(
      (acc, a) => (rank(a.verdict.status) < rank(acc) ? a.verdict.status : acc),
      RohsStatus.Outdated as RohsStatusId,
    );
    const winners = assessed.filter((a) => a.verdict.status === best);
    const chosen = deciding(winners.map((a) => a.d));
    const found = winners.find((a) => a.d === chosen);
    if (found) {
      if (approved.length === 1) return found.verdict;
      const reason = `${found.verdict.reason} (${restsOn(found.d, approved.length)})`;
      return { ...found.verdict, reason };
    }
  }
  const inReview = deciding(ds.filter((d) => d.reviewState === 'in-review'));
  if (inReview) return assessDeclaration(inReview, ctx);
  const rejected = deciding(ds);
  if (rejected) {
    return {
      status: RohsStatus.NotApproved,
      reason: ROHS_REASONS.allRejected(ds.length),
      declarationId: rejected.id,
    };
  }
  return ctx.requestOpen
    ? { status: RohsStatus.WaitingForReply, reason: ROHS_REASONS.requestOpen, declarationId: null }
    : { status: RohsStatus.Pending, reason: ROHS_REASONS.noDeclaration, declarationId: null };
}
