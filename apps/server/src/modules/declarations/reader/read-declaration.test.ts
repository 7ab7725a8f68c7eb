/** The reader's limits and refusals: unreadable files, long scans, huge images. */
import { createCanvas } from '@napi-rs/canvas';
import PDFDocument from 'pdfkit';
import { afterAll, describe, expect, it } from 'vitest';
import { AppError } from '../../../lib/app-error.js';
import { closeReader, readDeclaration } from './read-declaration.js';
import type { KnownData } from './reader-types.js';

const known: KnownData = {
  manufacturers: [{ id: 1, name: 'Murata' }],
  partsOf: (ids) =>
    Promise.resolve(new Map(ids.map((id) => [id, [{ mpn: 'GRM188R61E225MA12D' }]]))),
};
const options = { today: '2025-01-15' };

function pdf(pages: Array<(doc: PDFKit.PDFDocument) => void>): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', autoFirstPage: false });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) =>
    doc.on('end', () => resolve(Buffer.concat(chunks))),
  );
  for (const draw of pages) draw(doc.addPage());
  doc.end();
  return done;
}

afterAll(() => closeReader());

describe('readDeclaration refuses', () => {
  it('a PDF that pdf.js cannot open', async () => {
    const bytes = Buffer.from('%PDF-1.7\nthis is no PDF at all');
    const reading = readDeclaration({ bytes, mime: 'application/pdf' }, known, options);
    await expect(reading).rejects.toBeInstanceOf(AppError);
    await expect(reading).rejects.toMatchObject({
      code: 'VALIDATION',
      message: 'The PDF could not be read.',
    });
  });

  it('a scan of more than 5 pages, before reading any of it by OCR', async () => {
    const image = createCanvas(40, 40).toBuffer('image/png');
    const page = (doc: PDFKit.PDFDocument) => {
      doc.image(image, 50, 50, { width: 400 });
    };
    const bytes = await pdf(Array.from({ length: 6 }, () => page));
    await expect(
      readDeclaration({ bytes, mime: 'application/pdf' }, known, options),
    ).rejects.toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message:
        'Scanned documents of more than 5 pages cannot be read automatically; fill in the form by hand.',
    });
  });

  it('an image whose header claims more pixels than it may decode', async () => {
    const header = Buffer.alloc(33);
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(header, 0);
    header.writeUInt32BE(13, 8);
    header.write('IHDR', 12, 'latin1');
    header.writeUInt32BE(100_000, 16);
    header.writeUInt32BE(100_000, 20);
    await expect(
      readDeclaration({ bytes: header, mime: 'image/png' }, known, options),
    ).rejects.toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it('an image that is no image', async () => {
    await expect(
      readDeclaration({ bytes: Buffer.from('not a jpeg'), mime: 'image/jpeg' }, known, options),
    ).rejects.toMatchObject({ code: 'VALIDATION' });
  });
});

describe('readDeclaration reads', () => {
  it('a PDF with a text layer and more than 5 drawing pages, instead of refusing it as a scan', async () => {
    const image = createCanvas(40, 40).toBuffer('image/png');
    const drawing = (doc: PDFKit.PDFDocument) => {
      doc.image(image, 50, 50, { width: 400 });
    };
    const bytes = await pdf([
      (doc) => doc.fontSize(12).text('Murata Manufacturing Co., Ltd. GRM188R61E225MA12D datasheet'),
      ...Array.from({ length: 7 }, () => drawing),
    ]);
    const proposal = await readDeclaration({ bytes, mime: 'application/pdf' }, known, options);
    expect(proposal.manufacturer?.name).toBe('Murata');
    expect(proposal.ocr).toBe(true);
  });

  it('no more than 100 pages of a long PDF: its last 3 and its first 97', async () => {
    const page = (text: string) => (doc: PDFKit.PDFDocument) => {
      doc.fontSize(12).text(text);
    };
    const filler = 'Technical information about ceramic capacitors, continued.';
    const bytes = await pdf([
      ...Array.from({ length: 100 }, () => page(filler)),
      page('Murata Manufacturing Co., Ltd. declares RoHS compliance.'),
      ...Array.from({ length: 2 }, () => page(filler)),
      page('Revision History\n1.6    2024-02-02    Update the ordering information'),
    ]);
    const proposal = await readDeclaration({ bytes, mime: 'application/pdf' }, known, options);
    // Page 101 of 104 is neither among the first 97 nor the last 3.
    expect(proposal.manufacturer).toBeNull();
    // The revision history on the last page dates the document.
    expect(proposal.dateIssue).toBe('2024-02-02');
    expect(proposal.ocr).toBe(false);
  });

  it('an empty proposal from a document that states nothing it knows', async () => {
    const bytes = await pdf([(doc) => doc.fontSize(12).text('Price list for the second quarter.')]);
    expect(await readDeclaration({ bytes, mime: 'application/pdf' }, known, options)).toEqual({
      manufacturer: null,
      issuer: null,
      kind: 'Other',
      evidenceKind: 'manufacturer-statement',
      models: '',
      coverage: { scope: 'mpns', series: [], mpns: [], exclusions: [] },
      dateIssue: null,
      directives: [],
      candidateList: null,
      exemptions: [],
      conditions: '',
      evidence: [],
      ocr: false,
    });
  });
});
