/**
 * An ordinary office scan, not a hostile file: five A4 pages at 400 dpi (a lab report sent as
 * a fax-style PDF). Each page is decoded at full size (~60 MB) to be drawn for OCR; the reader's
 * child process must let each page go before the next, or it passes its memory limit.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { scannedPdf } from '../../../../test/scanned-pdf.js';
import { closeReader, readDeclaration } from './read-declaration.js';
import type { KnownData } from './reader-types.js';

const known: KnownData = { manufacturers: [], partsOf: () => Promise.resolve(new Map()) };

afterAll(() => closeReader());

describe('scanned PDFs', () => {
  it('five pages scanned at 400 dpi are all read by OCR within the memory limit', async () => {
    const bytes = scannedPdf(5, 400);
    const proposal = await readDeclaration({ bytes, mime: 'application/pdf' }, known, {
      today: '2025-01-15',
    });
    expect(proposal).toMatchObject({ ocr: true, manufacturer: null });
  }, 120_000);
});
