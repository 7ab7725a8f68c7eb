/**
 * Orders the certificate records that match a material, best first, for the temporary
 * certificates list. Ties break on the record id so a re-run lists candidates identically.
 */
import {
  matchCertificate,
  type CertificateRecordInput,
  type MatchResult,
  type MaterialInput,
} from './match-certificate.js';

export interface RankedCandidate<R> {
  record: R;
  result: MatchResult;
}

export function rankCandidates<R extends CertificateRecordInput & { id: string | number }>(
  material: MaterialInput,
  records: readonly R[],
): RankedCandidate<R>[] {
  return records
    .map((record) => ({ record, result: matchCertificate(material, record) }))
    .filter((candidate) => candidate.result.matched)
    .sort(
      (a, b) =>
        b.result.matchPercent - a.result.matchPercent || compareIds(a.record.id, b.record.id),
    );
}

function compareIds(a: string | number, b: string | number): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const left = String(a);
  const right = String(b);
  return left < right ? -1 : left > right ? 1 : 0;
}
