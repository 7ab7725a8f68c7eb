import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { expectError } from '../../../test/helpers.js';
import { readPdfPages } from '../declarations/reader/pdf-pages.js';

/** The text of a PDF answer, all pages, with runs of white space as one space. */
async function pdfText(bytes: Buffer): Promise<string> {
  const pages = await readPdfPages(new Uint8Array(bytes));
  return pages
    .map((p) => p.text)
    .join('\n')
    .replace(/\s+/g, ' ');
}

describe('GET /api/manual.pdf', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const manual = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('serves the user manual as a PDF to anyone, signed in or not', async () => {
    const res = await manual('/api/manual.pdf');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(res.rawPayload.length).toBeGreaterThan(1000);
    expect(res.rawPayload.subarray(-1024).toString('latin1')).toContain('%%EOF');
  });

  it('answers the German manual for lang=de, its umlauts, ß and quotes intact', async () => {
    const res = await manual('/api/manual.pdf?lang=de');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-language']).toBe('de');
    expect(res.headers['content-disposition']).toContain('PartProof-Benutzerhandbuch.pdf');
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('PartProof-Benutzerhandbuch');
    expect(text).toContain('mit seiner Stückliste (BOM)');
    expect(text).toContain('Admins dürfen jeden außer sich selbst deaktivieren');
    expect(text).toContain('wird mit „Ungültige E-Mail-Adresse“');
    expect(text).not.toContain('PartProof user manual');
  });

  it('answers German to a browser that prefers German, without lang', async () => {
    const res = await manual('/api/manual.pdf', { 'accept-language': 'de-DE,de;q=0.9' });
    expect(res.headers['content-language']).toBe('de');
    expect(res.headers.vary).toContain('Accept-Language');
    expect(await pdfText(res.rawPayload)).toContain('PartProof-Benutzerhandbuch');
  });

  it('answers English to an English browser, to none, and to lang=en over a German one', async () => {
    for (const [url, headers] of [
      ['/api/manual.pdf', { 'accept-language': 'en-US' }],
      ['/api/manual.pdf', {}],
      ['/api/manual.pdf?lang=en', { 'accept-language': 'de-DE,de;q=0.9' }],
    ] as const) {
      const res = await manual(url, headers);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-language'], url).toBe('en');
      const text = await pdfText(res.rawPayload);
      expect(text).toContain('PartProof user manual');
      expect(text).not.toContain('Benutzerhandbuch');
    }
  });

  it('refuses a language the manual is not written in', async () => {
    expectError(await manual('/api/manual.pdf?lang=fr'), 400);
    expectError(await manual('/api/manual.pdf?lang=DE'), 400);
  });
});
