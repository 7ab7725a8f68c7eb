/** A page's text with its lines found by position, for finders that look at a match's line. */
export interface LinedText {
  text: string;
  /** Where the line holding `index` starts. */
  lineStart(index: number): number;
  /** The line holding `index`, without its newline. */
  lineAt(index: number): string;
}

/**
 * The newlines are listed once per page and searched by halving: a page of one long line and
 * many matches would otherwise be scanned back to the line's start for each match.
 */
export function linedText(text: string): LinedText {
  const newlines: number[] = [];
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) newlines.push(at);
  // The first newline at or after `index`: the end of its line (the text's end when none).
  const next = (index: number) => {
    let low = 0;
    let high = newlines.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((newlines[middle] ?? 0) < index) low = middle + 1;
      else high = middle;
    }
    return low;
  };
  const lineStart = (index: number) => {
    const after = next(index);
    return after === 0 ? 0 : (newlines[after - 1] ?? -1) + 1;
  };
  return {
    text,
    lineStart,
    lineAt(index) {
      const end = newlines[next(index)] ?? text.length;
      return text.slice(lineStart(index), end);
    },
  };
}
