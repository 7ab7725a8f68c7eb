import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@partproof/shared';
import { buildTestApp, type TestApp } from '../../test/build-app.js';
import { signedIn } from '../../test/factories.js';
import { expectError, fieldErrors, form } from '../../test/helpers.js';
import { UNSTORABLE_TEXT_MESSAGE, unstorableText } from '../lib/storable-text.js';

/**
 * Text the database cannot store answers 400 naming the field, wherever it comes in (issue 9
 * fuzzing: each of these answered 500).
 */
describe('text the database cannot store', () => {
  let t: TestApp;
  let admin: { authorization: string };
  beforeAll(async () => {
    // A configured directory, so the scrapper modal's call gets as far as queueing its job.
    t = await buildTestApp({ SOURCE_UL_URL: 'http://127.0.0.1:9/' });
    ({ headers: admin } = await signedIn(t.app, t.ctx.db, { role: Role.Admin }));
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: admin, payload });

  it('a NUL in a company name answers 400 and creates nothing', async () => {
    const res = await post('/api/company', { name: 'Acme\u0000 Ltd' });
    expectError(res, 400, UNSTORABLE_TEXT_MESSAGE);
    expect(fieldErrors(res, 'name')).toEqual([UNSTORABLE_TEXT_MESSAGE]);
  });

  it('a lone surrogate in the scrapper search answers 400', async () => {
    const res = await post('/api/search', { search: 'kettle \ud886' });
    expectError(res, 400, UNSTORABLE_TEXT_MESSAGE);
  });

  it('a lone surrogate among component names answers 400', async () => {
    const res = await post('/api/material/get/certificates/by/component-names', {
      componentNames: ['RC0603', '\udfea\udc04'],
    });
    expect(fieldErrors(res, 'componentNames.1')).toEqual([UNSTORABLE_TEXT_MESSAGE]);
  });

  it('a NUL in a query string answers 400', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/audit?targetType=product%00',
      headers: admin,
    });
    expectError(res, 400, UNSTORABLE_TEXT_MESSAGE);
  });

  it('a NUL in an upload form field answers 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/update',
      headers: admin,
      payload: form({ firstName: 'Ada\u0000' }),
    });
    expectError(res, 400, UNSTORABLE_TEXT_MESSAGE);
  });

  it('emoji, right-to-left text and paired surrogates are stored as sent', async () => {
    const name = 'שלום 😀👍🏽 \u202Eevil\u202C Ltd';
    const res = await post('/api/company', { name });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<{ result: { name: string } }>().result.name).toBe(name);
  });

  it('finds such text at any depth, keys included, without recursing', () => {
    let deep: unknown = 'a\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(unstorableText(deep)).toHaveLength(1);
    expect(unstorableText({ ok: ['fine', { 'k\uD800': 1 }] })).toEqual(['ok.1.k\uD800']);
    expect(unstorableText({ pair: '😀', text: 'plain' })).toEqual([]);
  });
});
