import { describe, expect, it } from 'vitest';
import {
  elfBytes,
  pdfBytes,
  peBytes,
  pdfHtmlPolyglot,
  pdfZipPolyglot,
} from '../../../test/fixtures/boms/bomb-files.js';
import { zip } from '../../../test/fixtures/boms/make-files.js';
import { assertPdf, polyglotProblem } from './pdf-upload.js';

describe('certificate PDF uploads', () => {
  it('accepts a plain PDF, also with line ends after its %%EOF', async () => {
    await expect(assertPdf(pdfBytes())).resolves.toBeUndefined();
    await expect(
      assertPdf(Buffer.concat([pdfBytes(), Buffer.from('\r\n\n')])),
    ).resolves.toBeUndefined();
  });

  it('refuses an executable named .pdf with 415', async () => {
    await expect(assertPdf(elfBytes())).rejects.toMatchObject({ statusCode: 415 });
  });

  it('refuses a PDF with a zip appended', async () => {
    await expect(assertPdf(pdfZipPolyglot())).rejects.toMatchObject({
      statusCode: 415,
      message: 'Upload the certificate as a PDF file: this file is also a zip archive',
    });
  });

  it('accepts the bytes real generators leave after %%EOF, refuses another file there', async () => {
    // A stray object and binary garbage after the end, as some producers write them.
    const leftovers = Buffer.concat([
      pdfBytes(),
      Buffer.from('\n4 0 obj\n<< /Producer (Acme PDF 3.1) >>\nendobj\n'),
      Buffer.from([0x00, 0xff, 0x13, 0x37, 0x80, 0x9c]),
    ]);
    await expect(assertPdf(leftovers)).resolves.toBeUndefined();
    const withElf = Buffer.concat([pdfBytes(), elfBytes()]);
    expect(polyglotProblem(withElf)).toBe('also holds an executable');
    const withPe = Buffer.concat([pdfBytes(), peBytes()]);
    expect(polyglotProblem(withPe)).toBe('also holds an executable');
    const withPage = Buffer.concat([pdfBytes(), Buffer.from('\n<script>alert(1)</script>')]);
    expect(polyglotProblem(withPage)).toBe('also holds an HTML page');
    const cutZip = zip([{ name: 'payload.txt', data: Buffer.from('hello') }]).subarray(0, 40);
    expect(polyglotProblem(Buffer.concat([pdfBytes(), cutZip]))).toBe('is also a zip archive');
  });

  it('refuses a PDF that is a zip whose comment hides the PDF’s tail', () => {
    // The zip sits inside the PDF; its directory's comment runs to the end of the file.
    const pdf = pdfBytes();
    const inner = zip([{ name: 'payload.txt', data: Buffer.from('hello') }]);
    const tail = pdf.subarray(pdf.lastIndexOf('trailer'));
    const directoryEnd = Buffer.from(inner);
    directoryEnd.writeUInt16LE(tail.length, inner.length - 2);
    const polyglot = Buffer.concat([
      pdf.subarray(0, pdf.lastIndexOf('trailer')),
      directoryEnd,
      tail,
    ]);
    expect(polyglotProblem(polyglot)).toBe('is also a zip archive');
  });

  it('refuses a PDF whose header hides an HTML page, and one without an end', () => {
    expect(polyglotProblem(pdfHtmlPolyglot())).toBe('also holds an HTML page');
    expect(polyglotProblem(Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n'))).toMatch(/incomplete/);
  });
});
