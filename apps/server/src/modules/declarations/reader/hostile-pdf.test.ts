/**
 * PDFs built to abuse the reader beyond inflating a stream (security issue 18): a page image
 * of billions of bytes, and a file carrying an embedded program and JavaScript. Each is read
 * within the limits of the reader's child process; none reaches the server's memory.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { activePdf, imageBombPdf } from '../../../../test/hostile-files.js';
import { closeReader, readDeclaration } from './read-declaration.js';
import type { KnownData } from './reader-types.js';

const known: KnownData = {
  manufacturers: [{ id: 1, name: 'Murata' }],
  partsOf: (ids) =>
    Promise.resolve(new Map(ids.map((id) => [id, [{ mpn: 'GRM188R61E225MA12D' }]]))),
};
const options = { today: '2025-01-15' };

afterAll(() => closeReader());

describe('hostile PDFs', () => {
  it('a page image of 30,000 × 30,000 pixels (2.7 GB) is not drawn; the page reads as blank', async () => {
    const bytes = imageBombPdf(30_000);
    const proposal = await readDeclaration({ bytes, mime: 'application/pdf' }, known, options);
    // pdf.js skips an image past maxImageSize (reader-limits.ts) before decoding it.
    expect(proposal).toMatchObject({ manufacturer: null, kind: 'Other', ocr: true });
  });

  it('a PDF with an embedded program and JavaScript is read for its text; nothing runs', async () => {
    const bytes = activePdf(
      'RoHS Declaration Murata GRM188R61E225MA12D complies with Directive 2011/65/EU',
    );
    const proposal = await readDeclaration({ bytes, mime: 'application/pdf' }, known, options);
    expect(proposal).toMatchObject({
      manufacturer: { id: 1, name: 'Murata' },
      coverage: { mpns: ['GRM188R61E225MA12D'] },
      directives: ['2011/65/EU'],
      ocr: false,
    });
  });
});
