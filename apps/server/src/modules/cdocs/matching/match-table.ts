/**
 * The tables of matching cases (match-cases*.test.ts): one case a line, cells split by '|',
 * '#' lines are comments, the first line names the columns. ∅ is an empty value; % is the
 * exact matchPercent or an inclusive range ('0–24'). An optional last column `right` (y/n)
 * says whether the record truly covers the material — the ground truth precision and
 * recall are measured against; without it the expected `match` stands in.
 */
import type { MatchKind } from './compare-model.js';
import { matchCertificate } from './match-certificate.js';

export interface MatchCase {
  manufacturer: string;
  model: string;
  holder: string;
  models: string[];
  kind: MatchKind;
  matched: boolean;
  percent: [number, number];
  right: boolean;
}

const KINDS: readonly MatchKind[] = ['exact', 'series', 'similar', 'none'];

export function parseTable(table: string): MatchCase[] {
  return table
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('#'))
    .slice(1)
    .map((line) => line.split('|').map((cell) => cell.trim().replace('∅', '')))
    .map(
      ([manufacturer = '', model = '', holder = '', models = '', kind, match, percent, right]) => {
        const found = KINDS.find((known) => known === kind);
        if (found === undefined) throw new Error(`unknown kind ${String(kind)}`);
        const [low = NaN, high = low] = (percent ?? '').split('–').map(Number);
        return {
          manufacturer,
          model,
          holder,
          models: models === '' ? [] : [models],
          kind: found,
          matched: match === 'yes',
          percent: [low, high],
          right: right === undefined ? match === 'yes' : right === 'y',
        };
      },
    );
}

export function runCase(c: MatchCase) {
  return matchCertificate(
    { manufacturer: c.manufacturer, model: c.model },
    { holder: c.holder, models: c.models },
  );
}

/**
 * What a case's test compares: the kind and the match, and whether the (integer)
 * percentage lies in the case's range; the percentage itself rides along for the report.
 */
export function caseOutcome(c: MatchCase) {
  const { kind, matched, matchPercent } = runCase(c);
  const [low, high] = c.percent;
  const inRange = Number.isInteger(matchPercent) && matchPercent >= low && matchPercent <= high;
  return { kind, matched, inRange, matchPercent };
}

export const expectedOutcome = (c: MatchCase) => ({
  kind: c.kind,
  matched: c.matched,
  inRange: true,
});

export interface PrecisionRecall {
  cases: number;
  relevant: number;
  candidates: number;
  truePositives: number;
  precision: number;
  recall: number;
}

/**
 * Precision and recall of the candidates a list would show: a case is a candidate when it
 * matches with at least `threshold` matchPercent, relevant when its record is the right one.
 */
export function precisionRecall(cases: readonly MatchCase[], threshold: number): PrecisionRecall {
  let relevant = 0;
  let candidates = 0;
  let truePositives = 0;
  for (const c of cases) {
    const result = runCase(c);
    const candidate = result.matched && result.matchPercent >= threshold;
    if (c.right) relevant += 1;
    if (candidate) candidates += 1;
    if (candidate && c.right) truePositives += 1;
  }
  return {
    cases: cases.length,
    relevant,
    candidates,
    truePositives,
    precision: candidates === 0 ? 1 : truePositives / candidates,
    recall: relevant === 0 ? 1 : truePositives / relevant,
  };
}
