/**
 * What a supplier's file is stored as (DESIGN.md §9.7, security issue 18): the reader's
 * proposal, taken as it is — staff review it, as they review every supplier upload — except
 * for what the link itself settles. The manufacturer is the request's. The coverage is at most
 * the part numbers the request listed: those the document's own coverage reaches ('all' → all
 * of them; none named → none, staff fill it in during the review). A supplier's "all our
 * products comply" so never approves, unseen, every part of the maker for every company; staff
 * widen the coverage explicitly in the review, seeing what the document claimed
 * (`claimedModels`, admins only: it may name any part number).
 */
import {
  canonicalDirectives,
  canonicalExemptions,
  formatModels,
  matchCoverage,
  type DeclarationProposal,
} from '@partproof/shared';
import { resolveManufacturer } from '../manufacturers/identity/manufacturer.js';
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
  const claimed = sameMaker ? proposal.coverage : null;
  const mpns = claimed ? request.mpns.filter((mpn) => matchCoverage(claimed, mpn) !== null) : [];
  return {
    manufacturerId: request.manufacturerId,
    issuer: proposal.issuer,
    kind: proposal.kind,
    scope: 'mpns',
    series: [],
    mpns,
    exclusions: [],
    claimedModels: claimed ? formatModels(claimed) : '',
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
