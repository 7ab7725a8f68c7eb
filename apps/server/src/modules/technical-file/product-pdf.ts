/**
 * The product description of the technical file (EN IEC 63000 §5.2: a general description of
 * the product): what it is, who makes it, its category, and the size of its bill of materials.
 */
import { EEE_CATEGORY_NAMES, type Product, type TechnicalFile } from '@partproof/shared';
import { pdfBuffer } from '../../lib/pdf-buffer.js';

export function productPdf(
  product: Product,
  file: TechnicalFile,
  revision: number,
): Promise<Buffer> {
  const fitted = file.lines.filter((l) => !l.dnp);
  const rows: [string, string][] = [
    ['Product', product.name],
    ['Manufacturer', product.manufacturer],
    ['Type', product.type.map((t) => t.title).join(', ')],
    [
      'Equipment category (RoHS Annex I)',
      `${file.product.eeeCategory} ${EEE_CATEGORY_NAMES[file.product.eeeCategory]}`,
    ],
    ['Standards', product.standards.map((s) => s.title).join(', ')],
    ['Markets', product.markets.map((m) => m.title).join(', ')],
    [
      'Bill of materials',
      `${file.total} lines, ${fitted.length} fitted, ${file.total - fitted.length} not fitted (DNP)`,
    ],
    ['Technical file revision', String(revision)],
  ];
  return pdfBuffer(
    { size: 'A4', margin: 64, info: { Title: `Product description: ${product.name}` } },
    (doc) => {
      doc.font('Helvetica-Bold').fontSize(18).text('Product description', { paragraphGap: 12 });
      for (const [label, value] of rows) {
        doc.font('Helvetica-Bold').fontSize(10).text(label);
        doc
          .font('Helvetica')
          .fontSize(10.5)
          .text(value || '—', { paragraphGap: 8 });
      }
      if (product.description) {
        doc.font('Helvetica-Bold').fontSize(10).text('Description');
        doc.font('Helvetica').fontSize(10.5).text(product.description);
      }
    },
  );
}
