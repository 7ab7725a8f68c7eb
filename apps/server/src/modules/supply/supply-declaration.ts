/**
 * What a supplier's file is stored as (DESIGN.md §9.7): the reader's proposal, taken as it
 * is — staff review it, as they review every supplier upload — except for what the link
 * itself settles: the manufacturer is the request's, and when the reader found no part
 * numbers of that manufacturer, the declaration covers the part numbers the letter asked about.
 */
import {
  canonicalDirectives,
  canonicalExemptions,
  isEmptyCoverage,
  type DeclarationProposal,
} from '@partproof/shared';
import { resolveManufacturer } from '../cdocs/matching/manufacturer.js';
import { dayOf } from '../declarations/rohs-status.js';
import type { RequestRow } from './supply-link.queries.js';

export function supplierDeclarationValues(
  request: RequestRow,
  manufacturer: string,
  proposal: DeclarationProposal,
  now: Date,
) {
  // Part numbers read for another maker say nothing about this one's parts.
  const sameMaker =
    proposal.manufacturer === null ||
    resolveManufacturer(proposal.manufacturer.name) === resolveManufacturer(manufacturer);
  const coverage =
    sameMaker && !isEmptyCoverage(proposal.coverage)
      ? proposal.coverage
      : { scope: 'mpns' as const, series: [], mpns: request.mpns, exclusions: [] };
  return {
    manufacturerId: request.manufacturerId,
    issuer: proposal.issuer,
    kind: proposal.kind,
    scope: coverage.scope,
    series: coverage.series,
    mpns: coverage.mpns,
    exclusions: coverage.exclusions,
    dateIssue: proposal.dateIssue,
    dateCollection: dayOf(now),
    directives: canonicalDirectives(proposal.directives),
    exemptions: canonicalExemptions(proposal.exemptions),
    candidateListDate: proposal.candidateList?.date ?? null,
    candidateListEntries: proposal.candidateList?.entries ?? null,
    conditions: proposal.conditions,
    verdict: proposal.verdict ?? null,
    source: 'supplier',
    reviewState: 'in-review',
    requestId: request.id,
    createdBy: null,
  };
}
