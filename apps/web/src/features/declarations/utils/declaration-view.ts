/**
 * How the RoHS certificate dialog words a declaration (DESIGN.md §9.3): its coverage and how
 * it covers the material asked about, the IPC-1752A verdict and its findings, and the review
 * moves an admin may make from its current review state.
 */
import {
  REVIEW_STATUS_IDS,
  type Declaration,
  type DeclarationVerdict,
  type ReviewState,
} from '@partproof/shared';

const SPECIFICITY: Record<NonNullable<Declaration['specificity']>, string> = {
  mpn: 'by part number',
  series: 'by series',
  'all-except': 'all parts with exclusions',
  all: 'all parts of the manufacturer',
};

/** "Covers this part by series: GRM188*" and the like. */
export function coverageText(declaration: Pick<Declaration, 'coverage'>): string {
  const { scope, series, mpns, exclusions } = declaration.coverage;
  switch (scope) {
    case 'all':
      return 'All parts of the manufacturer';
    case 'all-except':
      return `All except: ${exclusions.join('; ')}`;
    case 'series':
      return `Series: ${series.join('; ')}`;
    case 'mpns':
      return `Part numbers: ${mpns.join('; ')}`;
  }
}

export function specificityText(specificity: Declaration['specificity']): string | null {
  return specificity ? `Covers this component ${SPECIFICITY[specificity]}` : null;
}

const VERDICTS: Record<DeclarationVerdict['result'], string> = {
  compliant: 'Compliant',
  'compliant-with-exemptions': 'Compliant with exemptions',
  'not-compliant': 'Not compliant',
};

export function verdictText(verdict: DeclarationVerdict): string {
  const exemptions =
    verdict.result === 'compliant-with-exemptions' && verdict.exemptions.length > 0
      ? ` (${verdict.exemptions.join(', ')})`
      : '';
  return `IPC-1752A: ${VERDICTS[verdict.result]}${exemptions}`;
}

export function findingText(finding: DeclarationVerdict['findings'][number]): string {
  if (finding.text.trim()) return finding.text;
  const where = finding.material ? ` in ${finding.material}` : '';
  const exempted = finding.exemption ? ` (exempted by ${finding.exemption})` : '';
  return `${finding.substance}${where}: ${finding.concentration} % (limit ${finding.limit} %)${exempted}`;
}

export type ReviewMove = 'approve' | 'reject' | 'backToReview';

export const REVIEW_MOVES: Record<ReviewMove, { label: string; rohsStatus: number }> = {
  approve: { label: 'Approve', rohsStatus: REVIEW_STATUS_IDS.approved },
  reject: { label: 'Reject', rohsStatus: REVIEW_STATUS_IDS.notApproved },
  backToReview: { label: 'Back to review', rohsStatus: REVIEW_STATUS_IDS.inReview },
};

/** The moves that change something: never the state the declaration is already in. */
export function reviewMoves(state: ReviewState): ReviewMove[] {
  switch (state) {
    case 'in-review':
      return ['approve', 'reject'];
    case 'approved':
      return ['reject', 'backToReview'];
    case 'rejected':
      return ['approve', 'backToReview'];
  }
}
