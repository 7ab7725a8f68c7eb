/** The words a field was taken from, as the dialog shows them next to the proposal. */

const MAX_EVIDENCE = 200;

/**
 * The line around `text[index, index + length)`, whitespace collapsed, at most 200 characters
 * (centred on the match when the line is longer).
 */
export function lineAround(text: string, index: number, length = 0): string {
  // Only the line's ends within MAX_EVIDENCE of the words matter (a longer line is cut to
  // MAX_EVIDENCE around them anyway), so the search for them stops there: a page of one long
  // line and many finds would otherwise scan the line again for each find.
  const lookBack = Math.max(0, index - MAX_EVIDENCE - 1);
  const back = text.slice(lookBack, index).lastIndexOf('\n');
  const start = back === -1 ? lookBack : lookBack + back + 1;
  const lookAhead = index + length + MAX_EVIDENCE + 1;
  const ahead = text.slice(index + length, lookAhead).indexOf('\n');
  const end = ahead === -1 ? Math.min(text.length, lookAhead) : index + length + ahead;
  let from = start;
  let to = end;
  if (to - from > MAX_EVIDENCE) {
    const middle = index + Math.floor(length / 2);
    from = Math.max(start, Math.min(middle - MAX_EVIDENCE / 2, end - MAX_EVIDENCE));
    to = Math.min(end, from + MAX_EVIDENCE);
  }
  return clip(text.slice(from, to));
}

/** Whitespace collapsed, at most 200 characters. */
export function clip(text: string): string {
  return text.replace(/\s+/g, ' ').trim().slice(0, MAX_EVIDENCE);
}
