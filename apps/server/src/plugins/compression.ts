/**
 * API answers over 1 kB go out compressed, br or gzip as the client's Accept-Encoding asks
 * (issue 19: product/get of 2,000 components is 1.1 MB of JSON, ~60 kB compressed). Registered
 * in the /api scope only: the web app's assets are precompressed at build time (web-app.ts).
 *
 * Levels, measured on a 2,000-component product/get (1.1 MB, this 2-core machine): brotli 1
 * 61 kB in 6 ms, brotli 4 52 kB in 14 ms, gzip 4 66 kB in 8 ms, gzip 6 62 kB in 10 ms. The
 * CPU is what is short here, not the bandwidth: brotli 1 is the cheapest and still smaller
 * than any gzip; gzip (clients without br) at 4.
 */
import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * JSON and text only. Downloads stay as they are: zip, xlsx and pdf are compressed already,
 * and @fastify/compress would otherwise compress application/octet-stream too.
 */
const COMPRESSIBLE = /^(?:application\/(?:[\w.+-]+\+)?json|text\/(?!event-stream))/;

export async function registerCompression(scope: FastifyInstance): Promise<void> {
  await scope.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    customTypes: (type: string) => COMPRESSIBLE.test(type),
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } },
    zlibOptions: { level: 4 },
    // In one call, not through a zlib stream: streamed in small chunks through the thread
    // pool, a 1.1 MB product/get took ~100 ms more than the 6 ms of one call, and 50 such
    // answers at once shared the pool until all of them were late. JSON answers are whole
    // strings in memory anyway.
    syncThreshold: 16 * 1024 * 1024,
    // Compressed request bodies are refused as before: inflating them would let a small
    // upload unpack past the body limits.
    globalDecompression: false,
  });
}
