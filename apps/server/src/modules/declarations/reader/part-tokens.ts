/** The words of a document that may be part numbers, cleaned of a sentence's punctuation. */

/**
 * `text` without the trailing characters that are in `chars`. A loop, not `[…]+$`: that
 * pattern rescans a long run of such characters from each one of them when the run does not
 * end the text.
 */
function trimEnd(text: string, chars: string): string {
  let end = text.length;
  while (end > 0 && chars.includes(text.charAt(end - 1))) end--;
  return text.slice(0, end);
}

/**
 * A written token without the punctuation that surrounds it in a sentence or a table (a
 * label's colon glued to the value, "Model:XL-3030", included).
 */
export function cleanToken(token: string): string {
  let text = trimEnd(token.replace(/^[("'[<•·:：]+/, ''), '.,;:\'"]>');
  const open = (text.match(/\(/g) ?? []).length;
  const close = (text.match(/\)/g) ?? []).length;
  if (close > open && text.endsWith(')')) text = trimEnd(text.slice(0, -1), '.,;:');
  return text;
}

export const looksLikePartNumber = (text: string) =>
  text.length >= 3 && text.length <= 40 && /\d/.test(text) && !/^\d{1,4}$/.test(text);
