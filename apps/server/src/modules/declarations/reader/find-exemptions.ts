/**
 * The RoHS exemptions a document relies on, canonical ('7c-I' → '7(c)-I'). Only numbers after
 * the word "exemption" or an "Annex III/IV" reference count: elsewhere "6a" or "15" is a part
 * of something else.
 */
import { canonicalExemptions } from '@partproof/shared';
import { lineAround } from './evidence.js';
import type { Found, PageText } from './reader-types.js';

const CONTEXT = /exemptions?|annex\s+(?:iii|iv)\b/gi;
/**
 * What follows the context word, up to the end of its sentence (or 200 characters); "No. 7"
 * does not end it, a full stop before a capital or a line break does.
 */
const SENTENCE = /^[^]*?(?:\.(?=\s*\n|\s+\p{Lu}|\s*$)|\n\s*\n|$)/u;
const TOKEN =
  /(?<![\w/.,-])\d{1,2}\s?(?:\(\s?[a-z]\s?\)|[a-z](?![a-z]))?(?:\(\d\))?(?:\s?[-–]?\s?(?:\((?:iv|v|i{1,3})\)|(?:iv|v|i{1,3})(?![a-z])))?(?![\w/]|[.,]\d|\s*(?:%|ppm|mg|wt|substances|years?|months?))/gi;

export function findExemptions(pages: readonly PageText[]): Array<Found<string>> {
  const found = new Map<string, Found<string>>();
  for (const page of pages) {
    for (const context of page.text.matchAll(CONTEXT)) {
      const start = context.index + context[0].length;
      const sentence = SENTENCE.exec(page.text.slice(start, start + 200))?.[0] ?? '';
      for (const token of sentence.matchAll(TOKEN)) {
        const [id] = canonicalExemptions([token[0]]);
        if (!id || found.has(id)) continue;
        found.set(id, {
          value: id,
          page: page.page,
          text: lineAround(page.text, start + token.index, token[0].length),
        });
      }
    }
  }
  const order = canonicalExemptions([...found.keys()]);
  return order.flatMap((id) => {
    const entry = found.get(id);
    return entry ? [entry] : [];
  });
}
