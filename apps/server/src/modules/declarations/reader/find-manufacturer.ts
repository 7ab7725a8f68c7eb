/**
 * The maker a document is about, among the manufacturers PartProof knows. Names are compared
 * the way certificates' holders are (manufacturers/identity/manufacturer.ts): by their maker words and
 * through the alias table, so "Murata Manufacturing Co., Ltd." in a letterhead is the known
 * "Murata", and "KEMET" is Yageo. Where several makers are named, the one in the letterhead
 * or in "We, X, declare" / "Applicant: X" wins over names in the body (a customer, a
 * competitor's part in a cross-reference table).
 */
import { MANUFACTURER_ALIASES } from '../../manufacturers/identity/manufacturer-aliases.js';
import {
  manufacturerWords,
  normaliseManufacturer,
  resolveManufacturer,
} from '../../manufacturers/identity/manufacturer.js';
import {
  GENERIC_WORDS,
  LEGAL_FORMS,
  PLACES,
} from '../../manufacturers/identity/manufacturer-words.js';
import { lineAround } from './evidence.js';
import type { Found, KnownData, PageText } from './reader-types.js';

type Maker = KnownData['manufacturers'][number];

/** A maker, and whether the words name it by its own name (not another of its group). */
interface Named {
  maker: number;
  own: boolean;
}

interface Spelling extends Named {
  words: string[];
}

/** Canonical key → every name of its alias group. */
const GROUPS: ReadonlyMap<string, readonly string[]> = new Map(
  Object.entries(MANUFACTURER_ALIASES).map(([canonical, aliases]) => [
    normaliseManufacturer(canonical),
    [canonical, ...aliases],
  ]),
);

/** Lines of page 1 that make the letterhead. */
const LETTERHEAD_LINES = 6;
const DECLARING =
  /\bwe\b|\bhereby\b|\bdeclar|\bcertif|\b(?:manufacturer|company|supplier|applicant|client|customer|vendor|producer)(?:\s+name)?\s*:|\bissued\s+to\b|\bprepared\s+for\b|\bname\s+of\s+(?:the\s+)?manufacturer/i;

/** A letter or a digit: what may not touch a short maker key written as a word. */
const LETTER_OR_DIGIT = /^[\p{L}\d]$/u;

/** The character (code point) ending right before `at`. */
function charBefore(text: string, at: number): string {
  if (at <= 0) return '';
  const low = text.charCodeAt(at - 1);
  const high = at >= 2 ? text.charCodeAt(at - 2) : 0;
  const pair = low >= 0xdc00 && low <= 0xdfff && high >= 0xd800 && high <= 0xdbff;
  return text.slice(pair ? at - 2 : at - 1, at);
}

/** The character (code point) starting at `at`. */
function charAt(text: string, at: number): string {
  const code = text.codePointAt(at);
  return code === undefined ? '' : String.fromCodePoint(code);
}

/**
 * Whether `word` occurs in `text` with no letter or digit right before or after it. A
 * string search, not a RegExp: the word is a maker's name from the database (user text).
 */
function containsWord(text: string, word: string): boolean {
  if (word === '') return false;
  for (let at = text.indexOf(word); at !== -1; at = text.indexOf(word, at + 1)) {
    const touching =
      LETTER_OR_DIGIT.test(charBefore(text, at)) ||
      LETTER_OR_DIGIT.test(charAt(text, at + word.length));
    if (!touching) return true;
  }
  return false;
}

/** Every word of a name or a line, legal forms and generic words kept: 'components', 'corporation'. */
const plainWords = (text: string) => wordsAsWritten(text).map((word) => word.toLowerCase());

/** The same words in the case they are written in: a maker's name starts with a capital. */
function wordsAsWritten(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/\./g, '')
    .split(/[^\p{L}\p{N}&]+/u)
    .filter((word) => word !== '');
}

/** A maker key as long as this may also be written split ("MG Chemical s") or run together. */
const MIN_JOINED_KEY = 5;
/**
 * Makers whose one-word name is also an everyday word of a datasheet ("Switching Diodes",
 * "drain pulse", "linear regulator"): named only with a legal form or a generic company word
 * after it ("Diodes Incorporated", "Pulse Electronics") or as a domain (diodes.com).
 */
