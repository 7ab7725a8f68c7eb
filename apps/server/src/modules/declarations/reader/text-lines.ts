/**
 * pdf.js text items → the page's text in reading order. pdf.js gives positioned fragments,
 * not lines; a finder needs "Date: 12.05.2023" on one line and a table row's cells side by
 * side, so fragments on one baseline are joined (a wide gap becomes a tab, a cell boundary)
 * and lines run top to bottom.
 */

export interface TextFragment {
  str: string;
  /** pdf.js transform matrix: [a, b, c, d, x, y], y growing upwards. */
  transform: number[];
  width: number;
  height: number;
}

interface Line {
  y: number;
  height: number;
  fragments: TextFragment[];
}

const x = (fragment: TextFragment) => fragment.transform[4] ?? 0;
const y = (fragment: TextFragment) => fragment.transform[5] ?? 0;
/** A fragment's font size: its height, or the matrix scale when pdf.js gives no height. */
const size = (fragment: TextFragment) =>
  fragment.height > 0 ? fragment.height : Math.abs(fragment.transform[3] ?? 0) || 10;

/** Fragments whose baselines differ by less than this share of the font size are one line. */
const SAME_LINE = 0.4;
/** A gap wider than this many font sizes separates table cells. */
const CELL_GAP = 1.5;
/** A gap wider than this share of the font size separates words. */
const WORD_GAP = 0.12;

export function linesOfFragments(fragments: readonly TextFragment[]): string {
  const lines: Line[] = [];
  for (const fragment of fragments) {
    if (fragment.str.trim() === '') continue;
    const line = lines.find(
      (candidate) =>
        Math.abs(candidate.y - y(fragment)) <
        SAME_LINE * Math.max(candidate.height, size(fragment)),
    );
    if (line) line.fragments.push(fragment);
    else lines.push({ y: y(fragment), height: size(fragment), fragments: [fragment] });
  }
  return lines
    .sort((a, b) => b.y - a.y)
    .map((line) => joinLine(line.fragments))
    .join('\n');
}

function joinLine(fragments: TextFragment[]): string {
  const sorted = [...fragments].sort((a, b) => x(a) - x(b));
  let text = '';
  let end = Number.NEGATIVE_INFINITY;
  for (const fragment of sorted) {
    const gap = x(fragment) - end;
    if (text !== '') {
      if (gap > CELL_GAP * size(fragment)) text += '\t';
      else if (gap > WORD_GAP * size(fragment) && !/\s$/.test(text) && !/^\s/.test(fragment.str))
        text += ' ';
    }
    text += fragment.str;
    end = x(fragment) + fragment.width;
  }
  return text.replace(/ {2,}/g, ' ').trim();
}
