/**
 * A manufacturer part number (MPN) read from a column that is not an MPN column: a
 * datasheet web address or a distributor's order number. A wrong MPN is worse than none
 * (certificates are matched on it), so each rule accepts only shapes that carry the MPN
 * unmistakably and answers null for anything else.
 */

export interface DerivedPart {
  mpn: string;
  /** Present when the source names the maker too (LCSC file names do). */
  manufacturer: string | null;
}

export type Distributor = 'lcsc' | 'digikey' | 'mouser';

/** 4–60 characters without spaces, with a digit, not a bare number: 'GRM155R71C104KA88D', '43045-0412'. */
const MPN_SHAPE = /^[A-Za-z0-9][A-Za-z0-9.\-/+#()]{3,59}$/;

function looksLikeMpn(text: string, needsLetter = false): boolean {
  return (
    MPN_SHAPE.test(text) &&
    /\d/.test(text) &&
    !/^\d+$/.test(text) &&
    (!needsLetter || /[A-Za-z]/.test(text))
  );
}

/** The distributor a column header names, if it names one whose numbers we can read. */
export function distributorOf(header: string): Distributor | null {
  const text = header.toLowerCase();
  if (/\blcsc\b|\bjlc/.test(text)) return 'lcsc';
  if (/digi[\s-]?key/.test(text)) return 'digikey';
  if (/\bmouser\b/.test(text)) return 'mouser';
  return null;
}

/**
 * MPN inside a distributor order number. LCSC numbers (C71629) carry none. Mouser puts a
 * numeric maker prefix before the MPN ('81-GRM155R71C104KA88D'). Digi-Key appends a
 * packaging suffix ('-1-ND', '-ND') and sometimes a numeric maker code; numbers that are
 * Digi-Key's own ('490-1318-1-ND', '311-10.0KHRCT-ND') are refused.
 */
export function mpnFromDistributorNumber(
  text: string,
  distributor: Distributor | null,
): string | null {
  const number = text.trim();
  if (!number || /\s/.test(number)) return null;
  // Digi-Key's '-ND' suffix says who issued the number even under a generic header.
  if (distributor === 'digikey' || (distributor === null && /-ND$/i.test(number))) {
    return fromDigiKey(number);
  }
  if (distributor === 'mouser') return fromMouser(number);
  return null;
}

function fromMouser(number: string): string | null {
  const match = /^\d{2,4}-(.+)$/.exec(number);
  const mpn = match?.[1];
  return mpn && looksLikeMpn(mpn) ? mpn : null;
}

function fromDigiKey(number: string): string | null {
  const match = /^(?:(\d{2,4})-)?(.+?)(-[126])?-ND$/i.exec(number);
  if (!match) return null;
  const [, makerCode, core = '', packaging] = match;
  // '-1' is cut tape, '-2' reel, '-6' Digi-Reel — but only beside a maker code can it not
  // be the MPN's own last segment ('5-1437565-1').
  if (packaging && !makerCode) return null;
  // Digi-Key's own codes: tape packaging marks (…CT, …TR, …DKR) and values ('10.0KHRCT').
  if (/(?:CT|TR|DKR)$/i.test(core) || /^\d+\.\d+[A-Z]/i.test(core)) return null;
  // What is left must still read as a part number and mix letters with digits.
  return looksLikeMpn(core, true) ? core : null;
}

/**
 * MPN (and maker) from a datasheet address. Only two shapes are trusted: LCSC's file
 * names '<…>_<Maker-Words>-<MPN>_C<number>.pdf', and a query parameter named for the
 * part number (?partno=GRM155R71C104KA88). A maker's own PDF ('…/symlink/lm317.pdf') names
 * a family, not an orderable part, so it gives nothing.
 */
export function mpnFromDatasheetUrl(text: string): DerivedPart | null {
  const url = parseUrl(text.trim());
  if (!url) return null;
  return fromQuery(url) ?? fromLcscFileName(url);
}

function parseUrl(text: string): URL | null {
  if (!/^https?:\/\//i.test(text)) return null;
  try {
    return new URL(text);
  } catch {
    return null;
  }
}

const PART_PARAMETER = /^(partno|part_no|partnumber|part_number|mpn|pn)$/i;

function fromQuery(url: URL): DerivedPart | null {
  for (const [name, value] of url.searchParams) {
    const mpn = value.trim().replace(/#$/, '');
    if (PART_PARAMETER.test(name) && looksLikeMpn(mpn, true)) {
      return { mpn, manufacturer: null };
    }
  }
  return null;
}

function fromLcscFileName(url: URL): DerivedPart | null {
  const file = decodeSegment(url.pathname.split('/').pop() ?? '');
  const parts = file.replace(/\.pdf$/i, '').split('_');
  // The last part is LCSC's own number; the one before it is maker and MPN.
  if (parts.length < 2 || !/^C\d{3,}$/.test(parts.at(-1) ?? '')) return null;
  const words = (parts.at(-2) ?? '').split('-');
  // Maker words carry no digit ('Murata-Electronics'); the MPN starts at the first that does.
  const start = words.findIndex((word) => /\d/.test(word));
  if (start < 1) return null;
  const mpn = words.slice(start).join('-');
  if (!looksLikeMpn(mpn, true)) return null;
  return { mpn, manufacturer: words.slice(0, start).join(' ') };
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