const COMMON_WORD_NAMES: ReadonlySet<string> = new Set([
  'cinch',
  'cooper',
  'cypress',
  'dale',
  'dallas',
  'delta',
  'dialog',
  'diodes',
  'finder',
  'keystone',
  'linear',
  'national',
  'phoenix',
  'pulse',
  'stewart',
]);

/**
 * The words of a line that may be a maker's one-word name: written with a capital ("Pulse",
 * "PULSE", not "a pulse"), and, for a name that is an everyday word, followed by a legal form
 * or a generic company word. Built once per line: a long line names many words.
 */
function namesInLine(line: string): Set<string> {
  const names = new Set<string>();
  const words = wordsAsWritten(line);
  words.forEach((word, i) => {
    const first = word.charAt(0);
    if (first === first.toLowerCase()) return;
    const lower = word.toLowerCase();
    if (!COMMON_WORD_NAMES.has(lower)) names.add(lower);
    else {
      const next = (words[i + 1] ?? '').toLowerCase();
      if (LEGAL_FORMS.has(next) || GENERIC_WORDS.has(next)) names.add(lower);
    }
  });
  return names;
}
/** Web addresses and e-mail domains: "www.example.com", "sales@example.co.jp". */
const DOMAIN = /(?:\bwww\.|@|https?:\/\/)((?:[a-z0-9-]+\.)+[a-z]{2,})\b/gi;

/**
 * How each maker can appear in a line: its maker words in a row. A key of three letters or
 * fewer ('TDK', 'NXP', 'TE', 'WE') is too easily a word of the text ("we declare"): it counts
 * only written in capitals as a word of its own, and two-letter aliases not at all. A longer
 * key also counts run together, and a name of several words split otherwise ("Shun Xiang Nuo"
 * and "SHUNXIANGNUO", "MG Chemical s"),
 * a name made only of generic words ("Components Corporation") only written out whole, and
 * any key as the name of a web or e-mail domain (www.ti.com).
 */
function spellingsOf(makers: readonly Maker[]) {
  const byFirstWord = new Map<string, Spelling[]>();
  const capitals: Array<Named & { word: string }> = [];
  const joined = new Map<string, Named[]>();
  const split = new Map<string, Named[]>();
  const whole: Spelling[] = [];
  const domains = new Map<string, Named[]>();
  const push = <K>(map: Map<K, Named[]>, key: K, named: Named) =>
    map.set(key, [...(map.get(key) ?? []), named]);
  makers.forEach((maker, index) => {
    const names = [maker.name, ...(GROUPS.get(resolveManufacturer(maker.name)) ?? [])];
    for (const name of names) {
      const named = { maker: index, own: name === maker.name };
      const words = manufacturerWords(name);
      const key = words.join('');
      if (key !== '') push(domains, key, named);
      if (words.every((word) => GENERIC_WORDS.has(word) || PLACES.has(word))) {
        const all = plainWords(name);
        if (all.length >= 2) whole.push({ ...named, words: all });
        continue;
      }
      if (key.length <= 3) {
        if (key.length === 3 || named.own) capitals.push({ ...named, word: shortName(name, key) });
        continue;
      }
      if (key.length >= MIN_JOINED_KEY) {
        push(joined, key, named);
        // A name of one word written split is another phrase: "Display Module" in an e-paper
        // datasheet is not the maker DisplayModule, where "MG Chemical s" is MG Chemicals.
        if (words.length > 1) push(split, key, named);
      }
      const first = words[0] ?? '';
      const list = byFirstWord.get(first) ?? [];
      list.push({ ...named, words });
      byFirstWord.set(first, list);
    }
  });
  return { byFirstWord, capitals, joined, split, whole, domains };
}

/**
 * A short key as the name writes it, in capitals: "C&K" keeps its ampersand, since "CK" alone
 * is a clock pin in every memory datasheet; "TDK" and "TE Connectivity" are their keys.
 */
function shortName(name: string, key: string): string {
  const written = name.replace(/\s+/g, '').toUpperCase();
  return written.replace(/[^\p{L}\p{N}]/gu, '') === key.toUpperCase() ? written : key.toUpperCase();
}

/** The longest place a run-together word may start with ('shenzhen', 'cixi'). */
const MAX_PLACE = 12;

