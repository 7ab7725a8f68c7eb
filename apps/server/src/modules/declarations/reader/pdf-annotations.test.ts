import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { readPdfPages } from './pdf-pages.js';

/** A declaration whose date is typed into a form field and whose place is a FreeText box. */
function filledInDeclaration(): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 50 });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) =>
    doc.on('end', () => resolve(Buffer.concat(chunks))),
  );
  doc.font('Helvetica').fontSize(11);
  doc.text('RoHS Declaration of Conformity. All our products comply with Directive 2011/65/EU.');
  doc.text('Date of issue', 50, 300, { lineBreak: false });
  doc.initForm();
  doc.formText('issued', 150, 296, 150, 16, { value: '12 May 2023' });
  // pdfkit writes the keys as given (its types spell one 'SubType') and a String object as a
  // PDF string (a primitive would become a name).
  const freeText = {
    Subtype: 'FreeText',
    Contents: new String('Ecublens, Switzerland'),
    DA: '/Helv 11 Tf 0 g',
  };
  doc.annotate(50, 400, 200, 20, freeText as unknown as PDFKit.Mixins.AnnotationOption);
  doc.end();
  return done;
}

describe('readPdfPages', () => {
  it('reads a filled-in form field and a FreeText box with the page text', async () => {
    const [page] = await readPdfPages(await filledInDeclaration());
    expect(page?.text).toContain('Date of issue\t12 May 2023');
    expect(page?.text).toContain('Ecublens, Switzerland');
  });
});
