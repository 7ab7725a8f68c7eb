import { describe, expect, it } from 'vitest';
import { parseProductNames, productNamesError } from './product-names';

describe('scrapper product names', () => {
  it('splits on commas and line breaks and drops blanks and repeats', () => {
    expect(parseProductNames('LED-12, Relay X\n\n led-12 ,\r\nFuse 5A,')).toEqual([
      'LED-12',
      'Relay X',
      'Fuse 5A',
    ]);
  });

  it('asks for a product name when nothing but separators was typed', () => {
    expect(productNamesError(parseProductNames(' , \n '))).toBe('Enter a product name');
    expect(productNamesError(['LED-12'])).toBeNull();
  });
});
