/**
 * A blanket statement: the document covers all the maker's products ("all our products
 * comply", "LUMEX parts are in compliance", "我司产品满足"), maybe "all … except X, Y". Only a
 * sentence that speaks of compliance is one: "All devices must be grounded" is a handling
 * note, not a declaration.
 */
import { lineAround } from './evidence.js';
import { isNoticePage } from './notice-page.js';
import { cleanToken, looksLikePartNumber } from './part-tokens.js';
import type { Found, PageText } from './reader-types.js';

/**
 * "All our products", "all active assemblies", "All KYOCERA AVX products", "all of Boya's
 * products", and in title case after a maker's name: "All Solomon Systech Products complied".
 */
const BLANKET =
  /\b[Aa]ll\s+(?:of\s+)?(?:(?:the|our|its|their)\s+)?(?:[A-Z][\w&.-]*(?:['’]s)?\s+){0,3}(?:[a-z-]+\s+)?(?:[Pp]roducts|[Pp]arts|[Cc]omponents|[Aa]rticles|[Ii]tems|[Gg]oods|[Dd]evices|[Aa]ssemblies)\b/g;
/**
 * "Sunlord's products meet", "LUMEX parts are in compliance", "Our products comply": a maker
 * (or "our") as the subject of its products' compliance, with no "all".
 */
const MAKER_PRODUCTS =
  /(?<![\p{L}\d])(?:[Oo]ur|\p{Lu}[\p{L}\d&-]*(?:['’]s)?)\s+(?:products|parts|components|articles|items|goods|devices|assemblies)\s+(?:are|is|meet|meets|comply|complies|conform|conforms|fulfil|fulfill|fulfils|fulfills|satisfy|satisfies)\b/gu;
/** Words before "products" that make them some products, not the maker's. */
const NOT_A_MAKER =
  /^(?:some|these|those|the|this|that|such|other|certain|any|which|listed|following|above|below|selected|many|most|no|several|few|individual|specific|affected|new|custom|sample|tested|similar|all|both|each|every|electronic|electrical|rohs|green|exempt|standard|compliant)$/i;
/**
 * "X designs, manufactures and supplies products to our customers that are in compliance":
 * what the company makes, in general, is compliant.
 */
const SUPPLIES_PRODUCTS =
  /\b(?:manufactures|produces|supplies|sells|provides|delivers)\s+(?:only\s+)?(?:products|parts|components|articles|items|goods|devices|assemblies)\b(?=[^.]{0,80}?\b(?:that|which)\s+(?:are|is)\s+(?:in\s+compliance|compliant|conform))/g;
/**
 * "The products manufactured by us do not contain …", "the chips, modules and development
 * boards provided by us are compliant": what the maker makes, in general.
 */
const MADE_BY_US =
  /\b(?:the\s+)?(?:products|parts|components|articles|items|goods|devices|chips|modules|boards)\s+(?:manufactured|produced|made|supplied|sold|provided)\s+by\s+(?:us|our\s+company)\b/gi;
/**
 * "All ESPRESSIF modules and development boards", "all Microchip ICs": a maker's whole range
 * of chips, modules or boards. The maker's name must come first: "all modules" alone is
 * often one product's parts.
 */
const ALL_MAKER_RANGE =
  /\b[Aa]ll\s+(?:of\s+)?(?:\p{Lu}[\p{L}\d&.-]*(?:['’]s)?\s+){1,3}(?:[Cc]hips|[Mm]odules|[Bb]oards|ICs|[Ss]emiconductors)\b/gu;
/** "我司产品满足", "本公司所有产品均符合": our company's (all) products meet. */
const OUR_PRODUCTS_ZH =
  /(?:我司|我公司|本公司)(?:所有|全部)?(?:的)?产品(?:均|都|全部)?(?:满足|符合)/gu;
/** What a blanket statement speaks of: compliance with a law or a limit. */
const COMPLIANCE =
  /rohs|reach|\bcompl(?:y|ies|iant|iance)|\bconform|directive|regulation|hazardous|restrict|lead[- ]free|halogen|\bmeet|\bsatisf|\bfree\s+(?:of|from)|符合|满足/i;

/** "All products listed below" is a list, not a blanket statement. */
const LISTED_AFTER =
  /^\s*(?:[(,]\s*)?(?:(?:which\s+are\s+|that\s+are\s+)?(?:listed|mentioned|specified|named|shown|given|included|referred)|below|above|in\s+(?:the|this)\s+(?:following|table|list|attached|annex|appendix)|on\s+the\s+(?:following|attached)|of\s+the\s+(?:following|attached))/i;
const EXCEPT =
  /\b(?:except(?:\s+for)?|with\s+the\s+exception\s+of|excluding|other\s+than)\b(?:\s+the\s+following(?:\s+(?:series|parts|products|part\s+numbers))?)?\s*:?\s*/i;
/** The end of the excepted list: a full stop before a capital or line end, or a blank line. */
const LIST_END = /\.(?=\s*\n|\s+\p{Lu}|\s*$)|\n\s*\n/u;
/** Where the sentence a statement is in starts: after the last full stop or blank line. */
const SENTENCE_START = /[.!?。](?=\s)|\n\s*\n/g;
/**
 * What "all components" are when the words after say so: the make-up of one product ("All
 * components and solder are lead-free", "all parts used in this module"), not the maker's range.
 */
const MAKE_UP =
  /^\s+(?:(?:and|&)\s+(?:the\s+)?(?:solders?|materials?|finish(?:es)?|platings?)\b|(?:used|contained|mounted|inside)\b|(?:of|in|on)\s+(?:the|this|these|each)\s+(?:products?|boards?|modules?|devices?|assembl(?:y|ies)|units?|kits?)\b)/i;
/**
 * A line that ends a heading or another sentence: no comma, colon or joining word at its end.
 * A statement starting the next line with a capital opens its own sentence ("Approvals and
 * Compliances" above "SCHURTER products are designed …" lends it no compliance).
 */
const LINE_CONTINUES = /(?:[,;:(&-]|\b(?:that|and|or|the|of|with|which|for|to|all|our))\s*$/i;

/** The words before a statement, back to the start of its sentence. */
function openingOf(text: string, index: number): string {
  const lineStart = text.lastIndexOf('\n', index - 1) + 1;
  if (text.slice(lineStart, index).trim() === '' && /^\p{Lu}/u.test(text.slice(index))) {
    const previous = text.slice(
      text.lastIndexOf('\n', lineStart - 2) + 1,
      Math.max(0, lineStart - 1),
    );
    if (!LINE_CONTINUES.test(previous)) return '';
  }
  const preceding = text.slice(Math.max(0, index - 200), index);
  const starts = [...preceding.matchAll(SENTENCE_START)].at(-1);
  return starts ? preceding.slice(starts.index + starts[0].length) : preceding;
}

/** "TAJA106K016RNJ, TAJB226K010RNJ and the TPS series" → the numbers and patterns. */
function exceptedList(text: string): string[] {
  return (
    text
      .split(/,\s+|;\s*|\s+(?:and|or)\s+|\n|\t/)
      .map((item) => {
        const trimmed = cleanToken(item.trim().replace(/^the\s+/i, ''));
        const series = /^(\S+)[\s-]+series$/i.exec(trimmed);
        return series?.[1] ? `${series[1].replace(/\*$/, '')}*` : trimmed;
      })
      // A series may be letters only ('TPS series'); a part number has a digit.
      .filter(
        (item) => !/\s/.test(item) && (/^[A-Z][\w.-]+\*$/i.test(item) || looksLikePartNumber(item)),
      )
  );
}

interface Statement {
  index: number;
  text: string;
  /** Found by BLANKET ("all … components"): the words after may make it a product's make-up. */
  all: boolean;
}

/** The candidate statements of a page, in text order. */
function statements(text: string): Statement[] {
  const found: Statement[] = [];
  const add = (match: RegExpMatchArray, all = false) =>
    found.push({ index: match.index ?? 0, text: match[0], all });
  for (const match of text.matchAll(BLANKET)) add(match, true);
  for (const match of text.matchAll(ALL_MAKER_RANGE)) add(match, true);
  for (const match of text.matchAll(MAKER_PRODUCTS)) {
    const subject = /^\S+/.exec(match[0])?.[0].replace(/['’]s$/, '') ?? '';
    if (!NOT_A_MAKER.test(subject)) add(match);
  }
  for (const match of text.matchAll(SUPPLIES_PRODUCTS)) add(match);
  for (const match of text.matchAll(MADE_BY_US)) add(match);
  for (const match of text.matchAll(OUR_PRODUCTS_ZH)) add(match);
  return found.sort((a, b) => a.index - b.index);
}

export function blanket(
  pages: readonly PageText[],
): { found: Found<string>; exclusions: string[] } | null {
  for (const page of pages) {
    if (isNoticePage(page)) continue;
    // OCR leaves a blank line between the lines of a widely spaced scan: there it ends no
    // sentence. Blanked to spaces, so every index still points into page.text.
    const text = page.ocr
      ? page.text.replace(/\n\s*\n/g, (gap) => `\n${' '.repeat(gap.length - 1)}`)
      : page.text;
    for (const statement of statements(text)) {
      const after = text.slice(statement.index + statement.text.length);
      if (LISTED_AFTER.test(after) || (statement.all && MAKE_UP.test(after))) continue;
      const end = after.search(LIST_END);
      const sentence = (end === -1 ? after : after.slice(0, end)).slice(0, 400);
      const opening = openingOf(text, statement.index);
      if (!COMPLIANCE.test(`${opening} ${statement.text} ${sentence}`)) continue;
      const except = EXCEPT.exec(sentence);
      const exclusions = except
        ? exceptedList(sentence.slice(except.index + except[0].length))
        : [];
      return {
        found: {
          value: statement.text,
          page: page.page,
          text: lineAround(page.text, statement.index, statement.text.length),
        },
        exclusions,
      };
    }
  }
  return null;
}
