/**
 * RoHS status of a part (DESIGN.md §9.4), derived from the declarations that cover it: the
 * one table of rules the expiry sweep, the Fetch job and the RoHS dialog all use, each verdict
 * with its reason in words a compliance engineer reads in the dialog.
 */
import type { ROHS_STATUSES } from '../constants/statuses.js';
import type { Specificity } from './coverage.js';
import type { EeeCategory } from './eee-category.js';
import type { DeclarationKind } from './declaration-kinds.js';
import type { EvidenceKind } from './evidence-kind.js';
import { dateAsDay, exemptionState, type ExemptionLookup } from './exemptions.js';

export type RohsStatusId = (typeof ROHS_STATUSES)[number]['id'];

export const RohsStatus = {
  InReview: 1,
  Approved: 2,
  WaitingForReply: 3,
  Flagged: 4,
  SoonOutdated: 5,
  Outdated: 6,
  Pending: 7,
  NotApproved: 8,
} as const satisfies Record<string, RohsStatusId>;

export const REVIEW_STATES = ['in-review', 'approved', 'rejected'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

/** What the rules need to know of one declaration that covers the part. */
export interface DeclarationFacts {
  id: number;
  kind: DeclarationKind;
  reviewState: ReviewState;
  specificity: Specificity;
  /** `YYYY-MM-DD`, or `YYYY-MM` when only the month is printed; null when undated. */
  dateIssue: string | null;
  dateCollection: string;
  /** Canonical directives (`canonical.ts`): `2002/95/EC`, `2011/65/EU`, `(EU) 2015/863`, … */
  directives: string[];
  /** Canonical exemption ids it relies on: `7(c)-I`. */
  exemptions: string[];
  candidateList: { date: string | null; entries: number | null } | null;
  /** What kind of evidence it is; the strongest decides among equals (evidence-kind.ts). */
  evidenceKind: EvidenceKind;
}

/** One imported version of the REACH candidate list. */
export interface CandidateListVersion {
  date: string;
  entries: number;
}

export interface StatusContext {
  today: string;
  /** Imported versions, in any order; the newest is current. */
  candidateLists: CandidateListVersion[];
  /** Re-request cycle in years; null (the default) turns age alone off. */
  maxAgeYears: number | null;
  /** The Annex III table in force. */
  exemptions: ExemptionLookup;
  /** The equipment category whose exemption dates apply; null: the strictest date. */
  category: EeeCategory | null;
}

export interface StatusVerdict {
  status: RohsStatusId;
  reason: string;
  declarationId: number | null;
}

const ROHS_1 = '2002/95/EC';
const ROHS_2 = '2011/65/EU';
const ROHS_3 = '(EU) 2015/863';
/** (EU) 2015/863 of 4 June 2015 added the four phthalates; a RoHS 2 text before it cannot cover them. */
const PHTHALATES_ADDED = '2015-06-04';
/** From 22 July 2019 the phthalate restriction applies to every category. */
const PHTHALATES_APPLY = '2019-07-22';
/** An exemption ending within this many days makes a part relying on it Soon outdated. */
export const EXEMPTION_WARNING_DAYS = 180;
const MONTH_ONLY = /^\d{4}-\d{2}$/;

const versionLabel = (v: CandidateListVersion) => `${v.date}, ${v.entries} entries`;

/** Every reason text, in one place, in the words the RoHS dialog shows. */
export const ROHS_REASONS = {
  noDeclaration: 'No declaration covers this part',
  requestOpen: 'No declaration covers this part yet; a request to the manufacturer is open',
  flagged: 'This material has an open flag that an admin has to resolve',
  checkByHand: 'no date and no directive: check by hand',
  awaitsReview: (when: string) => `Declaration ${when} awaits review`,
  rejected: (when: string) => `Declaration ${when} was rejected`,
  allRejected: (count: number) =>
    count === 1
      ? 'The only declaration covering this part was rejected'
      : `All ${count} declarations covering this part were rejected`,
  approved: (facts: string) => `Approved: ${facts}`,
  rohs1Only: `Cites only ${ROHS_1} (RoHS 1)`,
  rohs2BeforePhthalates: (when: string) =>
    `Cites ${ROHS_2} (RoHS 2) without ${ROHS_3}, ${when}, before the four phthalates were added on 2015-06-04`,
  rohs2WithoutPhthalates: (when: string) =>
    `Cites ${ROHS_2} (RoHS 2) without ${ROHS_3}, ${when}, before the four phthalates applied on 2019-07-22`,
  exemptionExpired: (id: string, expired: string, category: EeeCategory | null) =>
    `Relies on exemption ${id}, expired ${expired}${forCategory(category)}`,
  exemptionExpiresSoon: (id: string, expires: string, days: number, category: EeeCategory | null) =>
    `Relies on exemption ${id}, which expires ${expires}${forCategory(category)} (in ${days} days)`,
  exemptionOutOfScope: (id: string, category: EeeCategory) =>
    `Relies on exemption ${id}, which does not apply to category ${category}`,
  tooOld: (when: string, years: number) =>
    `${capitalise(when)}: ${years} years or more ago, the maximum age set for declarations`,
  reachCurrent: (version: CandidateListVersion) =>
    `declared against the current REACH candidate list (${versionLabel(version)})`,
  reachBehind: (declared: string, newer: number, current: CandidateListVersion) =>
    newer === 1
      ? `Declared against the REACH candidate list of ${declared}; one newer version has been published since (${versionLabel(current)})`
      : `Declared against the REACH candidate list of ${declared}; ${newer} newer versions have been published since (current: ${versionLabel(current)})`,
  reachNotStated: (when: string, newer: number, current: CandidateListVersion) =>
    newer >= 2
      ? `Does not state which REACH candidate list it was checked against, and ${newer} versions have been published since it was ${when} (current: ${versionLabel(current)})`
      : `Does not state which REACH candidate list it was checked against (current: ${versionLabel(current)})`,
  reachNotAged: 'REACH not aged: no candidate list has been imported',
} as const;

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The day a declaration is aged from: its issue, else (undated) its collection. */
export function ageDay(d: DeclarationFacts): string {
  return dateAsDay(d.dateIssue ?? d.dateCollection);
}

export function whenLabel(d: DeclarationFacts): string {
  return d.dateIssue ? `issued ${d.dateIssue}` : `undated, collected ${d.dateCollection}`;
}

/** `YYYY-MM-DD` plus whole years, as text comparable with other days (29 Feb stays 29 Feb). */
function addYears(day: string, years: number): string {
  return `${String(Number(day.slice(0, 4)) + years).padStart(4, '0')}${day.slice(4)}`;
}

export interface StatusFinding {
  status: RohsStatusId;
  reason: string;
}

const SEVERITY: readonly RohsStatusId[] = [
  RohsStatus.Approved,
  RohsStatus.SoonOutdated,
  RohsStatus.Outdated,
];

/** The worse of several findings; equal ones keep all their reasons. */
function worst(findings: StatusFinding[]): StatusFinding {
  const status = findings.reduce<RohsStatusId>(
    (acc, f) => (SEVERITY.indexOf(f.status) > SEVERITY.indexOf(acc) ? f.status : acc),
    RohsStatus.Approved,
  );
  const reasons = findings.filter((f) => f.status === status).map((f) => f.reason);
  return {
    status,
    reason:
      status === RohsStatus.Approved
        ? ROHS_REASONS.approved(reasons.join('; '))
        : reasons.join('; '),
  };
}

const forCategory = (category: EeeCategory | null) =>
  category === null ? '' : ` for category ${category}`;

/**
 * What the directives a declaration cites say of it: null when they are current (or it cites
 * none; that is `checkByHand`'s). The technical file's findings read the same rule.
 */
export function directiveFinding(d: DeclarationFacts): StatusFinding | null {
  const cites = (directive: string) => d.directives.includes(directive);
  if (cites(ROHS_1) && !cites(ROHS_2) && !cites(ROHS_3)) {
    return { status: RohsStatus.Outdated, reason: ROHS_REASONS.rohs1Only };
  }
  if (!cites(ROHS_2) || cites(ROHS_3)) return null;
  const day = ageDay(d);
  if (day < PHTHALATES_ADDED) {
    return {
      status: RohsStatus.Outdated,
      reason: ROHS_REASONS.rohs2BeforePhthalates(whenLabel(d)),
    };
  }
  if (day < PHTHALATES_APPLY) {
    return {
      status: RohsStatus.SoonOutdated,
      reason: ROHS_REASONS.rohs2WithoutPhthalates(whenLabel(d)),
    };
  }
  return null;
}

/**
 * What the table in force says of one exemption a declaration relies on, for the context's
 * category: Outdated when it has ended (or does not apply), Soon outdated within
 * EXEMPTION_WARNING_DAYS of its end; null while it holds.
 */
export function exemptionFinding(id: string, ctx: StatusContext): StatusFinding | null {
  const state = exemptionState(ctx.exemptions, id, ctx.today, ctx.category);
  if (!state.inScope && ctx.category !== null) {
    return {
      status: RohsStatus.Outdated,
      reason: ROHS_REASONS.exemptionOutOfScope(id, ctx.category),
    };
  }
  if (state.expired && state.expires !== null) {
    return {
      status: RohsStatus.Outdated,
      reason: ROHS_REASONS.exemptionExpired(id, state.expires, ctx.category),
    };
  }
  if (
    state.expires !== null &&
    state.expiresInDays !== null &&
    state.expiresInDays <= EXEMPTION_WARNING_DAYS
  ) {
    return {
      status: RohsStatus.SoonOutdated,
      reason: ROHS_REASONS.exemptionExpiresSoon(
        id,
        state.expires,
        state.expiresInDays,
        ctx.category,
      ),
    };
  }
  return null;
}

/** What an approved declaration says on RoHS: directives cited, exemptions relied on. */
function rohsFindings(d: DeclarationFacts, ctx: StatusContext): StatusFinding[] {
  const findings: StatusFinding[] = [];
  const directive = directiveFinding(d);
  if (directive) findings.push(directive);
  const pending: string[] = [];
  for (const id of d.exemptions) {
    const finding = exemptionFinding(id, ctx);
    if (finding) findings.push(finding);
    else {
      const state = exemptionState(ctx.exemptions, id, ctx.today, ctx.category);
      pending.push(state.renewalPending ? `${id} (renewal pending)` : id);
    }
  }
  const cited = d.directives.filter((x) => x !== '1907/2006');
  const facts = [cited.length > 0 ? `cites ${cited.join(', ')}` : '', whenLabel(d)];
  if (pending.length > 0) facts.push(`relies on exemption ${pending.join(', ')}`);
  findings.push({ status: RohsStatus.Approved, reason: facts.filter(Boolean).join(', ') });
  return findings;
}

/** Number of imported versions newer than the one a declaration names, and the current one. */
function versionsBehind(
  declared: { date: string | null; entries: number | null },
  versions: readonly CandidateListVersion[],
): number {
  const newerThan = (v: CandidateListVersion | undefined) =>
    v ? versions.filter((x) => dateAsDay(x.date) > dateAsDay(v.date)).length : versions.length;
  const newest = <T>(list: T[]) => list[list.length - 1];
  if (declared.entries !== null) {
    const exact = newest(versions.filter((v) => v.entries === declared.entries));
    if (exact) return newerThan(exact);
  }
  if (declared.date !== null) {
    // A month ("the candidate list of June 2022") names the list as it stood in that month:
    // the versions published up to its end.
    const stated = declared.date;
    const upTo = MONTH_ONLY.test(stated)
      ? (v: CandidateListVersion) => dateAsDay(v.date).slice(0, 7) <= stated
      : (v: CandidateListVersion) => dateAsDay(v.date) <= stated;
    return newerThan(newest(versions.filter(upTo)));
  }
  // Only an entry count that no imported version has: the list only grows, so fewer entries is older.
  const count = declared.entries ?? 0;
  return newerThan(newest(versions.filter((v) => v.entries <= count)));
}

/** What an approved declaration says on REACH, against the imported candidate-list versions. */
function reachFindings(
  d: DeclarationFacts,
  candidateLists: readonly CandidateListVersion[],
): StatusFinding[] {
  const list = d.candidateList;
  const stated = list !== null && (list.date !== null || list.entries !== null);
  const reachKind = d.kind === 'REACH' || d.kind === 'RoHS+REACH';
  if (!stated && !reachKind) return [];
  const versions = [...candidateLists].sort((a, b) =>
    dateAsDay(a.date).localeCompare(dateAsDay(b.date)),
  );
  const current = versions[versions.length - 1];
  if (!current) return [{ status: RohsStatus.Approved, reason: ROHS_REASONS.reachNotAged }];
  if (!list || !stated) {
    // A declaration cannot be checked against a list published after it was written.
    const newer = versionsBehind({ date: ageDay(d), entries: null }, versions);
    return [
      {
        status: newer >= 2 ? RohsStatus.Outdated : RohsStatus.SoonOutdated,
        reason: ROHS_REASONS.reachNotStated(whenLabel(d), newer, current),
      },
    ];
  }
  const newer = versionsBehind(list, versions);
  if (newer === 0)
    return [{ status: RohsStatus.Approved, reason: ROHS_REASONS.reachCurrent(current) }];
  const declared = list.date ?? `${list.entries ?? '?'} entries`;
  return [
    {
      status: newer === 1 ? RohsStatus.SoonOutdated : RohsStatus.Outdated,
      reason: ROHS_REASONS.reachBehind(declared, newer, current),
    },
  ];
}

/** One declaration on its own, as the RoHS dialog shows it per row. */
export function assessDeclaration(d: DeclarationFacts, ctx: StatusContext): StatusVerdict {
  const verdict = (status: RohsStatusId, reason: string) => ({
    status,
    reason,
    declarationId: d.id,
  });
  if (d.reviewState === 'rejected')
    return verdict(RohsStatus.NotApproved, ROHS_REASONS.rejected(whenLabel(d)));
  // A stated candidate-list date is a date to age a REACH statement from.
  if (d.dateIssue === null && d.directives.length === 0 && !d.candidateList?.date) {
    return verdict(RohsStatus.InReview, ROHS_REASONS.checkByHand);
  }
  if (d.reviewState === 'in-review')
    return verdict(RohsStatus.InReview, ROHS_REASONS.awaitsReview(whenLabel(d)));
  const findings: StatusFinding[] = [];
  if (d.kind !== 'REACH') findings.push(...rohsFindings(d, ctx));
  findings.push(...reachFindings(d, ctx.candidateLists));
  if (ctx.maxAgeYears !== null && addYears(ageDay(d), ctx.maxAgeYears) <= dateAsDay(ctx.today)) {
    findings.push({
      status: RohsStatus.Outdated,
      reason: ROHS_REASONS.tooOld(whenLabel(d), ctx.maxAgeYears),
    });
  }
  const result = worst(findings);
  return verdict(result.status, result.reason);
}

/** A material shows 4 Flagged over its part's status while one of its flags is open. */
export function materialRohsStatus(part: StatusVerdict, m: { flagged: boolean }): StatusVerdict {
  return m.flagged
    ? {
        status: RohsStatus.Flagged,
        reason: ROHS_REASONS.flagged,
        declarationId: part.declarationId,
      }
    : part;
}
