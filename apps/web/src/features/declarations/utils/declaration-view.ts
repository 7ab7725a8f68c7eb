/**
 * How the RoHS certificate dialog words a declaration (DESIGN.md §9.3): its coverage and how
 * it covers the material asked about, the IPC-1752A verdict and its findings, and the review
 * moves an admin may make from its current review state. The words are built with the
 * reader's `t` (English texts are the keys); move labels are translated where drawn.
 */
import {
  REVIEW_STATUS_IDS,
  type Declaration,
  type DeclarationVerdict,
  type ReviewState,
} from '@partproof/shared';
import type { TFunction } from 'i18next';
import { msg } from '@/i18n/i18n';

/** "Covers this part by series: GRM188*" and the like. */
export function coverageText(declaration: Pick<Declaration, 'coverage'>, t: TFunction): string {
  const { scope, series, mpns, exclusions } = declaration.coverage;
  switch (scope) {
    case 'all':
      return t('All parts of the manufacturer');
    case 'all-except':
      return t('All except: {{exclusions}}', { exclusions: exclusions.join('; ') });
    case 'series':
      return t('Series: {{series}}', { series: series.join('; ') });
    case 'mpns':
      return t('Part numbers: {{mpns}}', { mpns: mpns.join('; ') });
  }
}

export function specificityText(
  specificity: Declaration['specificity'],
  t: TFunction,
): string | null {
  switch (specificity) {
    case 'mpn':
      return t('Covers this component by part number');
    case 'series':
      return t('Covers this component by series');
    case 'all-except':
      return t('Covers this component all parts with exclusions');
    case 'all':
      return t('Covers this component all parts of the manufacturer');
    case null:
      return null;
  }
}

export function verdictText(verdict: DeclarationVerdict, t: TFunction): string {
  const exemptions = verdict.exemptions.join(', ');
  switch (verdict.result) {
    case 'compliant':
      return t('IPC-1752A: Compliant');
    case 'not-compliant':
      return t('IPC-1752A: Not compliant');
    case 'compliant-with-exemptions':
      return exemptions
        ? t('IPC-1752A: Compliant with exemptions ({{exemptions}})', { exemptions })
        : t('IPC-1752A: Compliant with exemptions');
  }
}

export function findingText(finding: DeclarationVerdict['findings'][number], t: TFunction): string {
  if (finding.text.trim()) return finding.text;
  const { substance, material, concentration, limit, exemption } = finding;
  const values = { substance, material, concentration, limit, exemption };
  if (material && exemption)
    return t(
      '{{substance}} in {{material}}: {{concentration}} % (limit {{limit}} %) (exempted by {{exemption}})',
      values,
    );
  if (material)
    return t('{{substance}} in {{material}}: {{concentration}} % (limit {{limit}} %)', values);
  if (exemption)
    return t(
      '{{substance}}: {{concentration}} % (limit {{limit}} %) (exempted by {{exemption}})',
      values,
    );
  return t('{{substance}}: {{concentration}} % (limit {{limit}} %)', values);
}

export type ReviewMove = 'approve' | 'reject' | 'backToReview';

export const REVIEW_MOVES: Record<ReviewMove, { label: string; rohsStatus: number }> = {
  approve: { label: msg('Approve'), rohsStatus: REVIEW_STATUS_IDS.approved },
  reject: { label: msg('Reject'), rohsStatus: REVIEW_STATUS_IDS.notApproved },
  backToReview: { label: msg('Back to review'), rohsStatus: REVIEW_STATUS_IDS.inReview },
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
