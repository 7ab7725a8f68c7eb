import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@partproof/shared';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { createCompany, createMaterial, createProduct, signedIn } from '../../../test/factories.js';

/**
 * Downloads of products whose names are not Latin-1, over a real HTTP connection: Node
 * validates header values there (app.inject does not), and a product named '电源 Prüfgerät'
 * used to answer 500 on Download CSV.
 */
describe('download names outside Latin-1', () => {
  let t: TestApp;
  let base: string;
  let authorization: string;
  let productId: number;

  beforeAll(async () => {
    t = await buildTestApp();
    const companyId = (await createCompany(t.ctx.db)).id;
    ({
      headers: { authorization },
    } = await signedIn(t.app, t.ctx.db, { role: Role.Compliance, companyId }));
    productId = (await createProduct(t.ctx.db, { companyId, name: '电源 Prüfgerät', statusId: 2 }))
      .id;
    await createMaterial(t.ctx.db, { productId });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());

  it.each([
    ['downloadCSV', 'xlsx'],
    ['zip', 'zip'],
  ])('product/%s answers the file under its real name', async (call, extension) => {
    const res = await fetch(`${base}/api/product/${call}/${productId}`, {
      headers: { authorization },
    });
    expect(res.status).toBe(200);
    const disposition = res.headers.get('content-disposition') ?? '';
    expect(disposition).toContain(`filename="__ Prufgerat-${productId}.${extension}"`);
    const encoded = /filename\*=UTF-8''(.+)$/.exec(disposition)?.[1] ?? '';
    expect(decodeURIComponent(encoded)).toBe(`电源 Prüfgerät-${productId}.${extension}`);
    expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(0);
  });
});
