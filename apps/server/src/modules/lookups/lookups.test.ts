import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role, type LookupLists } from '@partproof/shared';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { signedIn } from '../../../test/factories.js';
import { expectError } from '../../../test/helpers.js';

type Headers = { authorization: string };

describe('lookup lists', () => {
  let t: TestApp;
  let engineer: Headers;

  beforeAll(async () => {
    t = await buildTestApp();
    engineer = (await signedIn(t.app, t.ctx.db, { role: Role.Engineer })).headers;
  });
  afterAll(() => t.close());

  const all = (headers?: Headers, payload: object = {}) =>
    t.app.inject({ method: 'POST', url: '/api/standard-substitutions/all', headers, payload });

  it('standard-substitutions/all serves the four seeded lists to any signed-in user', async () => {
    const res = await all(engineer);
    expect(res.statusCode, res.body).toBe(200);
    const lists = res.json<LookupLists>();
    expect(Object.keys(lists).sort()).toEqual([
      'developmentStatuses',
      'markets',
      'productTypes',
      'standards',
    ]);
    const titles = (key: keyof LookupLists) => lists[key].map((l) => l.title);
    expect(titles('standards')).toEqual(
      expect.arrayContaining(['IEC 62368-1', 'IEC 60335-1', 'IEC 61010-1', 'EN 55032']),
    );
    expect(titles('markets')).toEqual(expect.arrayContaining(['EU', 'US', 'CA', 'CN', 'JP']));
    expect(titles('productTypes')).toEqual(expect.arrayContaining(['Power supply', 'Lighting']));
    expect(titles('developmentStatuses')).toEqual(
      expect.arrayContaining(['Prototype', 'Mass production']),
    );
    for (const list of Object.values(lists))
      for (const entry of list) {
        expect(Object.keys(entry).sort()).toEqual(['id', 'title']);
        expect(Number.isInteger(entry.id)).toBe(true);
      }
  });

  it('certificate kinds are not mixed into the product lists', async () => {
    const lists = (await all(engineer)).json<LookupLists>();
    const everything = Object.values(lists).flatMap((l) => l.map((e) => e.title));
    expect(everything).not.toContain('VDE');
  });

  it('an unexpected body field is a validation error', async () => {
    expectError(await all(engineer, { kind: 'standard' }), 400);
  });

  it('required-certificate lists the certificate kinds a component may need', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/required-certificate',
      headers: engineer,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ data: { id: number; title: string }[]; total: number }>();
    expect(body.data.map((c) => c.title)).toEqual(
      expect.arrayContaining(['UL', 'VDE', 'CB', 'TÜV']),
    );
    expect(body.data.map((c) => c.title)).not.toContain('IEC 62368-1');
    expect(body.total).toBe(body.data.length);
  });

  it('a guest gets 401 for both lists', async () => {
    expectError(await all(undefined), 401);
    expectError(await t.app.inject({ method: 'GET', url: '/api/required-certificate' }), 401);
  });
});
