import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { decodeText } from './decode-text.js';
import { readCsv, sniffDelimiter } from './read-csv.js';
import { readBomTable } from './read-rows.js';

const SAMPLE =
  'Designator,Manufacturer,MPN,Description\nC1,Würth Elektronik,885012206095,10 µF 25 V\n';

describe('CSV encodings', () => {
  it('reads Windows-1252 text so "Würth Elektronik" and "µF" come out right', async () => {
    const bytes = iconv.encode(SAMPLE, 'windows-1252');
    expect(bytes.includes(0xfc)).toBe(true); // ü as one byte: not UTF-8
    const table = await readBomTable(bytes, 'bom.csv');
    expect(table.encoding).toBe('windows-1252');
    expect(table.rows[1]).toEqual(['C1', 'Würth Elektronik', '885012206095', '10 µF 25 V']);
  });

  it('reads UTF-8 with and without a byte order mark', () => {
    const plain = Buffer.from(SAMPLE, 'utf8');
    const withBom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), plain]);
    expect(decodeText(plain)).toEqual({ text: SAMPLE, encoding: 'utf-8' });
    expect(decodeText(withBom).text).toBe(SAMPLE);
  });

  it('reads UTF-16 exports (Excel "Unicode text") with or without a byte order mark', async () => {
    const le = Buffer.concat([Buffer.from([0xff, 0xfe]), iconv.encode(SAMPLE, 'utf-16le')]);
    expect(decodeText(le)).toEqual({ text: SAMPLE, encoding: 'utf-16le' });
    const bare = iconv.encode(SAMPLE.replace('ü', 'u').replace('µ', 'u'), 'utf-16le');
    const table = await readBomTable(bare, 'bom.txt');
    expect(table.rows[1]?.[1]).toBe('Wurth Elektronik');
  });
});

describe('CSV delimiters', () => {
  it('reads semicolon CSV even when descriptions contain commas', () => {
    const text =
      'Ref;MPN;Description\nR1;RC0603FR-0710KL;RES 10K, 1%, 0603\nR2;RC0603FR-071KL;RES 1K, 1%\n';
    const { rows, delimiter } = readCsv(text);
    expect(delimiter).toBe(';');
    expect(rows[1]).toEqual(['R1', 'RC0603FR-0710KL', 'RES 10K, 1%, 0603']);
  });

  it('is not misled by a metadata block above a comma header', () => {
    const text =
      'Title,Board\nDate,2024-01-01\n\nRef,Value,Qty,MPN\nR1,10k,1,A1\nR2,1k,1,A2\nR3,1k,1,A2\n';
    expect(sniffDelimiter(text)).toBe(',');
  });

  it('reads tab-separated text and quoted cells with line breaks', () => {
    expect(sniffDelimiter('Ref\tMPN\nR1\tA\nR2\tB\n')).toBe('\t');
    const { rows } = readCsv('Ref,Description\nR1,"two\nlines"\n');
    expect(rows[1]).toEqual(['R1', 'two\nlines']);
  });
});
