import type { Declaration, DeclarationVerdict } from '@partproof/shared';
import { describe, expect, it, vi } from 'vitest';
import { englishT } from '@/lib/test-i18n';
import {
  coverageText,
  findingText,
  REVIEW_MOVES,
  reviewMoves,
  specificityText,
  verdictText,
} from './declaration-view';

// The app's i18n module starts i18next (and reads localStorage); these texts need only `msg`.
vi.mock('@/i18n/i18n', () => ({ msg: (text: string) => text }));

const t = englishT;

const coverage = (c: Partial<Declaration['coverage']>): Pick<Declaration, 'coverage'> => ({
  coverage: { scope: 'all', series: [], mpns: [], exclusions: [], ...c },
});

describe('the RoHS certificate dialog words', () => {
  it('describes each coverage scope with its patterns', () => {
    expect(coverageText(coverage({}), t)).toBe('All parts of the manufacturer');
    expect(coverageText(coverage({ scope: 'all-except', exclusions: ['A*', 'B'] }), t)).toBe(
      'All except: A*; B',
    );
    expect(coverageText(coverage({ scope: 'series', series: ['GRM188*'] }), t)).toBe(
      'Series: GRM188*',
    );
    expect(coverageText(coverage({ scope: 'mpns', mpns: ['74AHC1G125GW,125'] }), t)).toBe(
      'Part numbers: 74AHC1G125GW,125',
    );
    expect(specificityText('series', t)).toBe('Covers this component by series');
    expect(specificityText(null, t)).toBeNull();
  });

  it('states the IPC-1752A verdict with its exemptions and findings', () => {
    const verdict: DeclarationVerdict = {
      result: 'compliant-with-exemptions',
      exemptions: ['7(c)-I'],
      findings: [
        {
          substance: 'Lead',
          material: 'Glass',
          concentration: 2.1,
          limit: 0.1,
          exemption: '7(c)-I',
          cas: '7439-92-1',
          text: '',
        },
      ],
      notes: [],
    };
    expect(verdictText(verdict, t)).toBe('IPC-1752A: Compliant with exemptions (7(c)-I)');
    expect(findingText(verdict.findings[0]!, t)).toBe(
      'Lead in Glass: 2.1 % (limit 0.1 %) (exempted by 7(c)-I)',
    );
    expect(verdictText({ ...verdict, result: 'not-compliant' }, t)).toBe(
      'IPC-1752A: Not compliant',
    );
  });

  it('offers only the review moves that change the state, with the spec statuses', () => {
    expect(reviewMoves('in-review')).toEqual(['approve', 'reject']);
    expect(reviewMoves('approved')).toEqual(['reject', 'backToReview']);
    expect(reviewMoves('rejected')).toEqual(['approve', 'backToReview']);
    expect(
      [REVIEW_MOVES.approve, REVIEW_MOVES.reject, REVIEW_MOVES.backToReview].map(
        (m) => m.rohsStatus,
      ),
    ).toEqual([2, 8, 1]);
  });
});
