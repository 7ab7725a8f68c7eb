/**
 * Renders the user manual (docs/*.md, in file-name order) to a PDF with pdfkit. Only
 * the Markdown the manual uses: headings, paragraphs, bullet lists, **bold** words and
 * fenced code.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pdfBuffer } from './pdf-buffer.js';
import { SERVER_ROOT } from '../config.js';

export const DOCS_DIR = path.resolve(SERVER_ROOT, '../../docs');

function manualSources(dir: string): string[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.md'))
    .sort()
    .map((f) => readFileSync(path.join(dir, f), 'utf8'));
}

function inline(
  doc: PDFKit.PDFDocument,
  text: string,
  options: PDFKit.Mixins.TextOptions = {},
): void {
  const parts = text.split(/(\*\*[^*]+\*\*)/).filter(Boolean);
  parts.forEach((part, i) => {
    const bold = part.startsWith('**') && part.endsWith('**');
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .text(bold ? part.slice(2, -2) : part.replace(/`/g, ''), {
        ...options,
        continued: i < parts.length - 1,
      });
  });
}

export function renderManual(dir = DOCS_DIR): Promise<Buffer> {
  const sources = manualSources(dir);
  const options = { size: 'A4', margin: 56, info: { Title: 'PartProof user manual' } };
  return pdfBuffer(options, (doc) =>
    sources.forEach((source, index) => {
      if (index > 0) doc.addPage();
      let paragraph: string[] = [];
      const flush = () => {
        if (paragraph.length) inline(doc.fontSize(11), paragraph.join(' '), { paragraphGap: 6 });
        paragraph = [];
      };
      // Fenced code (commands, the assessor's script) keeps its lines, in a fixed font.
      let code = false;
      for (const raw of source.split('\n')) {
        const line = raw.trimEnd();
        if (line.startsWith('```')) {
          flush();
          code = !code;
          doc.moveDown(0.3);
          continue;
        }
        if (code) {
          doc
            .font('Courier')
            .fontSize(8.5)
            .text(line || ' ', { lineGap: 1 });
          continue;
        }
        const heading = /^(#{1,3})\s+(.*)$/.exec(line);
        const bullet = /^\s*[-*]\s+(.*)$/.exec(line);
        if (heading?.[1] && heading[2] !== undefined) {
          flush();
          const size = [20, 15, 12][heading[1].length - 1] ?? 12;
          doc
            .moveDown(0.5)
            .font('Helvetica-Bold')
            .fontSize(size)
            .text(heading[2], { paragraphGap: 4 });
        } else if (bullet?.[1] !== undefined) {
          flush();
          inline(doc.fontSize(11), `•  ${bullet[1]}`, { indent: 12, paragraphGap: 2 });
        } else if (line === '') {
          flush();
        } else {
          paragraph.push(line.trim());
        }
      }
      flush();
    }),
  );
}
