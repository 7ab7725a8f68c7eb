/**
 * Reads an xlsx (zip) by hand before exceljs sees it, so a zip bomb is refused with a clean
 * 413 and memory stays bounded: the wanted entries are inflated as streams and reading
 * stops once their total passes BOM_LIMITS.xlsxUncompressedBytes, so a lying size field in
 * a header does not help. The entries' layout is checked too (no entry hidden between the
 * listed ones, no two with one name), so what xlsx-clean.ts hands on is all there is.
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

/**
 * The entries `keep` selects, inflated. Entries left out are never inflated, so they cost
 * nothing and are never handed on. Names lose a leading '/', which readers ignore too.
 */
export async function readEntries(
  zip: Buffer,
  keep: (name: string) => boolean,
): Promise<Map<string, Buffer>> {
  const entries = new Map<string, Buffer>();
  const names = new Set<string>();
  let total = 0;
  for (const entry of listEntries(zip)) {
    const name = entry.name.replace(/^\//, '');
    // Readers disagree on which of two same-named entries wins; neither is trusted.
    if (names.has(name)) throw invalid('two entries with one name');
    names.add(name);
    if (!keep(name)) continue;
    const start = dataStart(zip, entry);
    const chunks: Buffer[] = [];
    for await (const chunk of inflate(
      entry.method,
      zip.subarray(start, start + entry.compressedSize),
    )) {
      total += chunk.length;
      if (total > BOM_LIMITS.xlsxUncompressedBytes) {
        throw new AppError(
          'PAYLOAD_TOO_LARGE',
          `The workbook unpacks to more than ${BOM_LIMITS.xlsxUncompressedBytes / MB} MB ` +
            '(a compressed "zip bomb" or a very large file); it was not read',
        );
      }
      chunks.push(chunk);
    }
    entries.set(name, Buffer.concat(chunks));
  }
  return entries;
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
