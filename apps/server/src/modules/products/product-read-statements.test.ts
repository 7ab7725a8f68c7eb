/**
 * A product read is a fixed number of set-based statements, however many components the
 * product has (issue 19): a statement per component (N+1) makes a 2,000-component product
 * thousands of round trips, and on PGlite every one of them queues behind the others. The
 * statements are counted through the Drizzle logger of the test app, so this fails on the
 * first per-component or per-product query, not when a benchmark notices.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role, type BomPage, type Product, type ProductListItem } from '@partproof/shared';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { signedIn, wizardPayload } from '../../../test/factories.js';

type Headers = { authorization: string };

describe('statements per product read', () => {
  let t: TestApp;
  let headers: Headers;

  const call = async (url: string, payload: object) => {
    const res = await t.app.inject({ method: 'POST', url, headers, payload });
    expect(res.statusCode, res.body).toBe(200);
    return res;
  };
  const save = async (components: number) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/product/save',
      headers,
      payload: wizardPayload(components),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: number }>().id;
  };
  /** The statements one call sends, and its answer. */
  const counted = async (url: string, payload: object) => {
    let body = '';
    const statements = await t.statementsDuring(async () => {
      body = (await call(url, payload)).body;
    });
    return { statements, body };
  };

  beforeAll(async () => {
    t = await buildTestApp();
    // An admin: no trial cap on components, and the list holds every product of this file.
    headers = (await signedIn(t.app, t.ctx.db, { role: Role.Admin })).headers;
  });
  afterAll(() => t.close());

  it('product/get sends as many statements for 50 components as for 5', async () => {
    const small = await save(5);
    const large = await save(50);
    // A first call warms up whatever is loaded once per process (none of it per component).
    await call('/api/product/get', { id: small });

    const five = await counted('/api/product/get', { id: small });
    const fifty = await counted('/api/product/get', { id: large });

    expect(JSON.parse(five.body) as Product).toMatchObject({ id: small });
    expect((JSON.parse(fifty.body) as Product).materials).toHaveLength(50);
    expect(fifty.statements.length, fifty.statements.join('\n')).toBe(five.statements.length);
    // The caller; the product with its company, status and lists; its components; their
    // part facts: four statements, whatever the size.
    expect(five.statements.length, five.statements.join('\n')).toBe(4);
  });

  it('a page of components sends as many statements for 50 components as for 5', async () => {
    const small = await save(5);
    const large = await save(50);
    /** The statements of one page read, and its answer. */
    const paged = async (id: number, query: string) => {
      let body = '';
      const statements = await t.statementsDuring(async () => {
        const res = await t.app.inject({
          method: 'GET',
          url: `/api/product/${id}/components?${query}`,
          headers,
        });
        expect(res.statusCode, res.body).toBe(200);
        body = res.body;
      });
      return { statements, page: JSON.parse(body) as BomPage };
    };
    await paged(small, '');

    for (const query of ['', 'sort=certificates&order=desc', 'searchType=type&query=res-istor']) {
      const five = await paged(small, `${query}&limit=100`);
      const fifty = await paged(large, `${query}&limit=100`);
      expect(five.page.data).toHaveLength(5);
      expect(fifty.page.data).toHaveLength(50);
      expect(fifty.statements.length, fifty.statements.join('\n')).toBe(five.statements.length);
      // The caller, the product, the page with its rows, and their facts.
      expect(five.statements.length, query).toBeLessThanOrEqual(4);
    }
  });

  it('product/getAll sends as many statements for more and larger products', async () => {
    await save(5);
    const one = await counted('/api/product/getAll', {});
    await save(50);
    const two = await counted('/api/product/getAll', {});

    const listed = (body: string) => (JSON.parse(body) as { data: ProductListItem[] }).data;
    expect(listed(two.body)).toHaveLength(listed(one.body).length + 1);
    // Compared by number: a list of ids is one parameter per id in the text.
    expect(two.statements.length, two.statements.join('\n')).toBe(one.statements.length);
    // The caller, then the page with its total and each product's types in one statement.
    expect(one.statements.length).toBeLessThanOrEqual(2);
  });
});
