/** The words a field was taken from, as the dialog shows them next to the proposal. */

const MAX_EVIDENCE = 200;

/**
 * The line around `text[index, index + length)`, whitespace collapsed, at most 200 characters
 * (centred on the match when the line is longer).
 */
export function lineAround(text: string, index: number, length = 0): string {
  const start = text.lastIndexOf('\n', index - 1) + 1;
  const newline = text.indexOf('\n', index + length);
  const end = newline === -1 ? text.length : newline;
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
