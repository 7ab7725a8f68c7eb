/**
 * The EU Declaration of Conformity for RoHS (Directive 2011/65/EU, Annex VI) of a product, as
 * PDF: every element of the Annex's model in its order, from the product and what staff
 * entered for the revision (DESIGN.md §10.3). The text is built apart from its drawing so
 * tests read the same words the PDF prints.
 */
import type { GenerateTechnicalFile } from '@partproof/shared';
import { pdfBuffer } from '../../lib/pdf-buffer.js';

export interface DeclarationFacts {
  product: { name: string; manufacturer: string; types: string[]; description: string };
  inputs: GenerateTechnicalFile;
  revision: number;
  /** YYYY-MM-DD. */
  date: string;
  keyFingerprint: string;
}

export interface DeclarationSection {
  heading: string;
  lines: string[];
}

/** Annex VI, points 1 to 7, with the product's facts. */
export function declarationSections(f: DeclarationFacts): DeclarationSection[] {
  const { inputs, product } = f;
  return [
    {
      heading: '1. Product model / product',
      lines: [
        product.name,
        ...(product.types.length ? [`Type: ${product.types.join(', ')}`] : []),
        `Identification: ${inputs.identification}`,
      ],
    },
    {
      heading: '2. Name and address of the manufacturer',
      lines: [product.manufacturer, inputs.manufacturerAddress],
    },
    {
      heading: '3. Responsibility',
      lines: [
        'This declaration of conformity is issued under the sole responsibility of the manufacturer.',
      ],
    },
    {
      heading: '4. Object of the declaration',
      lines: [
        `${product.name}, ${inputs.identification}.`,
        ...(product.description ? [product.description] : []),
      ],
    },
    {
      heading: '5. Conformity',
      lines: [
        'The object of the declaration described above is in conformity with Directive ' +
          '2011/65/EU of the European Parliament and of the Council of 8 June 2011 on the ' +
          'restriction of the use of certain hazardous substances in electrical and electronic ' +
          'equipment, as amended by Commission Delegated Directive (EU) 2015/863.',
      ],
    },
    {
      heading: '6. Harmonised standards',
      lines: [
        'EN IEC 63000:2018, Technical documentation for the assessment of electrical and ' +
          'electronic products with respect to the restriction of hazardous substances.',
      ],
    },
    {
      heading: '7. Additional information',
      lines: [
        `Signed for and on behalf of: ${product.manufacturer}`,
        `Place and date of issue: ${inputs.place}, ${f.date}`,
        `Name: ${inputs.signatory.name}`,
        `Function: ${inputs.signatory.function}`,
        'Signature:',
      ],
    },
  ];
}

export function declarationPdf(f: DeclarationFacts): Promise<Buffer> {
  const title = 'EU Declaration of Conformity (RoHS)';
  return pdfBuffer(
    { size: 'A4', margin: 64, info: { Title: `${title}: ${f.product.name}` } },
    (doc) => {
      doc.font('Helvetica-Bold').fontSize(18).text(title, { paragraphGap: 4 });
      doc
        .font('Helvetica')
        .fontSize(9)
        .fillColor('#555')
        .text(`No. ${f.product.name} / revision ${f.revision}`, { paragraphGap: 14 })
        .fillColor('#000');
      for (const section of declarationSections(f)) {
        doc.font('Helvetica-Bold').fontSize(11).text(section.heading, { paragraphGap: 3 });
        doc.font('Helvetica').fontSize(10.5);
        for (const line of section.lines) doc.text(line, { paragraphGap: 3 });
        doc.moveDown(0.6);
      }
      doc.moveDown(2.5);
      doc
        .fontSize(8)
        .fillColor('#555')
        .text(
          `Part of the technical file pack of revision ${f.revision}; its manifest is signed ` +
            `with the Ed25519 key of fingerprint SHA-256 ${f.keyFingerprint}.`,
        );
    },
  );
}
