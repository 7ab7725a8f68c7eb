/**
 * Conditions a blanket declaration puts on what it covers ("all products identified as RoHS
 * compliant in our catalogue", "products marked with the suffix -LF"): the words, for staff.
 */
import { lineAround } from './evidence.js';
import type { Found, PageText } from './reader-types.js';

const CONDITION =
  /\b(?:products?|parts|components|items|articles)\s+(?:which\s+are\s+|that\s+are\s+)?(?:identified|marked|labell?ed|designated|indicated|specified|listed)\s+(?:as|with|by)\s+[^.;]{3,120}/i;

export function findConditions(pages: readonly PageText[]): Found<string> | null {
  for (const page of pages) {
    const match = CONDITION.exec(page.text);
    if (match) {
      return {
        value: match[0].replace(/\s+/g, ' ').trim(),
        page: page.page,
        text: lineAround(page.text, match.index, match[0].length),
      };
    }
  }
  return null;
}
