/** The scrapper modal's product names: comma or line separated, trimmed, no blanks or repeats. */
import { SEARCH_MSG } from '@partproof/shared';

export function parseProductNames(text: string): string[] {
  const seen = new Set<string>();
  const names: string[] = [];
  for (const part of text.split(/[,\n\r]+/)) {
    const name = part.trim();
    const key = name.toLowerCase();
    if (name === '' || seen.has(key)) continue;
    seen.add(key);
    names.push(name);
  }
  return names;
}

/** spec §5: an empty list gives 'Enter a product name'. */
export function productNamesError(names: readonly string[]): string | null {
  return names.length === 0 ? SEARCH_MSG.enterProductName : null;
}
