import { describe, expect, it } from 'vitest';
import { isTruncated, truncateText } from './truncate';

describe('name truncation', () => {
  it('leaves names of up to 18 characters alone', () => {
    expect(truncateText('GRM188R71H104KA93D')).toBe('GRM188R71H104KA93D');
    expect(isTruncated('GRM188R71H104KA93D')).toBe(false);
  });

  it('cuts longer names at 18 characters with an ellipsis', () => {
    expect(truncateText('RES 10K OHM 1% 1/10W 0603')).toBe('RES 10K OHM 1% 1/1…');
    expect(isTruncated('RES 10K OHM 1% 1/10W 0603')).toBe(true);
  });

  it('does not split a character made of two code units', () => {
    expect(truncateText('Ω'.repeat(17) + '😀x')).toBe('Ω'.repeat(17) + '😀…');
  });
});
