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

describe('linesOfFragments on a page of very many baselines', () => {
  // A PDF page decides how many fragments and baselines it has: comparing each fragment with
  // every line started before it does not finish within the test's time on this one.
  it('puts 100,000 fragments on their 50,000 lines, top line first', () => {
    const fragments = Array.from({ length: 50_000 }, (_, i) => [
      fragment(`a${i}`, 56, 1_000_000 - i * 20, 10),
      fragment(`b${i}`, 70, 1_000_000 - i * 20 + 1, 10),
    ]).flat();
    const lines = linesOfFragments(fragments.reverse()).split('\n');
    expect(lines.length).toBe(50_000);
    expect(lines[0]).toBe('a0 b0');
    expect(lines[49_999]).toBe('a49999 b49999');
  });
});
