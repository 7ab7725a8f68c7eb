/**
 * The REACH candidate-list version a declaration is made against: its date ("SVHC candidate
 * list of 14 June 2023", "as updated 2023-06-14") and/or its number of entries ("the 235
 * substances"), read from the words around a mention of the candidate list.
 */
import { dateMentions } from './date-formats.js';
import { lineAround } from './evidence.js';
import type { Found, PageText } from './reader-types.js';

export interface CandidateList {
  date: string | null;
  entries: number | null;
}

const MENTION = /candidate\s+list|\bSVHCs?\b|substances\s+of\s+very\s+high\s+concern/gi;
const ENTRIES = /\b(\d{2,3})\s+(?:SVHCs?|substances|entries|chemicals)\b/i;
/** The list had 15 entries in 2008 and grows twice a year; 500 is far ahead. */
const MOST_ENTRIES = 500;

/** Ends a sentence: a full stop before a space (not "No."), a blank line, or a labelled line. */
const SENTENCE_END = /(?<!\b(?:No|Nr|Art))[.!?](?=\s)|\n\s*\n|\n(?=[^\S\n]*[A-Z][\w ]{0,30}:)/g;

/** The sentence around a mention, within 120 characters before it and 200 after. */
function sentenceAround(text: string, index: number, length: number) {
  let from = Math.max(0, index - 120);
  for (const end of text.slice(from, index).matchAll(SENTENCE_END)) {
    from = Math.max(0, index - 120) + end.index + end[0].length;
  }
  const after = text.slice(index + length, index + length + 200);
  const end = after.search(SENTENCE_END);
  return { from, to: index + length + (end === -1 ? after.length : end) };
}

export function findCandidateList(
  pages: readonly PageText[],
  dayMonth: 'dmy' | 'mdy',
): Found<CandidateList> | null {
  let result: Found<CandidateList> | null = null;
  for (const page of pages) {
    for (const mention of page.text.matchAll(MENTION)) {
      const { from, to } = sentenceAround(page.text, mention.index, mention[0].length);
      const window = page.text.slice(from, to);
      const date =
        dateMentions(window, dayMonth)
          // Closest to the mention first: the list's date, not the letter's.
          .sort(
            (a, b) =>
              Math.abs(from + a.index - mention.index) - Math.abs(from + b.index - mention.index),
          )
          .find((d) => d.value.length === 10 || d.value.length === 7) ?? null;
      const count = ENTRIES.exec(window);
      const entries = count && Number(count[1]) <= MOST_ENTRIES ? Number(count[1]) : null;
      if (!date && entries === null) continue;
      const text = lineAround(page.text, mention.index, mention[0].length);
      result ??= { value: { date: null, entries: null }, page: page.page, text };
      result.value.date ??= date?.value ?? null;
      result.value.entries ??= entries;
      if (result.value.date !== null && result.value.entries !== null) return result;
    }
  }
  return result;
}
