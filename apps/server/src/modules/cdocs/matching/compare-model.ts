/**
 * One material model against one model of a certificate record, by the first rule that
 * applies (README.md in this folder has the table and the reasoning):
 *
 *   exact    normalised models are equal                                   → 100
 *   series   the record model is a wildcard pattern the material fits      → 90
 *            (80 when the pattern pins only 3 literal characters; with
 *            fewer it is too vague to match anything)
 *   series   one normalised model is a prefix of the other, ≥ 6 in common  → 85
 *   similar  pg_trgm similarity ≥ 0.5                   → round(40 + 50 × s), at most 89
 *   none     similarity below 0.5 (or empty input)      → round(50 × s), at most 24
 *
 * Every matching rule scores above every non-matching one, and within 'similar' the
 * percent grows with the similarity, so a higher percent always means stronger evidence.
 */
import { normaliseModel, parseModelPattern } from './model-pattern.js';
import { trigramSimilarity } from './trigram.js';

export type MatchKind = 'exact' | 'series' | 'similar' | 'none';

export const MODEL_SCORES = {
  exact: 100,
  series: 90,
  shortSeries: 80,
  prefixSeries: 85,
  similarBase: 40,
  similarSpan: 50,
  similarCap: 89,
  noneCap: 24,
  similarThreshold: 0.5,
  /** Literal characters a wildcard pattern needs to match at all, and for the full 90. */
  minSeriesLiterals: 3,
  fullSeriesLiterals: 4,
  /** Characters two models must share from the start to count as one series. */
  minPrefix: 6,
} as const;

export interface ModelComparison {
  kind: MatchKind;
  percent: number;
  /** pg_trgm similarity of the normalised models (wildcards dropped), 0–1. */
  similarity: number;
  recordModel: string;
  reason: string;
}

export function compareModel(materialModel: string, recordModel: string): ModelComparison {
  const material = normaliseModel(materialModel);
  const pattern = parseModelPattern(recordModel);
  const similarity = trigramSimilarity(material, pattern.normalised);
  const result = (kind: MatchKind, percent: number, reason: string): ModelComparison => ({
    kind,
    percent,
    similarity,
    recordModel,
    reason,
  });

  if (material === '' || pattern.normalised === '') {
    return result('none', 0, `model: nothing to compare ('${materialModel}' / '${recordModel}')`);
  }
  if (!pattern.isPattern && pattern.normalised === material) {
    return result('exact', MODEL_SCORES.exact, `model: '${recordModel}' equals it → 100`);
  }
  if (pattern.isPattern) {
    const literals = pattern.literalLength;
    if (literals < MODEL_SCORES.minSeriesLiterals) {
      return result(
        'none',
        noneScore(similarity),
        `model: series '${recordModel}' pins only ${literals} characters, too vague to match`,
      );
    }
    if (pattern.matches(material)) {
      const percent =
        literals >= MODEL_SCORES.fullSeriesLiterals
          ? MODEL_SCORES.series
          : MODEL_SCORES.shortSeries;
      return result(
        'series',
        percent,
        `model: fits series '${recordModel}' (${literals} literal characters) → ${percent}`,
      );
    }
  } else {
    const [shorter, longer] =
      material.length <= pattern.normalised.length
        ? [material, pattern.normalised]
        : [pattern.normalised, material];
    if (shorter.length >= MODEL_SCORES.minPrefix && longer.startsWith(shorter)) {
      return result(
        'series',
        MODEL_SCORES.prefixSeries,
        `model: shares its first ${shorter.length} characters with '${recordModel}' → 85`,
      );
    }
  }
  const shown = similarity.toFixed(2);
  if (similarity >= MODEL_SCORES.similarThreshold) {
    const percent = Math.min(
      MODEL_SCORES.similarCap,
      Math.round(MODEL_SCORES.similarBase + MODEL_SCORES.similarSpan * similarity),
    );
    return result(
      'similar',
      percent,
      `model: trigram similarity ${shown} with '${recordModel}' → ${percent}`,
    );
  }
  return result(
    'none',
    noneScore(similarity),
    `model: trigram similarity ${shown} with '${recordModel}' is below 0.5`,
  );
}

function noneScore(similarity: number): number {
  return Math.min(MODEL_SCORES.noneCap, Math.round(50 * similarity));
}
