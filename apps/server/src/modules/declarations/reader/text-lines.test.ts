import { describe, expect, it } from 'vitest';
import { linesOfFragments, type TextFragment } from './text-lines.js';

const fragment = (str: string, x: number, y: number, width: number, height = 10): TextFragment => ({
  str,
  transform: [height, 0, 0, height, x, y],
  width,
  height,
});

describe('linesOfFragments', () => {
  it('puts fragments of one baseline on one line, top line first', () => {
    expect(
      linesOfFragments([
        fragment('2023-05-12', 90, 600, 50),
        fragment('Declaration', 56, 700, 60),
        fragment('Date:', 56, 600.4, 25),
      ]),
    ).toBe('Declaration\nDate: 2023-05-12');
  });

  it('separates table cells by a tab and words by a space', () => {
    expect(
      linesOfFragments([
        fragment('1', 56, 500, 5),
        fragment('74AHC1G125GW,125', 120, 500, 90),
        fragment('Compliant', 320, 500, 45),
        fragment('Item', 56, 520, 20),
        fragment('no.', 78, 520, 15),
      ]),
    ).toBe('Item no.\n1\t74AHC1G125GW,125\tCompliant');
  });

  it('skips empty fragments', () => {
    expect(linesOfFragments([fragment(' ', 56, 500, 3), fragment('ROHS', 60, 400, 30)])).toBe(
      'ROHS',
    );
  });
});
