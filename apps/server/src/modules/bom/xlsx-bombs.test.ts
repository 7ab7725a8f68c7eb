import { describe, expect, it } from 'vitest';
import {
  bomSheetData,
  dataValidationXlsx,
  definedNameXlsx,
  emptyRowsXlsx,
  hugeMergeXlsx,
  manyMergesXlsx,
  wideColumnsXlsx,
  xlsxWithSheet,
} from '../../../test/fixtures/boms/bomb-files.js';
import { xlsxFrom } from '../../../test/fixtures/boms/make-files.js';
import { parseBom } from './parse-bom.js';
import { readBomTable } from './read-rows.js';
import { xlsxReader } from './read-xlsx.js';

/**
 * Workbooks of a few KB that took the server down before (issue 9): exceljs expanded
 * their merges, validations, names and columns cell by cell, on the event loop.
 */
// Each read starts a worker (from source: tsx first), and the bombs are built here: slow
// on a busy machine, so more time than the default 30 s.
describe('xlsx built to exhaust the reader', { timeout: 90_000 }, () => {
  it('refuses one merged range over the whole sheet (A1:XFD1048576) with 413', async () => {
    const bomb = hugeMergeXlsx();
    expect(bomb.length).toBeLessThan(2048);
    await expect(parseBom(bomb, 'bom.xlsx')).rejects.toMatchObject({
      statusCode: 413,
      message: expect.stringContaining('more merged cells than a BOM can hold') as string,
    });
  });

  it('refuses 50,000 small merges with 413', async () => {
    await expect(parseBom(manyMergesXlsx(50_000), 'bom.xlsx')).rejects.toMatchObject({
      statusCode: 413,
      message: expect.stringContaining('20,000 merged ranges') as string,
    });
  });

  it('reads a workbook with a thousand merges and fills each merged range', async () => {
    const merges: string[] = [];
    const rows: string[] = [];
    const cell = (ref: string, text: string) =>
      `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;
    rows.push(
      `<row r="1">${cell('A1', 'Item')}${cell('B1', 'Designator')}${cell('C1', 'MPN')}</row>`,
    );
    for (let i = 0; i < 1000; i++) {
      const top = 2 + 2 * i;
      rows.push(
        `<row r="${top}">${cell(`A${top}`, `${i + 1}`)}${cell(`B${top}`, `R${i + 1}`)}${cell(`C${top}`, `MAIN-${i}`)}</row>`,
      );
      rows.push(`<row r="${top + 1}">${cell(`C${top + 1}`, `ALT-${i}`)}</row>`);
      merges.push(
        `<mergeCell ref="A${top}:A${top + 1}"/>`,
        `<mergeCell ref="B${top}:B${top + 1}"/>`,
      );
    }
    const bytes = xlsxWithSheet(
      `<sheetData>${rows.join('')}</sheetData><mergeCells count="${merges.length}">${merges.join('')}</mergeCells>`,
    );
    const { rows: grid } = await readBomTable(bytes, 'bom.xlsx');
    expect(grid).toHaveLength(2001);
    expect(grid[2000]).toEqual(['1000', 'R1000', 'ALT-999']);
    const { materials } = await parseBom(bytes, 'bom.xlsx');
    expect(materials).toHaveLength(2000);
    expect(materials[1]).toMatchObject({ componentName: 'ALT-0', alternativeOf: 0 });
  });

  it('refuses a million empty rows with 413 instead of building a million rows', async () => {
    await expect(parseBom(emptyRowsXlsx(1_000_000), 'bom.xlsx')).rejects.toMatchObject({
      statusCode: 413,
      message: expect.stringContaining('more than 200,000 rows') as string,
    });
  });

  it('refuses a workbook of more than a million cells with 413', async () => {
    const rows: string[] = [];
    for (let r = 1; r <= 50_001; r++) {
      const cells = Array.from(
        { length: 20 },
        (_, c) => `<c r="${String.fromCharCode(65 + c)}${r}"><v>${c}</v></c>`,
      );
      rows.push(`<row r="${r}">${cells.join('')}</row>`);
    }
    const bytes = xlsxWithSheet(`<sheetData>${rows.join('')}</sheetData>`);
    await expect(readBomTable(bytes, 'bom.xlsx')).rejects.toMatchObject({
      statusCode: 413,
      message: expect.stringContaining('more than 1,000,000 cells') as string,
    });
  });

  it('reads the BOM under a whole-sheet data validation, defined name or column setting', async () => {
    for (const bytes of [dataValidationXlsx(), definedNameXlsx(), wideColumnsXlsx()]) {
      const { rows } = await readBomTable(bytes, 'bom.xlsx');
      expect(rows).toEqual([
        ['Designator', 'MPN'],
        ['R2', 'RC0603-2'],
        ['R3', 'RC0603-3'],
        ['R4', 'RC0603-4'],
      ]);
    }
  });

  it('answers 400 for a row or merged range past Excel’s last row', async () => {
    const farRow = xlsxWithSheet(
      '<sheetData><row r="2000000000"><c r="A2000000000"><v>1</v></c></row></sheetData>',
    );
    await expect(readBomTable(farRow, 'bom.xlsx')).rejects.toMatchObject({ statusCode: 400 });
    const farMerge = xlsxWithSheet(
      `${bomSheetData()}<mergeCells><mergeCell ref="A1:A9999999"/></mergeCells>`,
    );
    await expect(readBomTable(farMerge, 'bom.xlsx')).rejects.toMatchObject({ statusCode: 400 });
  });

  it('answers 413 when the worker passes its time or its heap, and the server goes on', async () => {
    const bytes = await xlsxFrom([
      {
        name: 'BOM',
        rows: [
          ['Designator', 'MPN'],
          ['R1', 'A1'],
        ],
      },
    ]);
    const outOfTime = xlsxReader({ heapMb: 512, memoryMb: 1_024, timeoutMs: 1, atOnce: 1 });
    await expect(outOfTime(bytes)).rejects.toMatchObject({
      statusCode: 413,
      message: expect.stringMatching(/^The workbook could not be read within the limits/) as string,
    });
    const outOfMemory = xlsxReader({
      heapMb: 2,
      memoryMb: 1_024,
      timeoutMs: 120_000,
      atOnce: 1,
    });
    await expect(outOfMemory(bytes)).rejects.toMatchObject({ statusCode: 413 });
    // The same file with the real limits reads as ever.
    expect((await readBomTable(bytes, 'bom.xlsx')).rows).toEqual([
      ['Designator', 'MPN'],
      ['R1', 'A1'],
    ]);
  });
});
