import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HTTP_URL_MESSAGE, Role, type Cdoc } from '@partproof/shared';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { createCdoc, createMaterial, signedIn } from '../../../test/factories.js';
import { expectError, fieldErrors, form } from '../../../test/helpers.js';
import { cdocs } from '../../db/schema/index.js';

/** Links that would run in the session of whoever clicks them. */
const SCRIPT_LINKS = [
  'javascript:alert(1)',
  'JavaScript:alert(document.cookie)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
];

let t: TestApp;
let admin: { authorization: string };

beforeAll(async () => {
  t = await buildTestApp();
  admin = (await signedIn(t.app, t.ctx.db, { role: Role.Admin })).headers;
});
afterAll(() => t.close());

describe('links an admin enters are http(s) only', () => {
  const manual = (materialId: number, source: string, referenceNumber: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/certificate/manual',
      headers: admin,
      payload: form({
        serviceName: 'VDE',
        modelName: 'B32922C3104M',
        materialId: String(materialId),
        source,
        referenceNumber,
      }),
    });
  const update = (id: number, documentLinks: string[]) =>
    t.app.inject({
      method: 'POST',
      url: '/api/certificate/update',
      headers: admin,
      payload: { id, documentLinks },
    });

  it("a manual certificate's source: script links are 400 on the field, web links are kept", async () => {
    const material = await createMaterial(t.ctx.db);
    for (const [i, link] of SCRIPT_LINKS.entries()) {
      const res = await manual(material.id, link, `LINK-BAD-${i}`);
      expectError(res, 400, HTTP_URL_MESSAGE);
      expect(fieldErrors(res, 'source')).toEqual([HTTP_URL_MESSAGE]);
      expect(
        await t.ctx.db
          .select()
          .from(cdocs)
          .where(eq(cdocs.refNumber, `LINK-BAD-${i}`)),
      ).toEqual([]);
    }
    for (const link of ['http://certificates.example/1', 'https://certificates.example/2']) {
      const res = await manual(material.id, link, `LINK-OK-${link.length}`);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json<{ cdoc: Cdoc }>().cdoc.documentLinks).toEqual([link]);
    }
  });

  it("a certificate's document links: one script link refuses the edit, web links are saved", async () => {
    const cdoc = await createCdoc(t.ctx.db);
    for (const link of SCRIPT_LINKS) {
      const res = await update(cdoc.id, ['https://certificates.example/ok.pdf', link]);
      expectError(res, 400, HTTP_URL_MESSAGE);
      expect(fieldErrors(res, 'documentLinks.1')).toEqual([HTTP_URL_MESSAGE]);
    }
    const [unchanged] = await t.ctx.db.select().from(cdocs).where(eq(cdocs.id, cdoc.id));
    expect(unchanged?.documentLinks).toEqual(cdoc.documentLinks);

    const links = ['http://certificates.example/a.pdf', 'https://certificates.example/b.pdf'];
    const res = await update(cdoc.id, links);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Cdoc>().documentLinks).toEqual(links);
  });
});
