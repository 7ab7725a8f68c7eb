/**
 * The backup's container: a plain POSIX (ustar) tar, optionally gzipped, so an operator can
 * list or unpack a backup with the system's `tar` as well. Only what backups need: regular
 * files, written from disk and read back to disk, streamed both ways.
 */
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { once } from 'node:events';
import type { Readable, Writable } from 'node:stream';
import { createGunzip } from 'node:zlib';

const BLOCK = 512;

export interface TarSource {
  /** The entry's path inside the archive (forward slashes, relative). */
  name: string;
  /** The file on disk to copy in. */
  file: string;
}

export interface WrittenEntry {
  name: string;
  size: number;
  sha256: string;
}

/** Writes entries one after another to `out`, hashing what it copies. */
export class TarWriter {
  constructor(private readonly out: Writable) {}

  async add(source: TarSource): Promise<WrittenEntry> {
    const { size } = await stat(source.file);
    await this.#write(header(source.name, size));
    const hash = createHash('sha256');
    let copied = 0;
    for await (const chunk of createReadStream(source.file)) {
      const bytes = chunk as Buffer;
      hash.update(bytes);
      copied += bytes.length;
      await this.#write(bytes);
    }
    if (copied !== size) throw new Error(`${source.file} changed while it was copied`);
    await this.#write(Buffer.alloc(padding(size)));
    return { name: source.name, size, sha256: hash.digest('hex') };
  }

  /** The two empty blocks that end an archive. */
  async finish(): Promise<void> {
    await this.#write(Buffer.alloc(2 * BLOCK));
  }

  async #write(bytes: Buffer): Promise<void> {
    if (bytes.length && !this.out.write(bytes)) await once(this.out, 'drain');
  }
}

function header(name: string, size: number): Buffer {
  const block = Buffer.alloc(BLOCK);
  let prefix = '';
  let base = name;
  if (Buffer.byteLength(name) > 100) {
    const cut = name.lastIndexOf('/', 155);
    if (cut <= 0 || Buffer.byteLength(name.slice(cut + 1)) > 100)
      throw new Error(`path too long for the archive: ${name}`);
    prefix = name.slice(0, cut);
    base = name.slice(cut + 1);
  }
  block.write(base, 0, 100, 'utf8');
  block.write(octal(0o644, 8), 100);
  block.write(octal(0, 8), 108);
  block.write(octal(0, 8), 116);
  block.write(octal(size, 12), 124);
  block.write(octal(Math.floor(Date.now() / 1000), 12), 136);
  block.write('        ', 148); // the checksum counts its own field as spaces
  block.write('0', 156); // a regular file
  block.write('ustar\u000000', 257);
  block.write(prefix, 345, 155, 'utf8');
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(`${sum.toString(8).padStart(6, '0')}\u0000 `, 148);
  return block;
}

const octal = (n: number, width: number) => `${n.toString(8).padStart(width - 1, '0')}\u0000`;
const padding = (size: number) => (BLOCK - (size % BLOCK)) % BLOCK;

export interface ReadEntry extends WrittenEntry {
  /** Where it was written. */
  file: string;
}

/**
 * Unpacks an archive (gzipped or not) into `dir`, returning what it held with each entry's
 * hash. `accept` decides which names may be written; anything else fails the read, so an
 * archive cannot place a file outside `dir`.
 */
export async function extractTar(
  archive: string,
  dir: string,
  accept: (name: string) => boolean,
): Promise<ReadEntry[]> {
  const entries: ReadEntry[] = [];
  let pending: Buffer = Buffer.alloc(0);
  let current: { entry: ReadEntry; left: number; pad: number; out: WriteStream } | undefined;
  let hash = createHash('sha256');
  let ended = false;

  const input: Readable = (await isGzip(archive))
    ? createReadStream(archive).pipe(createGunzip())
    : createReadStream(archive);
  for await (const chunk of input) {
    pending = pending.length ? Buffer.concat([pending, chunk as Buffer]) : (chunk as Buffer);
    while (!ended) {
      if (current) {
        if (current.left > 0) {
          if (!pending.length) break;
          const part = pending.subarray(0, Math.min(current.left, pending.length));
          pending = pending.subarray(part.length);
          current.left -= part.length;
          hash.update(part);
          if (!current.out.write(part)) await once(current.out, 'drain');
          continue;
        }
        if (pending.length < current.pad) break;
        pending = pending.subarray(current.pad);
        current.out.end();
        await once(current.out, 'close');
        current.entry.sha256 = hash.digest('hex');
        entries.push(current.entry);
        current = undefined;
        continue;
      }
      if (pending.length < BLOCK) break;
      const block = pending.subarray(0, BLOCK);
      pending = pending.subarray(BLOCK);
      if (block.every((byte) => byte === 0)) {
        ended = true;
        break;
      }
      const { name, size, type } = parseHeader(block);
      if (type === '5') continue; // a directory: created as files need it
      if (type !== '0' && type !== '\u0000') throw new Error(`unexpected entry type in ${name}`);
      if (!accept(name)) throw new Error(`unexpected entry in the backup: ${name}`);
      const file = path.join(dir, ...name.split('/'));
      await mkdir(path.dirname(file), { recursive: true });
      hash = createHash('sha256');
      const out = createWriteStream(file, { flags: 'wx' });
      current = { entry: { name, size, sha256: '', file }, left: size, pad: padding(size), out };
    }
  }
  if (current || !ended) throw new Error('the backup file is truncated');
  return entries;
}

function parseHeader(block: Buffer): { name: string; size: number; type: string } {
  const text = (start: number, length: number) => {
    const field = block.subarray(start, start + length);
    const end = field.indexOf(0);
    return field.toString('utf8', 0, end < 0 ? length : end);
  };
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : (block[i] ?? 0);
  if (Number.parseInt(text(148, 8).trim(), 8) !== sum || !text(257, 6).startsWith('ustar'))
    throw new Error('not a backup archive (bad tar header)');
  const prefix = text(345, 155);
  const base = text(0, 100);
  return {
    name: prefix ? `${prefix}/${base}` : base,
    size: Number.parseInt(text(124, 12).trim() || '0', 8),
    type: text(156, 1) || '\u0000',
  };
}

async function isGzip(file: string): Promise<boolean> {
  for await (const chunk of createReadStream(file, { start: 0, end: 1 })) {
    const bytes = chunk as Buffer;
    return bytes[0] === 0x1f && bytes[1] === 0x8b;
  }
  return false;
}
