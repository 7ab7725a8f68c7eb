/**
 * Server and shared texts in the reader's language (issue 22). A catalogue maps the English
 * text — the spec's exact wording stays the key — to its translation; a text built with
 * values ("You cannot change the status from "Pending" to …") matches an entry whose
 * `{name}` placeholders stand for them, and the values are carried over unchanged.
 * A text the catalogue lacks stays English.
 */
import type { Language } from './languages.js';

export type Catalogue = Readonly<Record<string, string>>;

interface Pattern {
  /** The source's literal pieces around its placeholders: one more than `names`. */
  pieces: string[];
  names: string[];
  target: string;
}

const PLACEHOLDER = /\{(\w+)\}/g;

function compile(catalogue: Catalogue): { exact: Map<string, string>; patterns: Pattern[] } {
  const exact = new Map<string, string>();
  const patterns: Pattern[] = [];
  for (const [source, target] of Object.entries(catalogue)) {
    const split = source.split(PLACEHOLDER);
    if (split.length === 1) exact.set(source, target);
    else {
      patterns.push({
        pieces: split.filter((_, i) => i % 2 === 0),
        names: split.filter((_, i) => i % 2 === 1),
        target,
      });
    }
  }
  return { exact, patterns };
}

/**
 * The values a text gives the pattern's placeholders, or null when it does not fit: each
 * value runs to the next literal piece's first occurrence (the last one to the end).
 */
function valuesOf(text: string, pieces: string[]): string[] | null {
  const first = pieces[0] ?? '';
  const last = pieces[pieces.length - 1] ?? '';
  if (!text.startsWith(first) || !text.endsWith(last)) return null;
  if (text.length < first.length + last.length) return null;
  const values: string[] = [];
  let at = first.length;
  const end = text.length - last.length;
  for (const piece of pieces.slice(1, -1)) {
    const found = text.indexOf(piece, at + 1);
    if (found < 0 || found > end) return null;
    values.push(text.slice(at, found));
    at = found + piece.length;
  }
  if (end <= at && pieces.length > 1) return null;
  values.push(text.slice(at, end));
  return values.every((v) => v.length > 0) ? values : null;
}

const compiled = new WeakMap<Catalogue, ReturnType<typeof compile>>();

export function translateWith(catalogue: Catalogue, text: string): string {
  let entry = compiled.get(catalogue);
  if (!entry) {
    entry = compile(catalogue);
    compiled.set(catalogue, entry);
  }
  const exact = entry.exact.get(text);
  if (exact !== undefined) return exact;
  for (const { pieces, names, target } of entry.patterns) {
    const values = valuesOf(text, pieces);
    if (!values) continue;
    return target.replace(PLACEHOLDER, (whole, name: string) => {
      const index = names.indexOf(name);
      return index < 0 ? whole : (values[index] ?? whole);
    });
  }
  return text;
}

/** `text` in `language`, from the catalogues by language (English needs none). */
export function translate(
  catalogues: Partial<Record<Language, Catalogue>>,
  language: Language,
  text: string,
): string {
  const catalogue = catalogues[language];
  return catalogue ? translateWith(catalogue, text) : text;
}
