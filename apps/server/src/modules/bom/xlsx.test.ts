import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { xlsxWithSheet } from '../../../test/fixtures/boms/bomb-files.js';
import { xlsxFrom } from '../../../test/fixtures/boms/make-files.js';
import { detectBom } from './detect-bom.js';
import { parseBom } from './parse-bom.js';
import { readBomTable } from './read-rows.js';

const HEADER = [
  'Item',
  'Qty',
  'Designator',
  'Manufacturer',
  'Manufacturer Part Number',
  'Description',
];

describe('xlsx BOMs', () => {
  it('reads a header on row 5 below a merged title and fills merged item cells down', async () => {
    const bytes = await xlsxFrom([
      {
        name: 'BOM',
        rows: [
          ['Mains timer MT-2 — bill of materials'],
          ['Revision', 'C'],
          [],
          [],
          HEADER,
          [1, 2, 'R1, R2', 'Yageo', 'RC0603FR-0710KL', 'RES 10K 1% 0603'],
          [2, 1, 'C1', 'KEMET', 'R46KI310000M1K', 'CAP FILM X2 0.1UF 310VAC'],
          [null, null, null, 'Vishay', 'BFC233920104', 'CAP FILM X2 0.1UF 310VAC'],
          [3, 1, 'F1', 'Littelfuse', '0218002.MXP', 'FUSE 2A 250VAC 5X20 SLOW'],
          [],
          ['Total', 4],
        ],
        merges: ['A1:F1', 'A7:A8', 'B7:B8', 'C7:C8'],
      },
    ]);
    const detection = await detectBom(bytes, 'bom.xlsx');
    expect(detection).toMatchObject({
      format: 'xlsx',
      sheet: 'BOM',
      headerRow: 5,
      confidence: 'high',
    });

    const { materials, warnings } = await parseBom(bytes, 'bom.xlsx');
    expect(materials.map((m) => [m.internalReference, m.componentName, m.alternativeOf])).toEqual([
      ['1', 'RC0603FR-0710KL', null],
      ['2', 'R46KI310000M1K', null],
      ['2', 'BFC233920104', 1],
      ['3', '0218002.MXP', null],
    ]);
    expect(materials[2]).toMatchObject({ designator: ['C1'], type: 'Capacitor', group: 1 });
    expect(materials[3]).toMatchObject({ type: 'Fuse', quantity: 1, critical: true, dnp: false });
    expect(warnings).toContain('1 total row(s) were skipped');
  });

  it('picks the worksheet that holds the BOM and reads numbers and formulas as text', async () => {
    const bytes = await xlsxFrom([
      { name: 'Cover', rows: [['Project notes'], ['Nothing to see here']] },
      {
        name: 'Parts',
        rows: [
          ['Ref', 'Qty', 'Mfr', 'MPN'],
          ['T1', 1, 'Myrra', 44183],
          ['K1', 1, 'Omron', 'G5LE-1 DC12'],
        ],
      },
    ]);
    const result = await parseBom(bytes, 'bom.xlsx');
    expect(result.detection.sheet).toBe('Parts');
    expect(result.materials.map((m) => [m.componentName, m.type])).toEqual([
      ['44183', 'Transformer'],
      ['G5LE-1 DC12', 'Relay'],
    ]);
  });

  it('reads each kind of cell as the spreadsheet shows it', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('BOM');
    sheet.addRow(['Designator', 'MPN', 'Note', 'Qty', 'Date', 'Fitted']);
    sheet.addRow([
      '  R1 ',
      { richText: [{ text: 'RC06' }, { font: { bold: true }, text: '03-10K' }] },
      'Tom & Jerry <b> "µF" Würth',
      { formula: 'B3+1', result: 4 },
      new Date(Date.UTC(2024, 5, 27)),
      true,
    ]);
    sheet.addRow([
      'R2',
      { text: 'LM358', hyperlink: 'https://example.com/lm358' },
      '',
      2.5,
      null,
      false,
    ]);
    sheet.getCell('E2').numFmt = 'yyyy-mm-dd';
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const { rows } = await readBomTable(bytes, 'bom.xlsx');
    expect(rows).toEqual([
      ['Designator', 'MPN', 'Note', 'Qty', 'Date', 'Fitted'],
      ['R1', 'RC0603-10K', 'Tom & Jerry <b> "µF" Würth', '4', '2024-06-27', 'true'],
      ['R2', 'LM358', '', '2.5', '', 'false'],
    ]);
  });

  it('reads inline strings, rich text, formula results, errors and rows after a gap', async () => {
    const bytes = xlsxWithSheet(
      '<sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>Designator</t></is></c>' +
        '<c r="B1" t="inlineStr"><is><t xml:space="preserve">MPN </t></is></c></row>' +
        '<row r="4"><c r="B4" t="inlineStr"><is><r><t>A&amp;</t></r><r><t>B</t></r></is></c>' +
        '<c r="A4" t="str"><f>"R"&amp;"4"</f><v>R4</v></c></row>' +
        '<row r="5"><c r="A5" t="e"><v>#N/A</v></c><c r="C5"><v>1E-3</v></c></row></sheetData>',
    );
    const { rows } = await readBomTable(bytes, 'bom.xlsx');
    expect(rows).toEqual([['Designator', 'MPN'], [], [], ['R4', 'A&B'], ['', '', '0.001']]);
  });
});
