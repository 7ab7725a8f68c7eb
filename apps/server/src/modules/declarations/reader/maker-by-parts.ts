/**
 * The maker of a document that prints its name nowhere as text (a logo, a datasheet page
 * titled with the part): the known maker whose parts the document names. Only the maker
 * that has the most named parts, and alone, is proposed; with none or a tie, nobody.
 */
import { partsNamed } from './find-coverage.js';
import type { Found, KnownData, PageText } from './reader-types.js';

type Maker = KnownData['manufacturers'][number];

/**
 * Every maker's parts are fetched (in one look-up) to be compared: past this many makers the
 * company's list is too long to load for one document, and the reader leaves the maker blank.
 */
export const MAX_MAKERS_BY_PARTS = 200;

export async function makerByParts(
  pages: readonly PageText[],
  known: KnownData,
): Promise<Found<Maker> | null> {
  if (known.manufacturers.length > MAX_MAKERS_BY_PARTS) return null;
  let best: { maker: Maker; count: number; first: Found<string> } | null = null;
  let tied = false;
  const partsByMaker = await known.partsOf(known.manufacturers.map((m) => m.id));
  for (const maker of known.manufacturers) {
    const named = partsNamed(pages, partsByMaker.get(maker.id) ?? []);
    const first = named[0];
    if (!first) continue;
    if (best && named.length === best.count) tied = true;
    if (!best || named.length > best.count) {
      best = { maker, count: named.length, first };
      tied = false;
    }
  }
  if (!best || tied) return null;
  return { value: best.maker, page: best.first.page, text: best.first.text };
}
