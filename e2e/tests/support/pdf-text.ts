/**
 * The lines of text of a PDF that PartProof wrote with pdfkit (the user manual), for a test
 * that must read what a served PDF says. e2e has no PDF library, and pdfkit writes each line
 * as one TJ array of hex strings, in its built-in fonts' WinAnsi encoding, inside Flate
 * streams. Not a reader of PDFs in general.
 */
import { inflateSync } from 'node:zlib';

const winAnsi = new TextDecoder('windows-1252');

export function pdfkitTextLines(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  for (const start of raw.matchAll(/(?<!end)stream\r?\n/g)) {
    const from = start.index + start[0].length;
    let content: string;
    try {
      content = inflateSync(pdf.subarray(from, raw.indexOf('endstream', from))).toString('latin1');
    } catch {
      continue; // not a Flate stream of text (a font, an image)
    }
    for (const shown of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const hex = [...(shown[1] ?? '').matchAll(/<([0-9a-f]*)>/gi)].map((h) => h[1]).join('');
      lines.push(winAnsi.decode(Buffer.from(hex, 'hex')));
    }
  }
  return lines;
}
