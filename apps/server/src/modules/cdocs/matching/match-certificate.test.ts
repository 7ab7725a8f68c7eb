import { describe, expect, it } from 'vitest';
import { compareModel } from './compare-model.js';
import { matchCertificate } from './match-certificate.js';
import { rankCandidates } from './rank-candidates.js';

const CAPACITOR = { manufacturer: 'TDK', model: 'B32922C3104M' };

describe('matching one material against one certificate record', () => {
  it('keeps the parts of the score and the reasons in aiScoreData', () => {
    const result = matchCertificate(CAPACITOR, {
      holder: 'EPCOS AG',
      models: ['B32921*; B3292*'],
    });
    expect(result).toMatchObject({ matched: true, matchPercent: 90, kind: 'series' });
    expect(result.aiScoreData).toMatchObject({
      score: 0.9,
      manufacturerScore: 1,
      modelScore: 0.9,
      kind: 'series',
      modelKind: 'series',
      matchedModel: 'B3292*',
    });
    expect(result.aiScoreData.reasons).toEqual([
      "manufacturer: 'TDK' and 'EPCOS AG' are both 'tdk'",
      "model: fits series 'B3292*' (5 literal characters) → 90",
    ]);
  });

  it('explains a similar match with its trigram similarity', () => {
    const result = matchCertificate(CAPACITOR, { holder: 'TDK', models: ['B32922C3104K'] });
    expect(result.aiScoreData.similarity).toBe(Math.fround(0.73333335));
    expect(result.aiScoreData.reasons[1]).toBe(
      "model: trigram similarity 0.73 with 'B32922C3104K' → 77",
    );
  });

  it('accepts the manufacturer field when the holder is someone else', () => {
    const result = matchCertificate(CAPACITOR, {
      holder: 'Distributor Ltd.',
      manufacturer: 'TDK Electronics',
      models: ['B32922C3104M'],
    });
    expect(result.matched).toBe(true);
    expect(result.aiScoreData.reasons[0]).toContain("'TDK Electronics'");
  });

  it('keeps the model evidence of a record from another manufacturer but never matches it', () => {
    const result = matchCertificate(CAPACITOR, { holder: 'Vishay', models: ['B32922C3104M'] });
    expect(result).toMatchObject({ matched: false, kind: 'none', matchPercent: 25 });
    expect(result.aiScoreData).toMatchObject({ modelKind: 'exact', modelScore: 1 });
    expect(result.aiScoreData.manufacturerScore).toBeLessThan(1);
    expect(result.aiScoreData.reasons[0]).toContain('quartered');
  });

  it('prefers the exact model over a series in the same record', () => {
    const result = matchCertificate(CAPACITOR, {
      holder: 'TDK',
      models: ['B3292*', 'B32922C3104M'],
    });
    expect(result).toMatchObject({ kind: 'exact', matchPercent: 100 });
    expect(result.aiScoreData.matchedModel).toBe('B32922C3104M');
  });

  it('names no matched model when nothing matched', () => {
    const result = matchCertificate(CAPACITOR, { holder: 'TDK', models: ['X1'] });
    expect(result.aiScoreData.matchedModel).toBeNull();
  });

  it('tolerates missing fields', () => {
    const result = matchCertificate({}, { models: [] });
    expect(result).toMatchObject({ matched: false, matchPercent: 0, kind: 'none' });
  });
});

describe('the percent scale', () => {
  it('orders the kinds: exact > series > short series > similar floor > not matched', () => {
    const percent = (recordModel: string) => compareModel('B32922C3104M', recordModel).percent;
    expect(percent('B32922-C3104-M')).toBe(100);
    expect(percent('B3292*')).toBe(90);
    expect(percent('B32922C3104')).toBe(85);
    expect(percent('B32*')).toBe(80);
    expect(percent('B32922C3104K')).toBeGreaterThanOrEqual(65);
    expect(percent('B43501A5477M')).toBeLessThanOrEqual(24);
  });

  it('grows with the trigram similarity and stays below exact', () => {
    const models = ['B32922C3X104M', 'B32922C3104K', 'B32922C3105M', 'X32922C3104M'];
    const scored = models
      .map((model) => compareModel('B32922C3104M', model))
      .sort((a, b) => a.similarity - b.similarity);
    expect(scored.every((s) => s.kind === 'similar')).toBe(true);
    const percents = scored.map((s) => s.percent);
    expect(percents).toEqual([71, 71, 74, 77]);
    expect(Math.max(...percents)).toBeLessThan(100);
  });

  it('never matches below the 0.5 similarity threshold and scores matches from 65', () => {
    const below = compareModel('L7805CV', 'L7812CV');
    const above = compareModel('L7805CV', 'L7805ACV');
    expect(below.similarity).toBeLessThan(0.5);
    expect(below).toMatchObject({ kind: 'none' });
    expect(below.percent).toBeLessThanOrEqual(24);
    expect(above.similarity).toBeGreaterThanOrEqual(0.5);
    expect(above.percent).toBeGreaterThanOrEqual(65);
  });

  it('caps a similar match at 89', () => {
    // A near-identical long model: similarity close to 1 but not equal.
    const result = compareModel('CRCW0603100KFKEA-ABCDEFGH', 'CRCW0603100KFKEA-ABCDEFGX');
    expect(result.kind).toBe('similar');
    expect(result.percent).toBeLessThanOrEqual(89);
  });

  it('needs 6 common leading characters for a prefix series', () => {
    expect(compareModel('0215002', '021500').kind).toBe('series');
    expect(compareModel('02150', '0215002').kind).not.toBe('series');
  });
});

describe('ranking candidate records for a material', () => {
  it('lists matched records best first, ties by id, and drops the rest', () => {
    const records = [
      { id: 7, holder: 'EPCOS', models: ['B3292*'] },
      { id: 3, holder: 'TDK', models: ['B32922C3104K'] },
      { id: 5, holder: 'TDK Electronics', models: ['B32922-C3104-M'] },
      { id: 2, holder: 'TDK-EPC', models: ['B3292*'] },
      { id: 1, holder: 'Vishay', models: ['B32922C3104M'] },
      { id: 4, holder: 'TDK', models: ['R*'] },
    ];
    const ranked = rankCandidates(CAPACITOR, records);
    expect(ranked.map((c) => [c.record.id, c.result.matchPercent])).toEqual([
      [5, 100],
      [2, 90],
      [7, 90],
      [3, 77],
    ]);
  });

  it('breaks ties between string ids deterministically', () => {
    const records = [
      { id: 'b', holder: 'TDK', models: ['B32922C3104M'] },
      { id: 'a', holder: 'TDK', models: ['B32922C3104M'] },
    ];
    expect(rankCandidates(CAPACITOR, records).map((c) => c.record.id)).toEqual(['a', 'b']);
  });

  it('returns nothing for no records', () => {
    expect(rankCandidates(CAPACITOR, [])).toEqual([]);
  });
});
