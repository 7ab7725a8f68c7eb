/**
 * Does a certificate record cover a material? The score behind 'Search database' and the
 * temporary certificates' match % (DESIGN.md §5.6, certificates issue "Matching").
 *
 * Rules, in order:
 * 1. The manufacturer must agree with the record's manufacturer or holder, alias-aware
 *    (`sameManufacturer`: 'EPCOS' = 'TDK Electronics', 'Good-Ark' = 'Suzhou Good-Ark
 *    Electronics Co., Ltd.'). Failing that, one side may name the brand the other's unknown
 *    longer name starts with, in whole words (`brandAgrees`: 'Zyqor' / 'Zyqor Relay Works
 *    Ltd'): the record matches, BRAND_PENALTY points lower. Otherwise the record never
 *    matches and the model percent is quartered (≤ 25), so the reason stays visible but the
 *    candidate ranks low.
 * 2. The material model is compared with every model the record lists (a field like
 *    'G5LE-1A DC12; G5LE-1A DC24' is split first, see split-models.ts); the best model
 *    decides. Per model: exact 100; wildcard series 90 (80 for a 3-literal pattern, no
 *    match below); prefix series with ≥ 6 characters in common 85; pg_trgm similarity
 *    s ≥ 0.5 → round(40 + 50·s), at most 89; below 0.5 not matched (compare-model.ts).
 * 3. matchPercent is an integer 0–100; aiScoreData keeps the parts and the reasons.
 */
import { compareModel, type MatchKind, type ModelComparison } from './compare-model.js';
import { brandAgrees } from './brand-prefix.js';
import {
  resolveManufacturer,
  sameManufacturer,
} from '../../manufacturers/identity/manufacturer.js';
import { splitModels } from './split-models.js';
import { trigramSimilarity } from './trigram.js';

export type { MatchKind } from './compare-model.js';

export interface MaterialInput {
  manufacturer?: string | null;
  model?: string | null;
}

export interface CertificateRecordInput {
  /** The certificate holder; often the manufacturer, sometimes its parent or brand. */
  holder?: string | null;
  manufacturer?: string | null;
  /** Model fields as stored; each may list several models. */
  models: readonly string[];
}

export interface AiScoreData {
  /** matchPercent / 100. */
  score: number;
  /**
   * 1 when the manufacturers agree, BRAND_SCORE when one is the brand of the other, else
   * the trigram similarity of their keys.
   */
  manufacturerScore: number;
  /** What the best model alone scored, / 100. */
  modelScore: number;
  /** pg_trgm similarity of the material model and the best record model. */
  similarity: number;
  kind: MatchKind;
  /** How the best model compared, even when the manufacturer ruled the record out. */
  modelKind: MatchKind;
  matchedModel: string | null;
  reasons: string[];
}

export interface MatchResult {
  matched: boolean;
  matchPercent: number;
  kind: MatchKind;
  aiScoreData: AiScoreData;
}

const MANUFACTURER_MISMATCH_DIVISOR = 4;
/**
 * Points a brand-prefix match loses: an exact model then scores 90, below the 100 of an
 * exact model from the maker's own name, still above the 80 a candidate list trusts.
 */
export const BRAND_PENALTY = 10;
const BRAND_SCORE = 0.9;

const KIND_RANK: Readonly<Record<MatchKind, number>> = {
  exact: 3,
  series: 2,
  similar: 1,
  none: 0,
};

export function matchCertificate(
  material: MaterialInput,
  record: CertificateRecordInput,
): MatchResult {
  const manufacturer = compareManufacturer(material.manufacturer, record);
  const model = bestModel(material.model ?? '', record.models);
  const matched = manufacturer.agrees && model.kind !== 'none';
  const matchPercent = manufacturer.agrees
    ? Math.max(0, model.percent - manufacturer.penalty)
    : Math.round(model.percent / MANUFACTURER_MISMATCH_DIVISOR);
  const kind = matched ? model.kind : 'none';
  return {
    matched,
    matchPercent,
    kind,
    aiScoreData: {
      score: matchPercent / 100,
      manufacturerScore: manufacturer.score,
      modelScore: model.percent / 100,
      similarity: model.similarity,
      kind,
      modelKind: model.kind,
      matchedModel: model.kind === 'none' ? null : model.recordModel,
      reasons: [manufacturer.reason, model.reason],
    },
  };
}

interface ManufacturerComparison {
  agrees: boolean;
  /** Points taken off the model percent when the manufacturer agrees only as a brand. */
  penalty: number;
  score: number;
  reason: string;
}

function compareManufacturer(
  materialManufacturer: string | null | undefined,
  record: CertificateRecordInput,
): ManufacturerComparison {
  const names = [record.manufacturer, record.holder].filter(
    (name): name is string => typeof name === 'string' && name.trim() !== '',
  );
  const materialKey = resolveManufacturer(materialManufacturer);
  if (materialKey === '' || names.length === 0) {
    return {
      agrees: false,
      penalty: 0,
      score: 0,
      reason: 'manufacturer: missing on the material or the record, cannot agree',
    };
  }
  const agreeing = names.find((name) => sameManufacturer(materialManufacturer, name));
  if (agreeing !== undefined) {
    return {
      agrees: true,
      penalty: 0,
      score: 1,
      reason: `manufacturer: '${materialManufacturer}' and '${agreeing}' are both '${materialKey}'`,
    };
  }
  const branded = names.find((name) => brandAgrees(materialManufacturer, name));
  if (branded !== undefined) {
    return {
      agrees: true,
      penalty: BRAND_PENALTY,
      score: BRAND_SCORE,
      reason: `manufacturer: '${materialManufacturer}' and '${branded}' share their leading name, so the match is ${BRAND_PENALTY} lower`,
    };
  }
  const score = Math.max(
    ...names.map((name) => trigramSimilarity(materialKey, resolveManufacturer(name))),
  );
  return {
    agrees: false,
    penalty: 0,
    score,
    reason: `manufacturer: '${materialManufacturer}' is not '${names.join("' / '")}', so no match and the percent is quartered`,
  };
}

function bestModel(materialModel: string, recordModels: readonly string[]): ModelComparison {
  let best: ModelComparison | undefined;
  for (const recordModel of recordModels.flatMap((field) => splitModels(field))) {
    const comparison = compareModel(materialModel, recordModel);
    if (best === undefined || isBetter(comparison, best)) best = comparison;
  }
  return (
    best ?? {
      kind: 'none',
      percent: 0,
      similarity: 0,
      recordModel: '',
      reason: 'model: the record lists no models',
    }
  );
}

function isBetter(candidate: ModelComparison, current: ModelComparison): boolean {
  if (candidate.percent !== current.percent) return candidate.percent > current.percent;
  return KIND_RANK[candidate.kind] > KIND_RANK[current.kind];
}
