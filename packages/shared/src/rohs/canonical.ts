/**
 * The legislation and the RoHS exemptions that declarations cite, each reduced to one spelling
 * (DESIGN.md §9.3 "Directives are canonicalised"). Suppliers write the same directive a dozen
 * ways ('2011/65/EU', '2011/65/EG', 'RoHS 2', 'RoHS II') and the same exemption as '7c-I',
 * '7 c(I)' or '7(c)-i'; the form, the stored declaration and the reader all speak the
 * canonical form, so a comparison never depends on how a supplier typed it.
 */

/** Canonical citations, oldest first; lists of directives are kept in this order. */
export const DIRECTIVES = [
  '2002/95/EC',
  '2011/65/EU',
  '(EU) 2015/863',
  '(EU) 2017/2102',
  '(EU) 2019/172',
  '1907/2006',
] as const;

export type Directive = (typeof DIRECTIVES)[number];

/**
 * Spellings per directive, as regex literals. A number like 2011/65 is matched with any
 * spacing around the slash, not inside a longer number: `(?<![\d/])2011\s*\/\s*65(?![\d])`.
 * The informal generation names ('RoHS 2', 'RoHS-II', 'RoHS2.0') are matched in one cell of
 * one line: 'RoHS' ending a line and a numbered heading '1.' starting the next is no
 * citation, nor is a table's 'RoHS' column beside a cell of pin numbers ('RoHS<tab>1 2 3').
 * The suffix (/EC, /EG, /EU, /CE, "(EU)", "EU") is not part of the patterns: a supplier's
 * 2011/65/EC still means the one directive numbered 2011/65.
 * A generation name glossed by a number in brackets ('RoHS 2.0 (2015/863/EU)') cites the
 * number, and 'RoHS 2 Amendment' is the amendment, not RoHS 2: neither is the name's directive.
 * 2011/65 written the other way round ('Regulation (EU) No 65/2011', 'EU/65/2011', as TÜV
 * India's reports print it) is the same directive.
 * 'REACH' is matched in capitals only, so the verb "reach" in a sentence is not a citation.
 */
