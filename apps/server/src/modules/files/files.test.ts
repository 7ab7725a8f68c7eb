import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileLinkPath } from '@partproof/shared';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { PNG_BYTES } from '../../../test/helpers.js';
import { saveFile, signPath } from '../../lib/storage.js';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** Stores the bytes as an upload of that kind and fetches them through their signed link. */
async function served(bytes: Buffer, mime: string, kind: string, originalName: string) {
  const id = await saveFile(t.ctx.db, t.ctx, { bytes, originalName, mime, kind, uploadedBy: null });
  const res = await t.app.inject({
    method: 'GET',
    url: signPath(t.config.jwtSecret, fileLinkPath(id), 60),
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.rawPayload.equals(bytes)).toBe(true);
  expect(res.headers['content-type']).toBe(mime);
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  return res;
}

// An IPC-1752A file a supplier could write: XML whose XHTML element would run a script on
// the app's origin if a browser showed it inline.
const HOSTILE_XML = Buffer.from(
  '<?xml version="1.0"?><Main xmlns="http://webstds.ipc.org/175x/2.0">' +
    '<html:script xmlns:html="http://www.w3.org/1999/xhtml">alert(document.domain)</html:script>' +
    '</Main>',
);
const PDF_BYTES = Buffer.from('%PDF-1.4\n%%EOF\n');

describe('stored files are never shown as a page of the app (issue 18)', () => {
  it("a supplier's XML, a BOM and any other type download as attachments under the sandbox", async () => {
    const files = [
      [HOSTILE_XML, 'application/xml', 'declaration', 'rohs.xml'],
      [Buffer.from('Designator,Part\nR1,RC0603\n'), 'text/csv', 'bom', 'bom.csv'],
      [
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
        'image/svg+xml',
        'avatar',
        'a.svg',
      ],
      [Buffer.from('<html><script>alert(1)</script></html>'), 'text/html', 'declaration', 'x.htm'],
      [Buffer.from([0, 1, 2]), 'application/octet-stream', 'declaration', 'blob.bin'],
    ] as const;
    for (const [bytes, mime, kind, name] of files) {
      const res = await served(bytes, mime, kind, name);
      expect(res.headers['content-disposition'], mime).toMatch(/^attachment; filename="/);
      expect(res.headers['content-disposition'], mime).toContain(name);
      expect(res.headers['content-security-policy'], mime).toBe("sandbox; frame-ancestors 'none'");
      expect(res.headers['x-frame-options'], mime).toBe('DENY');
    }
  });

  it('PDFs and images still open in the tab, sandboxed; only a datasheet may be framed, by the app', async () => {
    for (const [bytes, mime, kind] of [
      [PDF_BYTES, 'application/pdf', 'declaration'],
      [PDF_BYTES, 'application/pdf', 'certificate'],
      [PNG_BYTES, 'image/png', 'declaration'],
      [PNG_BYTES, 'image/png', 'avatar'],
    ] as const) {
      const res = await served(bytes, mime, kind, 'file');
      expect(res.headers['content-disposition'], `${kind} ${mime}`).toMatch(/^inline/);
      // A supplier's PDF or scan runs nothing with the app's origin, and nobody frames it.
      expect(res.headers['content-security-policy']).toBe("sandbox; frame-ancestors 'none'");
      expect(res.headers['x-frame-options']).toBe('DENY');
    }
    const datasheet = await served(PDF_BYTES, 'application/pdf', 'datasheet', 'ds.pdf');
    expect(datasheet.headers['content-disposition']).toMatch(/^inline/);
    expect(datasheet.headers['content-security-policy']).toBe("sandbox; frame-ancestors 'self'");
    expect(datasheet.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});