/** The makers a word names after a place it starts with: 'cixizhongyi' → the key 'zhongyi'. */
function afterPlace(word: string, joined: ReadonlyMap<string, Named[]>): Named[] {
  for (let cut = 2; cut <= Math.min(MAX_PLACE, word.length - MIN_JOINED_KEY); cut++) {
    if (!PLACES.has(word.slice(0, cut))) continue;
    const makers = joined.get(word.slice(cut));
    if (makers) return makers;
  }
  return [];
}

const inARow = (words: readonly string[], start: number, spelling: Spelling) =>
  spelling.words.every((w, i) => words[start + i] === w);

/** The makers a line names, each with whether it names one by its own name. */
function makersInLine(
  line: string,
  spellings: ReturnType<typeof spellingsOf>,
): Map<number, boolean> {
  const found = new Map<number, boolean>();
  const add = ({ maker, own }: Named) => found.set(maker, own || (found.get(maker) ?? false));
  const words = manufacturerWords(line);
  let names: Set<string> | null = null;
  const namedAsMaker = (word: string) => (names ??= namesInLine(line)).has(word);
  words.forEach((word, start) => {
    for (const spelling of spellings.byFirstWord.get(word) ?? []) {
      if (!inARow(words, start, spelling)) continue;
      if (spelling.words.length > 1 || namedAsMaker(word)) add(spelling);
    }
    // OCR runs a place and the name together: "CIXIZHONGYI ELECTRONICS FACTORY".
    for (const named of afterPlace(word, spellings.joined)) {
      if (namedAsMaker(word)) add(named);
    }
    let run = '';
    for (let next = start; next < Math.min(words.length, start + 4); next++) {
      run += words[next] ?? '';
      const makers = (next === start ? spellings.joined : spellings.split).get(run) ?? [];
      if (makers.length === 0 || (next === start && !namedAsMaker(word))) continue;
      for (const named of makers) add(named);
    }
  });
  for (const capital of spellings.capitals) if (containsWord(line, capital.word)) add(capital);
  if (spellings.whole.length > 0) {
    const all = plainWords(line);
    all.forEach((_, start) => {
      for (const spelling of spellings.whole) if (inARow(all, start, spelling)) add(spelling);
    });
  }
  for (const match of line.matchAll(DOMAIN)) {
    const labels = (match[1] ?? '').toLowerCase().split('.').slice(0, -1);
    for (const label of labels) {
      for (const named of spellings.domains.get(label.replace(/-/g, '')) ?? []) add(named);
    }
  }
  return found;
}

interface Score {
  points: number;
  mentions: number;
  /** Lines naming the maker by its own name, not only by another name of its group. */
  own: number;
  first: Found<Maker>;
}

/**
 * Strongest placement first, then how often it is named (up to three times); among makers of
 * one alias group named alike (KEMET and Yageo both known, "YAGEO" written), the one whose
 * own name the document writes.
 */
const valueOf = (score: Score) =>
  score.points + Math.min(score.mentions, 3) + (score.own > 0 ? 0.5 : 0);

export function findManufacturer(
  pages: readonly PageText[],
  makers: readonly Maker[],
): Found<Maker> | null {
  if (makers.length === 0) return null;
  const spellings = spellingsOf(makers);
  const scores = new Map<number, Score>();
  for (const page of pages) {
    page.text.split('\n').forEach((line, number) => {
      const named = makersInLine(line, spellings);
      if (named.size === 0) return;
      const letterhead = page.page === 1 && number < LETTERHEAD_LINES;
      const points = (letterhead ? 4 : 0) + (DECLARING.test(line) ? 4 : 0);
      for (const [index, byOwnName] of named) {
        const maker = makers[index];
        if (!maker) continue;
        const score = scores.get(index);
        const found = { value: maker, page: page.page, text: lineAround(line, 0, line.length) };
        const own = byOwnName ? 1 : 0;
        if (!score) {
          scores.set(index, { points, mentions: 1, own, first: found });
          continue;
        }
        score.mentions++;
        score.own += own;
        if (points > score.points) {
          score.points = points;
          score.first = found;
        }
      }
    });
  }
  let best: Score | null = null;
  for (const score of scores.values()) {
    if (!best || valueOf(score) > valueOf(best)) best = score;
  }
  return best?.first ?? null;
}
