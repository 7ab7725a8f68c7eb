/**
 * Reads an xlsx (zip) by hand for xlsx-grid.ts, so a zip bomb is refused with a clean 413
 * and memory stays bounded. A bomb is told by what it costs, not by its unpacked size:
 * a spreadsheet's XML deflates 5–10× (shared strings and repetitive grids somewhat more),
 * a bomb's 100–1000×, so an entry that inflates to more than
 * BOM_LIMITS.xlsxMaxCompressionRatio times its compressed bytes is refused as soon as it
 * gets there. The wanted entries are inflated as streams and counted as they come, so a
 * lying size field in a header does not help; the compressed size that the ratio divides
 * by is the bytes actually inflated. The entries' layout is checked too (no entry hidden
 * between the listed ones, no two with one name), so what the reader sees is all there is.
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

export const invalid = (why: string) =>
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

/** The zip's entries by name (a leading '/' dropped, which readers ignore too). */
export function entriesByName(zip: Buffer): Map<string, ZipEntry> {
  const byName = new Map<string, ZipEntry>();
  for (const entry of listEntries(zip)) {
    const name = entry.name.replace(/^\//, '');
    // Readers disagree on which of two same-named entries wins; neither is trusted.
    if (byName.has(name)) throw invalid('two entries with one name');
    byName.set(name, entry);
  }
  return byName;
}

/** Inflated bytes of one workbook held in memory so far, over all its entries. */
export interface InflateBudget {
  held: number;
}

/**
 * Inflates one entry, handing on each chunk as it comes (so a worksheet can be read while
 * it inflates, never held whole). Past a small allowance (a tiny part may deflate well),
 * an entry may inflate to the ratio times its compressed bytes: 10 MB of spreadsheet
 * unpacks to ~100 MB at most, and a 1 MB bomb is stopped after 100 MB instead of 1 GB.
 */
export async function inflateEntry(
  zip: Buffer,
  entry: ZipEntry,
  onChunk: (chunk: Buffer) => void,
): Promise<void> {
  const start = dataStart(zip, entry);
  const allowed = Math.max(
    BOM_LIMITS.xlsxRatioFreeBytes,
    entry.compressedSize * BOM_LIMITS.xlsxMaxCompressionRatio,
  );
  let inflated = 0;
  const data = zip.subarray(start, start + entry.compressedSize);
  for await (const chunk of inflate(entry.method, data)) {
    inflated += chunk.length;
    if (inflated > allowed) throw zipBomb();
    onChunk(chunk);
  }
}

/**
 * One entry inflated whole, counted into `budget`: what the reader holds at once is
 * bounded as well as the ratio, since a part held whole costs memory, not only time.
 */
export async function inflateWhole(
  zip: Buffer,
  entry: ZipEntry,
  budget: InflateBudget,
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  await inflateEntry(zip, entry, (chunk) => {
    budget.held += chunk.length;
    if (budget.held > BOM_LIMITS.xlsxUncompressedBytes) throw tooLarge();
    chunks.push(chunk);
  });
  return Buffer.concat(chunks);
}

/**
 * The entries `keep` selects, inflated. Entries left out are never inflated, so they cost
 * nothing and are never handed on.
 */
export async function readEntries(
  zip: Buffer,
  keep: (name: string) => boolean,
): Promise<Map<string, Buffer>> {
  const entries = new Map<string, Buffer>();
  const budget: InflateBudget = { held: 0 };
  for (const [name, entry] of entriesByName(zip)) {
    if (keep(name)) entries.set(name, await inflateWhole(zip, entry, budget));
  }
  return entries;
}

const zipBomb = () =>
  new AppError(
    'PAYLOAD_TOO_LARGE',
    `The workbook unpacks to more than ${BOM_LIMITS.xlsxMaxCompressionRatio} times its ` +
      'compressed size, far beyond a spreadsheet (a compressed "zip bomb"); it was not read',
  );

const tooLarge = () =>
  new AppError(
    'PAYLOAD_TOO_LARGE',
    `The workbook unpacks to more than ${BOM_LIMITS.xlsxUncompressedBytes / MB} MB of XML; ` +
      'remove unused sheets and formatting or save the BOM as CSV',
  );

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
