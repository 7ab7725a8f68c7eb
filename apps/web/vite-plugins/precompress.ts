/**
 * Writes a .br and a .gz beside each text file of the build (issue 19), so the server sends
 * them as they are (@fastify/static's preCompressed) instead of compressing per request or
 * not at all. Both at their strongest settings: the work is done once per build.
 */
import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Images other than SVG and fonts are compressed already; a second pass gains nothing. */
const TEXT_FILES = ['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt', '.webmanifest'];

export const compressBrotli = (bytes: Buffer): Promise<Buffer> =>
  brotli(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });

export const compressGzip = (bytes: Buffer): Promise<Buffer> =>
  gz(bytes, { level: constants.Z_BEST_COMPRESSION });

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

async function precompressFile(file: string): Promise<void> {
  const bytes = await readFile(file);
  const [br, gzipped] = await Promise.all([compressBrotli(bytes), compressGzip(bytes)]);
  // A sibling that is not smaller is left out: the server then sends the file itself.
  if (br.length < bytes.length) await writeFile(`${file}.br`, br);
  if (gzipped.length < bytes.length) await writeFile(`${file}.gz`, gzipped);
}

export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'partproof:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // After every file is written, the public/ copies included.
    async closeBundle() {
      // closeBundle also runs after a failed build, which may have written nothing.
      if (!existsSync(outDir)) return;
      const files = await filesUnder(outDir);
      const text = files.filter((file) => TEXT_FILES.includes(path.extname(file)));
      await Promise.all(text.map(precompressFile));
    },
  };
}
