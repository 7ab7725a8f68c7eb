/**
 * The legislation a document cites, canonical (packages/shared rohs/canonical.ts). A
 * declaration dated after 22 July 2019 that cites "2011/65/EU as amended" (or "and its
 * amendments") declares against the amended Annex II, i.e. (EU) 2015/863, which applies to
 * all categories since that day: it counts as citing it.
 */
import { DIRECTIVES, directiveMentions, type Directive } from '@partproof/shared';
import { lineAround } from './evidence.js';
import type { Found, PageText } from './reader-types.js';

/** The day (EU) 2015/863 applied to every category of equipment. */
const AMENDED_ANNEX_APPLIES = '2019-07-22';

const AS_AMENDED =
  /^[^.\n]{0,40}?(?:as\s+amended|and\s+(?:its|all|subsequent)\s+amendments?|amended\s+by|including\s+(?:its\s+|all\s+)?amendments?|\(amended\)|\+\s*amendments?)/i;

/**
 * A line that borrows a definition or a limit from a law ("Definition 'x' taken from REACH
 * Annex XVII entry 50", "as defined in …"): a footnote of a test's method, not what the
 * document declares compliance with.
 */
const BORROWED = /\bdefinition\b|\bdefined\s+(?:in|by)\b|\btaken\s+from\b|\bquoted\s+from\b/i;

/**
 * The directive another one replaced, named as that one's history ("2011/65/EU Annex II;
 * recasting 2002/95/EC", "which repeals Directive 2002/95/EC"): not what the document
 * declares compliance with. Only the active forms: in "RoHS Recast 2011/65/EU" or "superseded
 * by 2011/65/EU" the directive named is the new one.
 */
const REPLACED_BEFORE =
  /\b(?:recasting|recasts|repeal(?:ing|s)|replac(?:ing|es)|supersed(?:ing|es))(?:\s+(?:the|directive|EU|EC))*\s*$/i;

/**
 * A cell of a form that starts with an empty box: a choice left unticked ("□REACH (REACH
 * 標準)"); the law it names is not declared.
 */
const UNTICKED_CELL = /(?:^|[\t\n])\s*[□☐▢◻][^\t\n□☐▢◻■☑☒✓✔]*$/u;

export function findDirectives(
  pages: readonly PageText[],
  dateIssue: string | null,
): Array<Found<Directive>> {
  const found = new Map<Directive, Found<Directive>>();
  let amended: Found<Directive> | null = null;
  for (const page of pages) {
    for (const mention of directiveMentions(page.text)) {
      const text = lineAround(page.text, mention.index, mention.text.length);
      if (BORROWED.test(text)) continue;
      const before = page.text.slice(Math.max(0, mention.index - 40), mention.index);
      if (REPLACED_BEFORE.test(before) || UNTICKED_CELL.test(before)) continue;
      if (!found.has(mention.directive)) {
        found.set(mention.directive, { value: mention.directive, page: page.page, text });
      }
      const after = page.text.slice(mention.index + mention.text.length);
      if (!amended && mention.directive === '2011/65/EU' && AS_AMENDED.test(after)) {
        amended = { value: '(EU) 2015/863', page: page.page, text };
      }
    }
  }
  if (amended && dateIssue !== null && dateIssue > AMENDED_ANNEX_APPLIES) {
    if (!found.has('(EU) 2015/863')) found.set('(EU) 2015/863', amended);
  }
  return DIRECTIVES.flatMap((directive) => {
    const entry = found.get(directive);
    return entry ? [entry] : [];
  });
}
