/**
 * The compliance matrix and its findings as a landscape PDF, for an assessor who reads on
 * paper: the columns of the workbook that fit a page, each row as tall as its longest cell,
 * the header repeated on every page.
 */
import { EEE_CATEGORY_NAMES, type TechnicalFile } from '@partproof/shared';
import { pdfBuffer } from '../../lib/pdf-buffer.js';
import { findingRows, matrixRows, type FindingRow, type MatrixKey } from './matrix-rows.js';

interface Column<K extends string> {
  header: string;
  key: K;
  width: number;
}

const MATRIX: Column<MatrixKey>[] = [
  { header: 'Line', key: 'line', width: 26 },
  { header: 'Reference', key: 'internalReference', width: 60 },
  { header: 'Designators', key: 'designators', width: 60 },
  { header: 'Component', key: 'componentName', width: 90 },
  { header: 'Qty', key: 'quantity', width: 24 },
  { header: 'Manufacturer', key: 'manufacturer', width: 70 },
  { header: 'Risk', key: 'risk', width: 36 },
  { header: 'Evidence', key: 'document', width: 90 },
  { header: 'Type', key: 'evidenceKind', width: 70 },
  { header: 'Issued', key: 'dateIssue', width: 46 },
  { header: 'Directives', key: 'directives', width: 70 },
  { header: 'Status', key: 'status', width: 56 },
  { header: 'Notes / action', key: 'notes', width: 136 },
];

const FINDINGS: Column<keyof FindingRow>[] = [
  { header: 'Finding', key: 'kind', width: 100 },
  { header: 'What', key: 'text', width: 230 },
  { header: 'Lines', key: 'lines', width: 150 },
  { header: 'Action', key: 'action', width: 230 },
  { header: 'Blocks', key: 'blocking', width: 44 },
];

const PAD = 2;
const FONT_SIZE = 6.5;

function table<K extends string>(
  doc: PDFKit.PDFDocument,
  columns: Column<K>[],
  rows: Record<K, string>[],
): void {
  const left = doc.page.margins.left;
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  const heightOf = (cells: Record<K, string>, bold: boolean) =>
    Math.max(
      ...columns.map(
        (c) =>
          doc
            .font(bold ? 'Helvetica-Bold' : 'Helvetica')
            .fontSize(FONT_SIZE)
            .heightOfString(cells[c.key], {
              width: c.width - 2 * PAD,
            }) +
          2 * PAD,
      ),
    );
  const draw = (cells: Record<K, string>, bold: boolean) => {
    const height = heightOf(cells, bold);
    if (doc.y + height > bottom()) {
      doc.addPage();
      if (!bold) draw(header, true);
    }
    const top = doc.y;
    let x = left;
    for (const c of columns) {
      doc.rect(x, top, c.width, height).lineWidth(0.3).stroke('#999');
      doc
        .fillColor('#000')
        .font(bold ? 'Helvetica-Bold' : 'Helvetica')
        .fontSize(FONT_SIZE)
        .text(cells[c.key], x + PAD, top + PAD, { width: c.width - 2 * PAD });
      x += c.width;
    }
    doc.x = left;
    doc.y = top + height;
  };
  const header = Object.fromEntries(columns.map((c) => [c.key, c.header])) as Record<K, string>;
  draw(header, true);
  for (const row of rows) draw(row, false);
}

export function matrixPdf(file: TechnicalFile, revision: number): Promise<Buffer> {
  const { product } = file;
  return pdfBuffer(
    {
      size: 'A4',
      layout: 'landscape',
      margin: 28,
      info: { Title: `RoHS compliance matrix: ${product.name}` },
    },
    (doc) => {
      doc.font('Helvetica-Bold').fontSize(14).text(`RoHS compliance matrix: ${product.name}`);
      doc
        .font('Helvetica')
        .fontSize(8.5)
        .text(
          `Revision ${revision}. Equipment category ${product.eeeCategory} (${EEE_CATEGORY_NAMES[product.eeeCategory]}). ` +
            `${file.complete} of ${file.total} lines complete. Risk-based assessment after EN IEC 63000:2018 §4.3.`,
          { paragraphGap: 8 },
        );
      table(doc, MATRIX, matrixRows(file));
      doc.addPage();
      doc.font('Helvetica-Bold').fontSize(12).text('Findings & actions', { paragraphGap: 6 });
      if (file.findings.length === 0) doc.font('Helvetica').fontSize(9).text('No findings.');
      else table(doc, FINDINGS, findingRows(file));
    },
  );
}
