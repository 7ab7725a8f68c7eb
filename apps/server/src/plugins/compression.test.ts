import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@partproof/shared';
import { buildTestApp, type TestApp } from '../../test/build-app.js';
import { createCompany, createProduct, signedIn } from '../../test/factories.js';

describe('compressed API answers', () => {
  let t: TestApp;
  let headers: { authorization: string };
  let id: number;

  beforeAll(async () => {
    t = await buildTestApp();
    const companyId = (await createCompany(t.ctx.db, { name: 'Kettle Works' })).id;
    headers = (await signedIn(t.app, t.ctx.db, { role: Role.Compliance, companyId })).headers;
    id = (await createProduct(t.ctx.db, { companyId, materials: 40 })).id;
  });
  afterAll(() => t.close());

  const getProduct = (acceptEncoding?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/product/get',
      headers: { ...headers, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
      payload: { id },
    });

  it('sends product/get plain to a client that asks for no encoding', async () => {
    const res = await getProduct();
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json<{ materials: unknown[] }>().materials).toHaveLength(40);
  });

  it.each([
    ['br', 'gzip, deflate, br', brotliDecompressSync],
    ['gzip', 'gzip, deflate', gunzipSync],
  ])(
    'sends it %s-compressed when asked, decoding to the same JSON',
    async (encoding, accept, decode) => {
      const plain = await getProduct();
      const res = await getProduct(accept);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toContain('accept-encoding');
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      expect(decode(res.rawPayload).toString('utf8')).toBe(plain.body);
      // The security headers survive the compression.
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    },
  );

  it('leaves small answers and downloads of compressed files (xlsx) as they are', async () => {
    const small = await t.app.inject({
      method: 'POST',
      url: '/api/user/checkAccessTokenAndGetUser',
      headers: { ...headers, 'accept-encoding': 'br, gzip' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toMatchObject({ role: Role.Compliance });

    const xlsx = await t.app.inject({
      method: 'GET',
      url: `/api/product/downloadCSV/${id}`,
      headers: { ...headers, 'accept-encoding': 'br, gzip' },
    });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-encoding']).toBeUndefined();
    expect(xlsx.rawPayload.subarray(0, 2).toString('latin1')).toBe('PK');
  });
});
