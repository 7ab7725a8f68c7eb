/**
 * Upload bytes → a grid of trimmed strings, whatever the format: CSV (encoding and delimiter
 * sniffed) or xlsx (the worksheet whose header looks most like a BOM).
 */
import type { BomDetection } from '@partproof/shared';
import { decodeText } from './decode-text.js';
import { detectFormat } from './detect-format.js';
import { findHeader } from './find-header.js';
import { readCsv } from './read-csv.js';
import { readXlsx, type SheetRows } from './read-xlsx.js';

type BomFormat = BomDetection['format'];

export interface BomTable {
  format: BomFormat;
  encoding?: string;
  delimiter?: string;
  sheet?: string;
  rows: string[][];
}

/**
 * How a workbook's sheets are read: in a child process of their own (read-xlsx.ts), or —
 * inside the upload's child process (bom-worker.ts), which has its limits already — in place.
 */
export type SheetReader = (bytes: Buffer) => Promise<SheetRows[]>;

export async function readBomTable(
  bytes: Uint8Array,
  filename = '',
  readSheets: SheetReader = readXlsx,
): Promise<BomTable> {
  const format = await detectFormat(bytes, filename);
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (format === 'csv') {
    const { text, encoding } = decodeText(buffer);
    const { rows, delimiter } = readCsv(text);
    return { format, encoding, delimiter, rows };
  }
  const sheets = await readSheets(buffer);
  let best: { name: string; rows: string[][]; score: number } | null = null;
  for (const sheet of sheets) {
    const header = findHeader(sheet.rows);
    const score = header.index === -1 ? (sheet.rows.length ? 0.5 : 0) : header.columns.length;
    const fields = Object.keys(header.scores).length;
    const total = score + fields * 100;
    if (!best || total > best.score) best = { ...sheet, score: total };
  }
  return { format, sheet: best?.name, rows: best?.rows ?? [] };
}
