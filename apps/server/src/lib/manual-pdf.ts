/**
 * Renders the user manual (docs/*.md for English, docs/de/*.md for German, in file-name
 * order) to a PDF with pdfkit. Only the Markdown the manual uses: headings, paragraphs,
 * bullet and numbered lists, **bold** words and fenced code. pdfkit's built-in Helvetica and
 * Courier write WinAnsi (Windows-1252), which has every German letter and „ “ – …; the
 * Chinese example in 07-declarations.md is outside it in both editions.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Language } from '@partproof/shared';
import { pdfBuffer } from './pdf-buffer.js';
import { SERVER_ROOT } from '../config.js';

/** The English manual, the original: the German one translates it file by file. */
export const DOCS_DIR = path.resolve(SERVER_ROOT, '../../docs');

interface ManualEdition {
  /** The Markdown folder. */
  dir: string;
  /** The PDF's title (its metadata, shown by viewers in the tab). */
  title: string;
  /** The name a browser saves it under. */
  fileName: string;
  /** The file `npm run build` writes under apps/server/dist (scripts/build-manual.js). */
  builtAs: string;
}

/** One edition per language PartProof speaks: a new language needs its translation here. */
export const MANUAL_EDITIONS: Record<Language, ManualEdition> = {
  en: {
    dir: DOCS_DIR,
    title: 'PartProof user manual',
    fileName: 'PartProof-user-manual.pdf',
    builtAs: 'user-manual.pdf',
  },
  de: {
    dir: path.join(DOCS_DIR, 'de'),
    title: 'PartProof-Benutzerhandbuch',
    fileName: 'PartProof-Benutzerhandbuch.pdf',
    builtAs: 'user-manual.de.pdf',
  },
};

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

export function renderManual(language: Language = 'en'): Promise<Buffer> {
  const edition = MANUAL_EDITIONS[language];
  const sources = manualSources(edition.dir);
  // The document language lets screen readers and search read the German edition as German.
  const options = { size: 'A4', margin: 56, lang: language, info: { Title: edition.title } };
  return pdfBuffer(options, (doc) =>
    sources.forEach((source, index) => {
      if (index > 0) doc.addPage();
      // The text being gathered: a paragraph, or a list item with its wrapped lines (which
      // Markdown indents under the item, and which belong to it).
      let block: { lines: string[]; indent: number } | undefined;
      const flush = () => {
        if (block?.indent) {
          const hanging = { indent: block.indent, indentAllLines: true, paragraphGap: 2 };
          inline(doc.fontSize(11), block.lines.join(' '), hanging);
        } else if (block) inline(doc.fontSize(11), block.lines.join(' '), { paragraphGap: 6 });
        block = undefined;
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
        const heading = /^(#{1,4})\s+(.*)$/.exec(line);
        const item = /^(\s*)([-*]|\d+\.)\s+(.*)$/.exec(line);
        // As in CommonMark, only "1." starts a numbered list inside a paragraph: a German date
        // wrapped to the start of a line ("vor dem\n4. Juni 2015") stays text.
        const listStart = item?.[2] && !(block?.indent === 0 && /^(?!1\.)\d/.test(item[2]));
        if (heading?.[1] && heading[2] !== undefined) {
          flush();
          const size = [20, 15, 12, 11][heading[1].length - 1] ?? 11;
          doc
            .moveDown(0.5)
            .font('Helvetica-Bold')
            .fontSize(size)
            .text(heading[2], { paragraphGap: 4 });
        } else if (listStart && item?.[2] && item[3] !== undefined) {
          flush();
          const marker = /\d/.test(item[2]) ? item[2] : '•';
          // An item under a numbered step sits one step further in.
          block = { lines: [`${marker}  ${item[3]}`], indent: item[1] ? 24 : 12 };
        } else if (line === '') {
          flush();
        } else if (block) {
          block.lines.push(line.trim());
        } else {
          block = { lines: [line.trim()], indent: 0 };
        }
      }
      flush();
    }),
  );
}
