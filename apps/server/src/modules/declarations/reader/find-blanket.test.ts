import { describe, expect, it } from 'vitest';
import { blanket } from './find-blanket.js';
import type { PageText } from './reader-types.js';

const found = (text: string) => {
  const pages: PageText[] = [{ page: 1, text, ocr: false }];
  return blanket(pages)?.found.value ?? null;
};

describe('blanket', () => {
  it('does not take a product’s make-up for the maker’s range', () => {
    expect(found('RoHS: compliant with 2011/65/EU. All components and solder are lead-free.')).toBe(
      null,
    );
    expect(found('All parts used in this module comply with RoHS.')).toBe(null);
    expect(found('All components manufactured by us comply with RoHS.')).toBe('All components');
  });

  it('lends a statement no compliance from a heading above it', () => {
    expect(
      found('Approvals and Compliances\nSCHURTER products are designed for industrial use. They'),
    ).toBe(null);
    expect(found('In line with the RoHS directive,\nOur products are all lead free.')).toBe(
      'Our products are',
    );
  });
});
