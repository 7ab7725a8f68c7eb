/**
 * Checks an xlsx (zip) before exceljs reads it, so a zip bomb is refused with a clean 413
 * and memory stays bounded: every entry is inflated as a stream and only counted (its output
 * dropped), and reading stops once the total passes BOM_LIMITS.xlsxUncompressedBytes, so a
 * lying size field in a header does not help. The entries' layout is checked too, so the
 * streaming reader cannot meet an entry this pass did not count. While inflating, it also
 * picks up what the streaming reader ignores: merged cell ranges and sheet names → files.
 */
import { createInflateRaw } from 'node:zlib';
import { AppError } from '../../lib/app-error.js';
import { BOM_LIMITS, MB } from './bom-limits.js';

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;

export interface ZipEntry {
  name: string;
  method: number;
  flags: number;
  offset: number;
  compressedSize: number;
}

export interface XlsxInspection {
  /** Worksheet path (xl/worksheets/sheet1.xml) → merged ranges such as 'A5:A6'. */
  merges: Map<string, string[]>;
  /** Worksheet name → worksheet path. */
  sheetPaths: Map<string, string>;
  uncompressedBytes: number;
}

const invalid = (why: string) =>
  new AppError('VALIDATION', `The file could not be read as an xlsx workbook (${why})`);

export function listEntries(zip: Buffer): ZipEntry[] {
  const eocd = findEndOfCentralDirectory(zip);
  const count = zip.readUInt16LE(eocd + 10);
  const cdOffset = zip.readUInt32LE(eocd + 16);
  if (count === 0xffff || cdOffset === 0xffffffff) throw invalid('ZIP64 is not supported');
  if (count > BOM_LIMITS.xlsxMaxEntries) throw invalid('too many entries');
  const entries: ZipEntry[] = [];
  let at = cdOffset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== CENTRAL_HEADER) {
      throw invalid('broken central directory');
    }
    const nameLength = zip.readUInt16LE(at + 28);
    entries.push({
      flags: zip.readUInt16LE(at + 8),
      method: zip.readUInt16LE(at + 10),
      compressedSize: zip.readUInt32LE(at + 20),
      offset: zip.readUInt32LE(at + 42),
      name: zip.toString('utf8', at + 46, at + 46 + nameLength),
    });
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  checkLayout(zip, entries, cdOffset);
  return entries;
}

function findEndOfCentralDirectory(zip: Buffer): number {
  const stop = Math.max(0, zip.length - 22 - 0xffff);
  for (let at = zip.length - 22; at >= stop; at--) {
    if (zip.readUInt32LE(at) === END_OF_CENTRAL_DIRECTORY) return at;
  }
  throw invalid('no zip directory');
}

/** Entries must follow each other with no hidden local entry in between. */
function checkLayout(zip: Buffer, entries: ZipEntry[], cdOffset: number): void {
  const sorted = [...entries].sort((a, b) => a.offset - b.offset);
  let expected = 0;
  for (const entry of sorted) {
    assertNoHiddenEntry(zip, expected, entry.offset);
    if (entry.flags & 0x1) throw invalid('encrypted entries');
    if (entry.method !== 0 && entry.method !== 8) throw invalid('unknown compression');
    expected = dataStart(zip, entry) + entry.compressedSize;
    if (expected > cdOffset) throw invalid('entry overruns the directory');
  }
  assertNoHiddenEntry(zip, expected, cdOffset);
}

function assertNoHiddenEntry(zip: Buffer, from: number, to: number): void {
  if (to < from) throw invalid('overlapping entries');
  const signature = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
  const found = zip.subarray(from, to).indexOf(signature);
  if (found !== -1) throw invalid('an entry missing from the directory');
}

function dataStart(zip: Buffer, entry: ZipEntry): number {
  const at = entry.offset;
  if (at + 30 > zip.length || zip.readUInt32LE(at) !== LOCAL_HEADER) {
    throw invalid('broken entry header');
  }
  return at + 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28);
}

const MERGE = /<(?:\w+:)?mergeCell\s[^>]*?ref="([A-Z]+\d+(?::[A-Z]+\d+)?)"/g;
const SHEET_PATH = /^xl\/worksheets\/sheet\d+\.xml$/;

export async function inspectXlsx(zip: Buffer): Promise<XlsxInspection> {
  const merges = new Map<string, string[]>();
  let workbookXml = '';
  let relsXml = '';
  let total = 0;
  for (const entry of listEntries(zip)) {
    const start = dataStart(zip, entry);
    const data = zip.subarray(start, start + entry.compressedSize);
    const isSheet = SHEET_PATH.test(entry.name);
    const keepText =
      entry.name === 'xl/workbook.xml' || entry.name === 'xl/_rels/workbook.xml.rels';
    let text = '';
    let tail = '';
    const ranges: string[] = [];
    for await (const chunk of inflate(entry.method, data)) {
      total += chunk.length;
      if (total > BOM_LIMITS.xlsxUncompressedBytes) {
        throw new AppError(
          'PAYLOAD_TOO_LARGE',
          `The workbook unpacks to more than ${BOM_LIMITS.xlsxUncompressedBytes / MB} MB ` +
            '(a compressed "zip bomb" or a very large file); it was not read',
        );
      }
      if (keepText && text.length < 2 * MB) text += chunk.toString('utf8');
      if (isSheet) tail = collectMerges(tail, chunk.toString('latin1'), ranges);
    }
    if (isSheet && ranges.length) merges.set(entry.name, ranges);
    if (entry.name === 'xl/workbook.xml') workbookXml = text;
    if (entry.name === 'xl/_rels/workbook.xml.rels') relsXml = text;
  }
  return { merges, sheetPaths: sheetPaths(workbookXml, relsXml), uncompressedBytes: total };
}

async function* inflate(method: number, data: Buffer): AsyncGenerator<Buffer> {
  if (method === 0) {
    yield data;
    return;
  }
  const inflater = createInflateRaw();
  inflater.end(data);
  try {
    for await (const chunk of inflater) yield chunk as Buffer;
  } catch {
    throw invalid('corrupt compressed data');
  } finally {
    inflater.destroy();
  }
}

/** Scans tail + chunk for mergeCell ranges; returns the new tail to catch split tags. */
function collectMerges(tail: string, chunk: string, ranges: string[]): string {
  const text = tail + chunk;
  for (const match of text.matchAll(MERGE)) {
    const end = match.index + match[0].length;
    if (end > tail.length && match[1]) ranges.push(match[1]);
  }
  return text.slice(-200);
}

function sheetPaths(workbookXml: string, relsXml: string): Map<string, string> {
  const targets = new Map<string, string>();
  for (const [tag] of relsXml.matchAll(/<(?:\w+:)?Relationship\s[^>]*>/g)) {
    const id = attribute(tag, 'Id');
    const target = attribute(tag, 'Target');
    if (id && target) targets.set(id, target.replace(/^\/?(xl\/)?/, 'xl/'));
  }
  const paths = new Map<string, string>();
  for (const [tag] of workbookXml.matchAll(/<(?:\w+:)?sheet\s[^>]*>/g)) {
    const name = attribute(tag, 'name');
    const target = targets.get(attribute(tag, 'r:id') ?? '');
    if (name && target) paths.set(unescapeXml(name), target);
  }
  return paths;
}

function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
}

function unescapeXml(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}
