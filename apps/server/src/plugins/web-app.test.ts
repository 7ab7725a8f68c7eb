import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { LightMyRequestResponse as Response } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app.js';

const INDEX =
  '<!doctype html><title>PartProof</title><script type="module" src="/assets/index-Ab12Cd34.js"></script>';
const SCRIPT = `export const screen = ${JSON.stringify('PartProof '.repeat(200))};`;
const ASSET = '/assets/index-Ab12Cd34.js';

let t: TestApp;
let webDist: string;

beforeAll(async () => {
  // A build as apps/web's precompress step leaves it: each text file with a .br and a .gz.
  webDist = mkdtempSync(path.join(tmpdir(), 'partproof-web-'));
  mkdirSync(path.join(webDist, 'assets'));
  const write = (name: string, text: string) => {
    writeFileSync(path.join(webDist, name), text);
    writeFileSync(path.join(webDist, `${name}.br`), brotliCompressSync(text));
    writeFileSync(path.join(webDist, `${name}.gz`), gzipSync(text));
  };
  write('index.html', INDEX);
  write(ASSET.slice(1), SCRIPT);
  writeFileSync(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await buildTestApp({ WEB_DIST: webDist });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

/** The body as the browser reads it, after undoing the Content-Encoding. */
function decoded(res: Response): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(res.rawPayload).toString();
  return res.rawPayload.toString();
}

describe('the web app', () => {
  it('sends the brotli file to a browser that takes it, else gzip, else the file itself', async () => {
    const cases = [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip, deflate', 'gzip'],
      ['identity', undefined],
      [undefined, undefined],
    ] as const;
    for (const [acceptEncoding, encoding] of cases) {
      const res = await get(ASSET, acceptEncoding);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
      expect(res.headers.vary).toContain('accept-encoding');
      expect(decoded(res)).toBe(SCRIPT);
      if (encoding) expect(res.rawPayload.length).toBeLessThan(SCRIPT.length / 4);
    }
  });

  it('lets a browser keep a hashed file for a year without asking again', async () => {
    for (const acceptEncoding of ['br', 'gzip', 'identity']) {
      const res = await get(ASSET, acceptEncoding);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('has index.html, the SPA routes and unhashed files revalidated on every visit', async () => {
    for (const url of ['/', '/index.html', '/login', '/supply/abc', '/products/12']) {
      for (const acceptEncoding of ['br', 'gzip', 'identity']) {
        const res = await get(url, acceptEncoding);
        expect(res.statusCode, `${url} ${acceptEncoding}`).toBe(200);
        expect(res.headers['content-type']).toMatch(/^text\/html/);
        expect(res.headers['cache-control'], `${url} ${acceptEncoding}`).toBe('no-cache');
        expect(decoded(res)).toBe(INDEX);
      }
    }
    const icon = await get('/favicon.svg', 'br');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-encoding']).toBeUndefined();
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('answers a revalidation of index.html with 304', async () => {
    const first = await get('/login', 'br');
    const etag = first.headers.etag;
    expect(etag).toBeTruthy();
    const again = await t.app.inject({
      method: 'GET',
      url: '/login',
      headers: { 'accept-encoding': 'br', 'if-none-match': String(etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('answers 404 for a chunk that is not there, not the shell as a script', async () => {
    const res = await get('/assets/products-Old12345.js', 'br');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    // The compressed siblings are not files of their own either.
    expect((await get(`${ASSET}.br`, 'br')).statusCode).toBe(404);
  });

  it('keeps the security headers on compressed and cached files', async () => {
    for (const url of [ASSET, '/login']) {
      const res = await get(url, 'br');
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
    }
  });
});
