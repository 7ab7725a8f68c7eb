/** The compliance matrix workbook: the matrix sheet and the Findings & Actions sheet. */
import ExcelJS from 'exceljs';
import { EEE_CATEGORY_NAMES, type TechnicalFile } from '@partproof/shared';
import { FINDING_COLUMNS, findingRows, MATRIX_COLUMNS, matrixRows } from './matrix-rows.js';

export async function matrixWorkbook(file: TechnicalFile, revision: number): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'PartProof';
  const matrix = workbook.addWorksheet('Compliance matrix');
  matrix.columns = MATRIX_COLUMNS.map((c) => ({ ...c }));
  matrix.getRow(1).font = { bold: true };
  matrix.views = [{ state: 'frozen', ySplit: 1 }];
  matrix.addRows(matrixRows(file));
  const findings = workbook.addWorksheet('Findings & Actions');
  findings.columns = FINDING_COLUMNS.map((c) => ({ ...c }));
  findings.getRow(1).font = { bold: true };
  findings.addRows(findingRows(file));
  const about = workbook.addWorksheet('About');
  about.columns = [
    { header: 'Field', key: 'field', width: 24 },
    { header: 'Value', key: 'value', width: 70 },
  ];
  about.addRows([
    { field: 'Product', value: file.product.name },
    {
      field: 'Equipment category',
      value: `${file.product.eeeCategory} ${EEE_CATEGORY_NAMES[file.product.eeeCategory]}`,
    },
    { field: 'Revision', value: revision },
    { field: 'Lines complete', value: `${file.complete} of ${file.total}` },
    { field: 'Assessment', value: 'EN IEC 63000:2018 §4.3, risk by component type and maker' },
  ]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
