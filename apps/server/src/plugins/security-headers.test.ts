import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { fileLinkPath } from '@partproof/shared';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse as Response } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app.js';
import { signedIn } from '../../test/factories.js';
import { PNG_BYTES } from '../../test/helpers.js';
import { saveFile, signPath } from '../lib/storage.js';

let t: TestApp;
let webDist: string;

beforeAll(async () => {
  webDist = mkdtempSync(path.join(tmpdir(), 'partproof-web-'));
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>PartProof</title>');
  t = await buildTestApp({ WEB_DIST: webDist });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

/** The CSP's directives by name: `{'default-src': ["'self'"], …}`. */
function directives(res: Response): Record<string, string[]> {
  const header = String(res.headers['content-security-policy'] ?? '');
  const entries: [string, string[]][] = [];
  for (const part of header.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) entries.push([name, values]);
  }
  return Object.fromEntries(entries);
}

function expectSecurityHeaders(res: Response, { objects = "'none'" } = {}): void {
  const csp = directives(res);
  expect(csp['default-src']).toEqual(["'self'"]);
  expect(csp['script-src']).toEqual(["'self'"]);
  expect(csp['frame-ancestors']).toEqual(["'none'"]);
  expect(csp['object-src']).toEqual([objects]);
  expect(csp['base-uri']).toEqual(["'self'"]);
  expect(res.headers['referrer-policy']).toBe('no-referrer');
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['x-frame-options']).toBe('DENY');
}

describe('security headers', () => {
  it('the web app may not be framed, runs only its own scripts and reaches the live feed', async () => {
    for (const url of ['/', '/products/12']) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.statusCode).toBe(200);
      expectSecurityHeaders(page);
      const csp = directives(page);
      // Mantine's run-time <style> elements, and the websocket of the live feed.
      expect(csp['style-src']).toContain("'unsafe-inline'");
      expect(csp['connect-src']).toEqual(expect.arrayContaining(["'self'", 'wss:']));
    }
  });

  it('API answers carry them, successes and errors alike', async () => {
    const { headers } = await signedIn(t.app, t.ctx.db);
    const me = await t.app.inject({
      method: 'POST',
      url: '/api/user/checkAccessTokenAndGetUser',
      headers,
    });
    expect(me.statusCode).toBe(200);
    expectSecurityHeaders(me);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/product/getAll' });
    expect(anonymous.statusCode).toBe(401);
    expectSecurityHeaders(anonymous);
    expectSecurityHeaders(await t.app.inject({ method: 'GET', url: '/api/nothing-here' }));
  });

  const signedFile = async (bytes: Buffer, mime: string) => {
    const { user } = await signedIn(t.app, t.ctx.db);
    const id = await saveFile(t.ctx.db, t.ctx, {
      bytes,
      originalName: 'file',
      mime,
      kind: 'certificate',
      uploadedBy: user.id,
    });
    const file = await t.app.inject({
      method: 'GET',
      url: signPath(t.config.jwtSecret, fileLinkPath(id), 3600),
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe(mime);
    return file;
  };

  it('a signed file is sandboxed instead, and keeps the rest', async () => {
    for (const file of [
      await signedFile(PNG_BYTES, 'image/png'),
      await signedFile(Buffer.from('%PDF-1.4\n%%EOF\n'), 'application/pdf'),
    ]) {
      // An uploaded document never runs with the app's origin (files.routes.ts).
      expect(directives(file)).toEqual({ sandbox: [], 'frame-ancestors': ["'none'"] });
      expect(file.headers['referrer-policy']).toBe('no-referrer');
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      expect(file.headers['x-frame-options']).toBe('DENY');
    }
  });

  it("the user manual may show in Chrome's viewer: object-src 'self'", async () => {
    const manual = await t.app.inject({ method: 'GET', url: '/api/manual.pdf' });
    expect(manual.statusCode).toBe(200);
    expectSecurityHeaders(manual, { objects: "'self'" });
  });

  it('the API docs page carries them too', async () => {
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(docs.statusCode).toBe(200);
    expectSecurityHeaders(docs);
  });
});
