/**
 * Coverage of a declaration (DESIGN.md §9.3): which of a manufacturer's parts a RoHS/REACH
 * declaration speaks for, read from and written to the form's `models` text, and matched
 * against a part number. Server (Fetch, status sweep) and web (dialog preview) use the same
 * rules, so a part is covered in the same way everywhere.
 */
import { normalise } from '../search.js';

export const COVERAGE_SCOPES = ['all', 'all-except', 'series', 'mpns'] as const;
export type CoverageScope = (typeof COVERAGE_SCOPES)[number];

/**
 * `series` and `exclusions` hold entries in the `models` syntax (a literal star stays `\*`,
 * since an entry may mix wildcards and literal stars); `mpns` hold the part numbers themselves
 * (a literal star is a plain `*` there).
 */
export interface Coverage {
  scope: CoverageScope;
  series: string[];
  mpns: string[];
  exclusions: string[];
}

/** How a declaration reached a part, most specific first. */
export type Specificity = 'mpn' | 'series' | 'all-except' | 'all';
export const SPECIFICITY_ORDER: readonly Specificity[] = ['mpn', 'series', 'all-except', 'all'];

const ALL = /^all$/i;
const ALL_EXCEPT = /^all\s+except\b\s*:?/i;
/**
 * Characters after which an ordering or packing suffix may follow a listed part number
 * (`74HC595BQ,115`, `FH34SRJ-14S-0.5SH(50)`); without one, a longer number is another part.
 */
const SUFFIX_SEPARATORS = new Set([',', '(', '/', '#', '-', '_', '.', ' ']);

/** One entry split at its unescaped stars; a pattern has two or more pieces. */
function splitAtWildcards(entry: string): string[] {
  const pieces: string[] = [];
  let current = '';
  for (let i = 0; i < entry.length; i++) {
    const ch = entry[i];
    if (ch === '\\' && entry[i + 1] === '*') {
      current += '*';
      i++;
    } else if (ch === '*') {
      pieces.push(current);
      current = '';
    } else {
      current += ch;
    }
  }
  pieces.push(current);
  return pieces;
}

function isPattern(entry: string): boolean {
  return splitAtWildcards(entry).length > 1;
}

/** The literal text of a plain entry (`\*` → `*`). */
function unescapeEntry(entry: string): string {
  return splitAtWildcards(entry).join('');
}

function escapeMpn(mpn: string): string {
  return mpn.replaceAll('*', '\\*');
}

/** Normalised pieces of a pattern (wildcards between them), or one piece for a plain entry. */
function entryPieces(entry: string): string[] {
  return splitAtWildcards(entry).map((piece) => normalise(piece));
}

/** Key that makes `GRM188*` and `grm-188*` one entry; patterns and MPNs never collide. */
function entryKey(entry: string): string {
  const pieces = entryPieces(entry);
  return pieces.length > 1 ? `p:${pieces.join('*')}` : `m:${pieces[0] ?? ''}`;
}

/** Entries are separated by newlines or semicolons — never commas, which part numbers use. */
function splitEntries(text: string): string[] {
  const seen = new Set<string>();
  const entries: string[] = [];
  for (const raw of text.split(/[\n\r;]+/)) {
    const entry = raw.trim();
    if (!entry) continue;
    const key = entryKey(entry);
    // An entry of punctuation only (`-`) names no part.
    if (key === 'm:' || seen.has(key)) continue;
    seen.add(key);
    entries.push(entry);
  }
  return entries;
}

/** Reads the form's `models` text. An empty text gives an empty `mpns` coverage: see `isEmptyCoverage`. */
export function parseModels(models: string): Coverage {
  const text = models.trim();
  if (ALL.test(text)) return { scope: 'all', series: [], mpns: [], exclusions: [] };
  const except = ALL_EXCEPT.exec(text);
  if (except) {
    const exclusions = splitEntries(text.slice(except[0].length));
    return { scope: 'all-except', series: [], mpns: [], exclusions };
  }
  const series: string[] = [];
  const mpns: string[] = [];
  for (const entry of splitEntries(text)) {
    if (isPattern(entry)) series.push(entry);
    else mpns.push(unescapeEntry(entry));
  }
  return { scope: series.length > 0 ? 'series' : 'mpns', series, mpns, exclusions: [] };
}

