/**
 * The findings of a product's RoHS technical file (DESIGN.md §10.3): what an assessor would
 * question on each BOM line, with what to do about it. One rule per finding kind, read from
 * the same facts the part's status is derived from (status.ts), so the matrix and the status
 * never tell two stories. Findings with the same words are one finding over several lines.
 */
import { EVIDENCE_KIND_LABELS, evidenceRank, type EvidenceKind } from './evidence-kind.js';
import type { EeeCategory } from './eee-category.js';
import type { ExemptionLookup } from './exemptions.js';
import { evidenceMeets, REQUIRED_EVIDENCE_LABELS, type RiskAssessment } from './material-risk.js';
import { directiveFinding, exemptionFinding, RohsStatus, type DeclarationFacts } from './status.js';

export const FINDING_KINDS = [
  'no-evidence',
  'outdated-directive',
  'blanket-not-naming-part',
  'issuer-not-maker',
  'exemption-ending',
  'exemption-expired',
  'evidence-below-risk',
  'request-open',
] as const;
export type FindingKind = (typeof FINDING_KINDS)[number];

/** How the Technical file tab, the matrix and the manual name each kind. */
export const FINDING_KIND_LABELS: Readonly<Record<FindingKind, string>> = {
  'no-evidence': 'No evidence',
  'outdated-directive': 'Outdated directive',
  'blanket-not-naming-part': 'Blanket statement does not name the part',
  'issuer-not-maker': 'Issuer is not the maker',
  'exemption-ending': 'Exemption ending',
  'exemption-expired': 'Exemption expired',
  'evidence-below-risk': 'Evidence below risk',
  'request-open': 'Request open',
};

/**
 * The kinds that stop the Declaration of Conformity (a staff override with a reason can still
 * sign it): with them the file cannot show the line conforms. The others are to watch.
 */
export const BLOCKING_FINDINGS: readonly FindingKind[] = [
  'no-evidence',
  'outdated-directive',
  'exemption-expired',
  'evidence-below-risk',
  'issuer-not-maker',
];

export interface FileFinding {
  kind: FindingKind;
  lines: number[];
  text: string;
  action: string;
}

/** An approved declaration that covers a line's part, as the findings need it. */
export interface LineEvidence extends DeclarationFacts {
  /** Who issued the document when not the maker (a distributor, a lab's client). */
  issuer: string | null;
  /** The maker the declaration is filed under. */
  maker: string;
}

export interface LineFacts {
  materialId: number;
  /** Not fitted: nothing to show for it. */
  dnp: boolean;
  /** False for a BOM line without a part number: no declaration can cover it. */
  hasPart: boolean;
  manufacturer: string;
  risk: RiskAssessment;
  /** The approved declarations covering the part, the one its status rests on first. */
  evidence: LineEvidence[];
  /** The newest request to the maker still waiting for an answer. */
  request: { sentAt: string; to: string; expiresAt: string } | null;
}

export interface FindingContext {
  today: string;
  exemptions: ExemptionLookup;
  category: EeeCategory;
}

type LineFinding = Omit<FileFinding, 'lines'>;

/** Legal forms and punctuation do not make two companies different. */
const LEGAL_FORMS =
  /\b(co|corp|corporation|company|inc|incorporated|ltd|limited|llc|gmbh|ag|sa|sas|srl|bv|nv|plc|kg|group|holding|holdings)\b/g;

function companyKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .replace(LEGAL_FORMS, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The same company, loosely: one name holds the other once legal forms are set aside. */
export function sameCompany(a: string, b: string): boolean {
  const [x, y] = [companyKey(a), companyKey(b)];
  if (x === '' || y === '') return false;
  return x.includes(y) || y.includes(x);
}

const day = (iso: string) => iso.slice(0, 10);

function evidenceFindings(line: LineFacts, ctx: FindingContext): LineFinding[] {
  const found: LineFinding[] = [];
  const [deciding] = line.evidence;
  if (!deciding) return found;
  const directive = directiveFinding(deciding);
  if (directive) {
    found.push({
      kind: 'outdated-directive',
      text: directive.reason,
      action: 'Ask the maker for a declaration under 2011/65/EU as amended by (EU) 2015/863',
    });
  }
  if (deciding.specificity === 'all' || deciding.specificity === 'all-except') {
    found.push({
      kind: 'blanket-not-naming-part',
      text: `The ${EVIDENCE_KIND_LABELS[deciding.evidenceKind].toLowerCase()} is a blanket statement that does not name the part`,
      action: 'Ask the maker for a declaration that names the part number',
    });
  }
  const issuer = deciding.issuer?.trim() ?? '';
  if (issuer !== '' && !sameCompany(issuer, deciding.maker)) {
    found.push({
      kind: 'issuer-not-maker',
      text: `Issued by ${issuer}, not by the maker ${deciding.maker}`,
      action: `Show how ${issuer} stands for ${deciding.maker}, or ask ${deciding.maker} for its own declaration`,
    });
  }
  for (const id of deciding.exemptions) {
    const exemption = exemptionFinding(id, { ...ctx, candidateLists: [], maxAgeYears: null });
    if (exemption?.status === RohsStatus.Outdated) {
      found.push({
        kind: 'exemption-expired',
        text: exemption.reason,
        action: 'Ask the maker for a declaration without the exemption, or replace the part',
      });
    } else if (exemption) {
      found.push({
        kind: 'exemption-ending',
        text: exemption.reason,
        action:
          'Before it ends: ask the maker whether the part complies without it, or plan a replacement',
      });
    }
  }
  return found;
}

/** The strongest kind among the evidence (evidence-kind.ts order). */
function strongest(evidence: readonly LineEvidence[]): EvidenceKind | null {
  const kinds = evidence.map((e) => e.evidenceKind);
  return kinds.sort((x, y) => evidenceRank(x) - evidenceRank(y))[0] ?? null;
}

/** The findings of one BOM line. */
export function lineFindings(line: LineFacts, ctx: FindingContext): LineFinding[] {
  if (line.dnp) return [];
  if (!line.hasPart) {
    return [
      {
        kind: 'no-evidence',
        text: 'The BOM line has no part number, so no declaration can cover it',
        action: 'Add the part number to the BOM line',
      },
    ];
  }
  const request = line.request;
  const asked = request
    ? `Request sent on ${day(request.sentAt)} to ${request.to}; answer due by ${day(request.expiresAt)}`
    : null;
  if (line.evidence.length === 0) {
    return [
      {
        kind: 'no-evidence',
        text: 'No approved declaration covers the part',
        action: asked ?? `Send ${line.manufacturer} a request for a declaration`,
      },
    ];
  }
  const found = evidenceFindings(line, ctx);
  const best = strongest(line.evidence);
  if (best !== null && !evidenceMeets(best, line.risk.requiredEvidence)) {
    found.push({
      kind: 'evidence-below-risk',
      text: `A ${line.risk.risk}-risk part (${line.risk.why}) needs ${REQUIRED_EVIDENCE_LABELS[line.risk.requiredEvidence]}; the strongest evidence is a ${EVIDENCE_KIND_LABELS[best].toLowerCase()}`,
      action: `Ask ${line.manufacturer} for ${REQUIRED_EVIDENCE_LABELS[line.risk.requiredEvidence]}`,
    });
  }
  if (asked)
    found.push({ kind: 'request-open', text: 'A request to the maker is open', action: asked });
  return found;
}

/** Every line's findings, the same words over several lines made one finding. */
export function fileFindings(lines: readonly LineFacts[], ctx: FindingContext): FileFinding[] {
  const grouped = new Map<string, FileFinding>();
  for (const line of lines) {
    for (const f of lineFindings(line, ctx)) {
      const key = `${f.kind}\n${f.text}\n${f.action}`;
      const group = grouped.get(key) ?? { ...f, lines: [] };
      group.lines.push(line.materialId);
      grouped.set(key, group);
    }
  }
  const order = (f: FileFinding) => FINDING_KINDS.indexOf(f.kind);
  return [...grouped.values()].sort((a, b) => order(a) - order(b));
}
