import { describe, expect, it } from 'vitest';
import { pdfOf } from '../../../../test/hostile-files.js';
import { readPdfPages } from './pdf-pages.js';

/**
 * A declaration signed digitally, as a maker's signing tool leaves it: the signature field's
 * appearance shows who signed and when, and the page's own text has no date.
 */
function signedDeclaration(): Buffer {
  const text = 'RoHS Declaration. All our products comply with Directive 2011/65/EU.';
  return pdfOf([
    '<< /Type /Catalog /Pages 2 0 R /AcroForm << /Fields [5 0 R] /SigFlags 3 >> >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F 7 0 R >> >> /Annots [5 0 R] >>',
    { dict: '', stream: Buffer.from(`BT /F 12 Tf 56 760 Td (${text}) Tj ET`) },
    '<< /Type /Annot /Subtype /Widget /FT /Sig /T (Signature1) /Rect [56 600 256 640] /F 4 /P 3 0 R /AP << /N 6 0 R >> >>',
    {
      dict: '/Type /XObject /Subtype /Form /BBox [0 0 200 40] /Resources << /Font << /F 7 0 R >> >>',
      stream: Buffer.from(
        'BT /F 10 Tf 2 26 Td (Digitally signed by Jane Roe) Tj 0 -12 Td (Date: 2023-05-12 13:15+02:00) Tj ET',
      ),
    },
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]);
}

describe('readPdfPages', () => {
  it('reads what a digital signature shows: its signer and date', async () => {
    const [page] = await readPdfPages(signedDeclaration());
    expect(page?.text).toContain('All our products comply');
    expect(page?.text).toContain('Digitally signed by Jane Roe');
    expect(page?.text).toContain('Date: 2023-05-12 13:15+02:00');
  });
});