/** Writes a coverage back as `models` text; `parseModels` reads it back unchanged. */
export function formatModels(c: Coverage): string {
  switch (c.scope) {
    case 'all':
      return 'All';
    case 'all-except':
      return c.exclusions.length > 0 ? `All except: ${c.exclusions.join('; ')}` : 'All except:';
    case 'series':
    case 'mpns':
      return [...c.series, ...c.mpns.map(escapeMpn)].join('\n');
  }
}

/** True when a series/MPN coverage names nothing: the form must not save it. */
export function isEmptyCoverage(c: Coverage): boolean {
  return (
    (c.scope === 'series' || c.scope === 'mpns') && c.series.length === 0 && c.mpns.length === 0
  );
}

/** The spec's `rohs_series` column. */
export function seriesLabel(c: Coverage): string {
  if (c.scope === 'all') return 'All';
  if (c.scope === 'all-except') return 'All with exclusions';
  return c.series[0] ?? '';
}

/**
 * Whether `text` matches a glob given as its pieces, with a `*` (any run of characters)
 * between each two: `['GRM188', '']` is `GRM188*`. The caller brings text and pieces to one
 * form (normalised here, upper-cased in the declaration reader). Written by hand rather
 * than as a RegExp because the pieces are document or user text: a RegExp of many stars
 * backtracks exponentially, this takes at most one scan of the text per piece. It is the
 * one glob matcher of PartProof.
 */
export function globMatches(text: string, pieces: readonly string[]): boolean {
  const first = pieces[0] ?? '';
  if (pieces.length === 1) return text === first;
  const last = pieces[pieces.length - 1] ?? '';
  if (text.length < first.length + last.length) return false;
  if (!text.startsWith(first) || !text.endsWith(last)) return false;
  // Middle pieces are found leftmost-first between the fixed head and tail; for `*`-only
  // globs the leftmost choice never loses a match.
  let pos = first.length;
  const end = text.length - last.length;
  for (const piece of pieces.slice(1, -1)) {
    const at = text.indexOf(piece, pos);
    if (at < 0 || at + piece.length > end) return false;
    pos = at + piece.length;
  }
  return true;
}

/**
 * The raw part number normalised whole, and normalised up to each separator: the forms a
 * listed entry may equal (the rest being an ordering or packing suffix).
 */
function partForms(mpn: string): string[] {
  const forms = [normalise(mpn)];
  for (let i = 1; i < mpn.length; i++) {
    if (SUFFIX_SEPARATORS.has(mpn[i] ?? '')) {
      const head = normalise(mpn.slice(0, i));
      if (head && !forms.includes(head)) forms.push(head);
    }
  }
  return forms;
}

function entryMatches(entry: string, forms: readonly string[]): boolean {
  const pieces = entryPieces(entry);
  return forms.some((form) => globMatches(form, pieces));
}

/** How a coverage reaches a part number of the same manufacturer, or null when it does not. */
export function matchCoverage(c: Coverage, mpn: string): Specificity | null {
  const forms = partForms(mpn);
  if (!forms[0]) return null;
  switch (c.scope) {
    case 'all':
      return 'all';
    case 'all-except':
      return c.exclusions.some((entry) => entryMatches(entry, forms)) ? null : 'all-except';
    case 'series':
    case 'mpns':
      if (c.mpns.some((listed) => entryMatches(escapeMpn(listed), forms))) return 'mpn';
      if (c.series.some((pattern) => entryMatches(pattern, forms))) return 'series';
      return null;
  }
}

/** Whether a declaration covers a part; another manufacturer's part is never covered. */
export function coversPart(
  d: { manufacturerKey: string; coverage: Coverage },
  part: { manufacturerKey: string; mpn: string },
): Specificity | null {
  if (d.manufacturerKey !== part.manufacturerKey) return null;
  return matchCoverage(d.coverage, part.mpn);
}

/**
 * The coverage as a reader sees it who may only learn the part numbers given (their own
 * parts of that maker): each listed part number, series and exclusion is kept only when it
 * reaches one of them. The scope stays, so 'All' still reads 'All'. A declaration is shared
 * reference data, but the part numbers in it may be another company's (security issue 18).
 */
export function coverageWithin(c: Coverage, mpns: readonly string[]): Coverage {
  const forms = mpns.map(partForms).filter((f) => f[0]);
  const reaches = (entry: string) => forms.some((f) => entryMatches(entry, f));
  return {
    scope: c.scope,
    series: c.series.filter(reaches),
    mpns: c.mpns.filter((listed) => reaches(escapeMpn(listed))),
    exclusions: c.exclusions.filter(reaches),
  };
}
