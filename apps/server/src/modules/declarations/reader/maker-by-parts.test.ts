import { describe, expect, it } from 'vitest';
import { makerByParts, MAX_MAKERS_BY_PARTS } from './maker-by-parts.js';
import type { KnownData, PageText } from './reader-types.js';

const PARTS: Record<number, string[]> = {
  1: ['LX5500-A1', 'LX5501-A1'],
  2: ['QV77T', 'QV78T'],
  3: ['QV77T'],
};
const known = (count = 3): KnownData => ({
  manufacturers: Array.from({ length: count }, (_, i) => ({ id: i + 1, name: `Maker ${i + 1}` })),
  partsOf: (ids) =>
    Promise.resolve(new Map(ids.map((id) => [id, (PARTS[id] ?? []).map((mpn) => ({ mpn }))]))),
});
const pages = (text: string): PageText[] => [{ page: 1, text, ocr: false }];
const makerOf = async (text: string, count?: number) =>
  (await makerByParts(pages(text), known(count)))?.value.name ?? null;

describe('makerByParts', () => {
  it('proposes the maker whose parts a document without its name lists', async () => {
    expect(await makerOf('Type: LX5500-A1\nFeatures: RoHS compliant')).toBe('Maker 1');
    expect(await makerByParts(pages('Type: LX5500-A1'), known())).toMatchObject({
      page: 1,
      text: 'Type: LX5500-A1',
    });
  });

  it('takes the maker with most named parts, and nobody on a tie or no part', async () => {
    expect(await makerOf('QV77T and QV78T')).toBe('Maker 2');
    expect(await makerOf('QV77T only')).toBeNull();
    expect(await makerOf('nothing of ours: ZZ9000')).toBeNull();
  });

  it('does not fetch the parts of a company with more makers than it may ask for', async () => {
    expect(await makerOf('Type: LX5500-A1', MAX_MAKERS_BY_PARTS + 1)).toBeNull();
  });
});