const SPELLINGS: ReadonlyArray<readonly [Directive, RegExp]> = [
  [
    '2002/95/EC',
    /(?<![\d/])2002\s*\/\s*95(?![\d])|\bRoHS[ -]?(?:1|I)(?:\.0)?(?![\w/]|\.\d)(?!\s*\(\s*(?:\(?EU\)?\s*)?\d{4}\s*\/|\s+amendment)/gi,
  ],
  [
    '2011/65/EU',
    /(?<![\d/])2011\s*\/\s*65(?![\d])|(?<!\d|\d\s*\/\s*)65\s*\/\s*2011(?![\d/])|\bRoHS[ -]?(?:2|II)(?:\.0)?(?![\w/]|\.\d)(?!\s*\(\s*(?:\(?EU\)?\s*)?\d{4}\s*\/|\s+amendment)/gi,
  ],
  [
    '(EU) 2015/863',
    /(?<![\d/])2015\s*\/\s*863(?![\d])|\bRoHS[ -]?(?:3|III)(?:\.0)?(?![\w/]|\.\d)(?!\s*\(\s*(?:\(?EU\)?\s*)?\d{4}\s*\/|\s+amendment)/gi,
  ],
  ['(EU) 2017/2102', /(?<![\d/])2017\s*\/\s*2102(?![\d])/gi],
  ['(EU) 2019/172', /(?<![\d/])2019\s*\/\s*172(?![\d])/gi],
  ['1907/2006', /(?<![\d/])1907\s*\/\s*2006(?![\d])|\bREAC[Hh]\b|\bReach\s+[Rr]egulation\b/g],
];

export interface DirectiveMention {
  directive: Directive;
  /** Where the words start in the text searched, and the words themselves. */
  index: number;
  text: string;
}

/** Every directive named in `text`, in the order of the text. */
export function directiveMentions(text: string): DirectiveMention[] {
  const mentions: DirectiveMention[] = [];
  for (const [directive, pattern] of SPELLINGS) {
    for (const match of text.matchAll(pattern)) {
      mentions.push({ directive, index: match.index, text: match[0] });
    }
  }
  return mentions.sort((a, b) => a.index - b.index);
}

/** The directive `text` names ('Directive 2011/65/EU', 'RoHS 3', 'REACH'), or null. */
export function canonicalDirective(text: string): Directive | null {
  return directiveMentions(text)[0]?.directive ?? null;
}

/** Every directive the entries name, once each, in DIRECTIVES order. */
export function canonicalDirectives(list: readonly string[]): Directive[] {
  const named = new Set(list.flatMap((entry) => directiveMentions(entry).map((m) => m.directive)));
  return DIRECTIVES.filter((directive) => named.has(directive));
}

const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI'] as const;

/** Annex III and IV of RoHS number their items 1 to 44; a little room for new ones. */
const HIGHEST_ITEM = 50;

/**
 * One exemption: item number, letter, numbered sub-item and Roman sub-item, in any of the
 * spellings suppliers use ('7c-I', '7 c(I)', '7(c)-i', '7(c)I', '2(a)(1)', '6a'). Each
 * optional part brings its own leading spaces, so no two `\s*` meet: a long run of spaces
 * is not split between them in every way before the match fails. The Roman numerals are
 * ROMAN's.
 */
const EXEMPTION =
  /^(\d{1,2})(?:\s*(?:\(\s*([a-z])\s*\)|([a-z])))?(?:\s*\(\s*(\d)\s*\))?(?:\s*(?:[-–.]\s*)?(?:\(\s*(I|II|III|IV|V|VI)\s*\)|(I|II|III|IV|V|VI)))?\s*$/i;

/** A lead-in some suppliers write before the id: 'Annex III', 'exemption', 'item', 'no.'. */
const LEAD_IN =
  /^\s*(?:annex\s+(?:iii|iv)\b\s*[-:,]?\s*)?(?:(?:exemptions?|item|no\.?|nr\.?|#)\s*[:.]?\s*)?/i;

/** The canonical id of one exemption ('7c-I' → '7(c)-I', '6a' → '6(a)'), or null. */
export function canonicalExemption(text: string): string | null {
  const match = EXEMPTION.exec(text.replace(LEAD_IN, '').trim());
  if (!match) return null;
  const [, item = '', bracketedLetter, bareLetter, subItem, bracketedRoman, bareRoman] = match;
  const number = Number(item);
  if (number < 1 || number > HIGHEST_ITEM) return null;
  const letter = (bracketedLetter ?? bareLetter)?.toLowerCase();
  const roman = (bracketedRoman ?? bareRoman)?.toUpperCase();
  return (
    String(number) +
    (letter ? `(${letter})` : '') +
    (subItem ? `(${subItem})` : '') +
    (roman ? `-${roman}` : '')
  );
}

/** Sort key of a canonical id: item number, then letter, sub-item and Roman sub-item. */
function exemptionOrder(id: string): [number, string, number, number] {
  const match = /^(\d+)(?:\(([a-z])\))?(?:\((\d)\))?(?:-([IVX]+))?$/.exec(id);
  const roman = match?.[4] as (typeof ROMAN)[number] | undefined;
  return [
    Number(match?.[1] ?? 0),
    match?.[2] ?? '',
    Number(match?.[3] ?? 0),
    roman ? ROMAN.indexOf(roman) + 1 : 0,
  ];
}

function compareExemptions(a: string, b: string): number {
  const left = exemptionOrder(a);
  const right = exemptionOrder(b);
  for (let i = 0; i < left.length; i++) {
    const l = left[i] ?? 0;
    const r = right[i] ?? 0;
    if (l !== r) return l < r ? -1 : 1;
  }
  return 0;
}

/** The canonical ids of the entries that are exemptions, once each, in Annex order. */
export function canonicalExemptions(list: readonly string[]): string[] {
  const ids = new Set<string>();
  for (const entry of list) {
    const id = canonicalExemption(entry);
    if (id) ids.add(id);
  }
  return [...ids].sort(compareExemptions);
}
