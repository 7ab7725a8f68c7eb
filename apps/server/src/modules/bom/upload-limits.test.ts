import { describe, expect, it } from 'vitest';
import { designatorBombCsv } from '../../../test/fixtures/boms/bomb-files.js';
import { plainBomXlsx, xlsxBomb, xlsxFrom, zip } from '../../../test/fixtures/boms/make-files.js';
import { detectBom } from './detect-bom.js';
import { parseBom } from './parse-bom.js';
import { readEntries } from './zip-guard.js';

const MB = 1024 * 1024;

describe('BOM upload limits and file types', () => {
  it('refuses a renamed .exe with 415 whatever its name says', async () => {
    const exe = Buffer.alloc(4096);
    exe.write('MZ', 0, 'latin1');
    exe.writeUInt32LE(0x80, 0x3c);
    exe.write('PE\0\0', 0x80, 'latin1');
    await expect(parseBom(exe, 'bom.csv')).rejects.toMatchObject({
      statusCode: 415,
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: expect.stringContaining('exe') as string,
    });
  });

  it('refuses a PDF, a plain zip, a legacy .xls and binary junk with 415', async () => {
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n');
    const plainZip = zip([{ name: 'readme.txt', data: Buffer.from('hello') }]);
    const xls = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(2048)]);
    const junk = Buffer.from(Array.from({ length: 2048 }, (_, i) => (i * 7) % 256));
    for (const bytes of [pdf, plainZip, xls, junk]) {
      await expect(detectBom(bytes, 'bom.xlsx')).rejects.toMatchObject({ statusCode: 415 });
    }
    await expect(detectBom(xls, 'bom.xls')).rejects.toThrow(/save it as \.xlsx/);
  });

  it('refuses an 11 MB file with 413', async () => {
    const big = Buffer.alloc(11 * MB, 'a');
    await expect(parseBom(big, 'bom.csv')).rejects.toMatchObject({
      statusCode: 413,
      message: 'The BOM file is larger than 10 MB',
    });
  });

  it('parses a CSV of just under 10 MB', async () => {
    const header = 'Designator,Manufacturer,MPN,Description,Qty\n';
    const lines = [header];
    let size = header.length;
    for (let i = 1; size < 10 * MB - 100; i++) {
      const line = `R${i},Yageo,RC0603FR-07${i}L,RES ${i} OHM 1% 0603 THICK FILM,1\n`;
      lines.push(line);
      size += line.length;
    }
    const bytes = Buffer.from(lines.join(''));
    expect(bytes.length).toBeLessThanOrEqual(10 * MB);
    const result = await parseBom(bytes, 'big.csv');
    expect(result.materials).toHaveLength(lines.length - 1);
    expect(result.materials.at(-1)?.designator).toEqual([`R${lines.length - 1}`]);
  });

  it('refuses a CSV whose ranges add up to more than 200,000 designators with 413', async () => {
    // 1.4 MB of 'R1-R999' rows: each cell is under the per-cell cap, together 175 million.
    const bomb = designatorBombCsv(1.4);
    await expect(parseBom(bomb, 'bom.csv')).rejects.toMatchObject({
      statusCode: 413,
      message: expect.stringContaining('more than 200,000 designators') as string,
    });
    // Rows without a part number expand their designators too, and count the same.
    const noParts = Buffer.from(bomb.toString().replace(/,P\d+/g, ','));
    await expect(
      parseBom(noParts, 'bom.csv', { designator: 0, partNumber: 1 }),
    ).rejects.toMatchObject({
      statusCode: 413,
    });
  });

  it('refuses an xlsx zip bomb with a clean 413 before reading it', async () => {
    const bomb = xlsxBomb(80);
    expect(bomb.length).toBeLessThan(MB);
    await expect(parseBom(bomb, 'bom.xlsx')).rejects.toMatchObject({
      statusCode: 413,
      code: 'PAYLOAD_TOO_LARGE',
      message: expect.stringContaining('zip bomb') as string,
    });
  });

  it('refuses a bomb by its ratio, also one that unpacks to less than a big spreadsheet', async () => {
    // 20 MB of spaces in 20 KB: far less than a 10 MB workbook unpacks to, but ~1000×.
    const bomb = xlsxBomb(20);
    expect(bomb.length).toBeLessThan(100 * 1024);
    await expect(parseBom(bomb, 'bom.xlsx')).rejects.toMatchObject({
      statusCode: 413,
      message: expect.stringContaining('more than 100 times its compressed size') as string,
    });
  });

  // 120,000 lines through the reader child and the BOM builder: slow on a busy machine.
  it('imports a 9.75 MB xlsx of 120,000 plain BOM lines', { timeout: 180_000 }, async () => {
    const bytes = plainBomXlsx(120_000);
    expect(bytes.length).toBeGreaterThan(9.5 * MB);
    expect(bytes.length).toBeLessThanOrEqual(10 * MB);
    // It unpacks to more than the 50 MB once refused as a bomb, at a spreadsheet's ratio.
    const entries = await readEntries(bytes, () => true);
    const unpacked = [...entries.values()].reduce((sum, data) => sum + data.length, 0);
    expect(unpacked).toBeGreaterThan(50 * MB);
    expect(unpacked / bytes.length).toBeLessThan(15);
    const result = await parseBom(bytes, 'big.xlsx');
    expect(result.materials).toHaveLength(120_000);
    expect(result.materials.at(-1)?.designator).toHaveLength(1);
    expect(result.materials.at(-1)?.quantity).toBe(1);
  });

  it('counts the real inflated bytes, not the sizes the zip headers claim', async () => {
    const liar = xlsxBomb(80, true);
    await expect(detectBom(liar, 'bom.xlsx')).rejects.toMatchObject({ statusCode: 413 });
  });

  it('answers 400 for a damaged workbook', async () => {
    const good = await xlsxFrom([
      {
        name: 'BOM',
        rows: [
          ['Designator', 'MPN'],
          ['R1', 'A1'],
        ],
      },
    ]);
    const damaged = Buffer.from(good);
    // Garble the compressed worksheet, leaving the zip's structure and type intact.
    const sheet = damaged.indexOf('xl/worksheets/sheet1.xml') + 40;
    damaged.fill(0xff, sheet, sheet + 40);
    await expect(parseBom(damaged, 'bom.xlsx')).rejects.toMatchObject({ statusCode: 400 });
  });

  it('answers 400 for an empty file or one without rows', async () => {
    await expect(parseBom(Buffer.alloc(0), 'bom.csv')).rejects.toMatchObject({ statusCode: 400 });
    await expect(parseBom(Buffer.from('\n\n;;\n'), 'bom.csv')).rejects.toMatchObject({
      statusCode: 400,
    });
  });
});
