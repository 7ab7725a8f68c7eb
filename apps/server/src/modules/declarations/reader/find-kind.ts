/**
 * What sort of document it is (DESIGN.md §9.3 kinds), from its content: a lab's report or
 * certificate, a full material declaration, a datasheet or drawing that states compliance,
 * or a formal RoHS / REACH statement (both when it declares against both).
 */
import type { Directive } from '@partproof/shared';
import { lineAround } from './evidence.js';
import type { IssuerKind } from './find-issuer.js';
import type { DeclarationKind, Found, PageText } from './reader-types.js';

const LAB_REPORT =
  /\b(?:test|analysis|analytical)\s+report\b|\breport\s+no\b|\bcertificate\s+of\s+analysis\b/i;
/** Lines of the first page where a report states what it is. */
const REPORT_HEADER_LINES = 15;
/**
 * "Homogeneous material" with a CAS column further on the line: looked for within 300
 * characters, since `.*` rescans the rest of a long line from each mention of it.
 */
const FMD =
  /\bfull\s+material\s+declaration\b|\bmaterial\s+(?:composition|content)\s+declaration\b|\bFMD\b|\bhomogeneous\s+materials?\b.{0,300}\bCAS\b/i;
const DATASHEET_CUES = [
  /\bdata\s?sheet\b/i,
  /\bproduct\s+specification\b|\bspecification\s+sheet\b/i,
  /\bdrawing\b/i,
  /\babsolute\s+maximum\b/i,
  /\belectrical\s+characteristics\b/i,
  /\bordering\s+information\b|\bordering\s+code\b/i,
  /\bdimensions?\b/i,
  /\bscale\b/i,
  /\btolerances?\b/i,
  /\bfeatures\b/i,
  /\bapplications\b/i,
  /\bpin\s+(?:configuration|assignment)\b/i,
];
const FORMAL =
  /\bdeclaration\b|\bcertificate\s+of\s+(?:compliance|conformity)\b|\bstatement\b|\bhereby\b|\bwe\s+(?:declare|certify|confirm)\b/i;
const ROHS_WORD = /\bRoHS\b/i;
const REACH_WORD = /\bSVHCs?\b|\bcandidate\s+list\b/i;
const ROHS_DIRECTIVES: ReadonlySet<Directive> = new Set([
  '2002/95/EC',
  '2011/65/EU',
  '(EU) 2015/863',
  '(EU) 2017/2102',
  '(EU) 2019/172',
]);

export interface KindFacts {
  issuer: IssuerKind | null;
  directives: readonly Directive[];
}

function firstLine(pages: readonly PageText[], pattern: RegExp): Found<null> | null {
  for (const page of pages) {
    const match = pattern.exec(page.text);
    if (match)
      return {
        value: null,
        page: page.page,
        text: lineAround(page.text, match.index, match[0].length),
      };
  }
  return null;
}

const as = (value: DeclarationKind, where: Found<null> | null, pages: readonly PageText[]) => ({
  value,
  page: where?.page ?? pages[0]?.page ?? 1,
  text: where?.text ?? '',
});

export function findKind(pages: readonly PageText[], facts: KindFacts): Found<DeclarationKind> {
  const header = (pages[0]?.text ?? '').split('\n').slice(0, REPORT_HEADER_LINES).join('\n');
  const report = firstLine([{ page: pages[0]?.page ?? 1, text: header, ocr: false }], LAB_REPORT);
  if (facts.issuer === 'lab' || report) return as('Test report', report, pages);
  const fmd = firstLine(pages, FMD);
  if (fmd) return as('FMD', fmd, pages);
  const text = pages.map((page) => page.text).join('\n');
  const cues = DATASHEET_CUES.filter((cue) => cue.test(text));
  if (cues.length >= 2 && !FORMAL.test(text))
    return as('Datasheet', firstLine(pages, cues[0] ?? /$^/), pages);
  const rohs = facts.directives.some((d) => ROHS_DIRECTIVES.has(d)) || ROHS_WORD.test(text);
  const reach = facts.directives.includes('1907/2006') || REACH_WORD.test(text);
  if (rohs && reach) return as('RoHS+REACH', firstLine(pages, /\bREACH\b|\bSVHC/), pages);
  if (rohs)
    return as(
      'RoHS',
      firstLine(pages, /\bRoHS\b|2011\s*\/\s*65|2015\s*\/\s*863|2002\s*\/\s*95/i),
      pages,
    );
  if (reach)
    return as(
      'REACH',
      firstLine(pages, /\bREACH\b|\bSVHC|candidate\s+list|1907\s*\/\s*2006/i),
      pages,
    );
  return as('Other', null, pages);
}
