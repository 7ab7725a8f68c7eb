/** Cuts texts longer than 18 characters with an ellipsis (spec §9); the cell shows the rest on hover. */
export const NAME_CUT_LENGTH = 18;

export function truncateText(text: string, max = NAME_CUT_LENGTH): string {
  const chars = Array.from(text);
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : text;
}

export function isTruncated(text: string, max = NAME_CUT_LENGTH): boolean {
  return Array.from(text).length > max;
}
