/**
 * What kind of evidence a declaration is (DESIGN.md §10.2), strongest first. The order follows
 * IEC 63000's view of technical documentation: data on the substances themselves (a full
 * material declaration, an accredited lab's analysis) weighs more than a maker's word, which
 * weighs more than a document someone else made or a page a datasheet or web print carries.
 */
import type { DeclarationKind } from './declaration-kinds.js';

export const EVIDENCE_KINDS = [
  'full-material-declaration',
  'lab-report',
  'manufacturer-statement',
  'distributor-document',
  'datasheet',
  'web-capture',
] as const;
export type EvidenceKind = (typeof EVIDENCE_KINDS)[number];

/** How the RoHS dialog, the form and the status reasons name each kind. */
export const EVIDENCE_KIND_LABELS: Readonly<Record<EvidenceKind, string>> = {
  'full-material-declaration': 'Full material declaration',
  'lab-report': 'Lab report',
  'manufacturer-statement': "Manufacturer's statement",
  'distributor-document': 'Distributor document',
  datasheet: 'Datasheet',
  'web-capture': 'Web capture',
};

/**
 * The kind a declaration is when nobody said: read from its document type, and from who
 * issued it — a statement issued by someone other than the maker (a distributor) is theirs.
 */
export function defaultEvidenceKind(kind: DeclarationKind, issuer: string | null): EvidenceKind {
  switch (kind) {
    case 'FMD':
    case 'IPC-1752A':
      return 'full-material-declaration';
    case 'Test report':
      return 'lab-report';
    case 'Datasheet':
      return 'datasheet';
    case 'RoHS':
    case 'REACH':
    case 'RoHS+REACH':
    case 'Other':
      return issuer ? 'distributor-document' : 'manufacturer-statement';
  }
}

/** 0 for the strongest kind; compare two declarations' evidence with it. */
export function evidenceRank(kind: EvidenceKind): number {
  return EVIDENCE_KINDS.indexOf(kind);
}
