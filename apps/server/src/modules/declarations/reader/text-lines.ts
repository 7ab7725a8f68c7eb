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
  /** Lines in the order they were started: a fragment joins the first that takes it. */
  order: number;
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
  const index = new LineIndex();
  for (const fragment of fragments) {
    if (fragment.str.trim() === '') continue;
    const line = index.lineOf(y(fragment), size(fragment));
    if (line) {
      line.fragments.push(fragment);
      continue;
    }
    const started = {
      y: y(fragment),
      height: size(fragment),
      fragments: [fragment],
      order: lines.length,
    };
    lines.push(started);
    index.add(started);
  }
  return lines
    .sort((a, b) => b.y - a.y)
    .map((line) => joinLine(line.fragments))
    .join('\n');
}

/**
 * The lines by height on the page, so a fragment is compared only with the lines near its
 * baseline, not with every line started before it: a page of many thousand baselines would
 * otherwise take their square. Lines are kept top first, the order pdf.js mostly gives.
 */
class LineIndex {
  private readonly topFirst: Line[] = [];
  private tallest = 0;

  /** The first started line within SAME_LINE of the baseline `at`, as a scan of all would find. */
  lineOf(at: number, height: number): Line | null {
    // A baseline at no finite height is on no line (the distance is never finite).
    if (!Number.isFinite(at)) return null;
    // No line farther than this takes the fragment; a little wider against rounding.
    const reach = SAME_LINE * Math.max(this.tallest, height) * (1 + 1e-9) + 1e-9;
    let found: Line | null = null;
    for (let i = this.firstBelow(at + reach); i < this.topFirst.length; i++) {
      const line = this.topFirst[i];
      if (!line || line.y <= at - reach) break;
      const takes = Math.abs(line.y - at) < SAME_LINE * Math.max(line.height, height);
      if (takes && (!found || line.order < found.order)) found = line;
    }
    return found;
  }

  add(line: Line): void {
    // A line at no finite height takes no fragment of another (NaN compares false): unlisted.
    if (!Number.isFinite(line.y)) return;
    this.topFirst.splice(this.firstBelow(line.y), 0, line);
    this.tallest = Math.max(this.tallest, line.height);
  }

  /** Where the first line lower than `at` is (the list's length when none is). */
  private firstBelow(at: number): number {
    let low = 0;
    let high = this.topFirst.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((this.topFirst[middle]?.y ?? 0) >= at) low = middle + 1;
      else high = middle;
    }
    return low;
  }
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
