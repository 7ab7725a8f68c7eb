/**
 * The test lab or distributor that issued a document about a maker's parts: an SGS report
 * issued to Würth, a distributor's compliance print. Such a name counts when it heads the
 * first page (letterhead, report header) or follows "issued by"; a lab named in passing
 * ("test reports by SGS on request") is not the issuer.
 */
import { lineAround } from './evidence.js';
import type { Found, PageText } from './reader-types.js';

export type IssuerKind = 'lab' | 'distributor';

const ISSUERS: ReadonlyArray<readonly [name: string, kind: IssuerKind, pattern: RegExp]> = [
  ['SGS', 'lab', /\bSGS\b/],
  ['TÜV Rheinland', 'lab', /\bT(?:Ü|UE?)V\s+Rheinland\b/i],
  ['TÜV SÜD', 'lab', /\bT(?:Ü|UE?)V\s+S(?:Ü|UE?)D\b/i],
  ['TÜV NORD', 'lab', /\bT(?:Ü|UE?)V\s+NORD\b/i],
  ['TÜV', 'lab', /\bT(?:Ü|UE)V\b/],
  ['Intertek', 'lab', /\bIntertek\b/i],
  ['Bureau Veritas', 'lab', /\bBureau\s+Veritas\b/i],
  ['UL', 'lab', /\bUL\s+(?:LLC|Solutions|International)\b|\bUnderwriters\s+Laboratories\b/i],
  ['Eurofins', 'lab', /\bEurofins\b/i],
  ['CTI', 'lab', /\bCentre\s+Testing\s+International\b/i],
  ['DEKRA', 'lab', /\bDEKRA\b/],
  ['Mouser Electronics', 'distributor', /\bMouser\b/i],
  ['Digi-Key', 'distributor', /\bDigi-?Key\b/i],
  ['Farnell', 'distributor', /\bFarnell\b|\belement14\b/i],
  ['RS Components', 'distributor', /\bRS\s+Components\b/i],
  ['Arrow Electronics', 'distributor', /\bArrow\s+Electronics\b/i],
  ['Avnet', 'distributor', /\bAvnet\b/i],
  ['TTI', 'distributor', /\bTTI,?\s+Inc\b/i],
  ['Future Electronics', 'distributor', /\bFuture\s+Electronics\b/i],
  ['LCSC', 'distributor', /\bLCSC\b/],
];

/** Lines of the first page that make its letterhead or report header. */
const HEADER_LINES = 8;
const ISSUED_BY = /\b(?:issued|prepared|tested|certified)\s+by\b/i;

export interface Issuer {
  name: string;
  kind: IssuerKind;
}

export function findIssuer(pages: readonly PageText[]): Found<Issuer> | null {
  for (const page of pages) {
    const lines = page.text.split('\n');
    for (const [number, line] of lines.entries()) {
      const header = page.page === 1 && number < HEADER_LINES;
      if (!header && !ISSUED_BY.test(line)) continue;
      for (const [name, kind, pattern] of ISSUERS) {
        const match = pattern.exec(line);
        if (!match) continue;
        // After "issued by", the name must follow it, not come before it on the line.
        const issuedBy = ISSUED_BY.exec(line);
        if (!header && issuedBy && match.index < issuedBy.index) continue;
        return {
          value: { name, kind },
          page: page.page,
          text: lineAround(line, match.index, match[0].length),
        };
      }
    }
  }
  return null;
}
