import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@partproof/shared';
import { buildTestApp, type TestApp } from '../../test/build-app.js';
import { signedIn } from '../../test/factories.js';
import { expectError, fieldErrors, form } from '../../test/helpers.js';

/**
 * Field names are request data: one named like a member of Object.prototype must get the same
 * 400 as any other unknown field (issue 9 fuzzing found `constructor` answering 500).
 */
describe('validation details keyed by what the client sent', () => {
  let t: TestApp;
  let headers: { authorization: string };
  beforeAll(async () => {
    t = await buildTestApp();
    ({ headers } = await signedIn(t.app, t.ctx.db, { role: Role.User }));
  });
  afterAll(() => t.close());

  for (const key of ['constructor', 'toString', 'hasOwnProperty', 'valueOf']) {
    it(`an unknown JSON field "${key}" answers 400 naming it`, async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/user/forget-password',
        payload: { email: 'someone@example.com', [key]: 1 },
      });
      expectError(res, 400);
      expect(fieldErrors(res, key)).not.toEqual([]);
    });

    it(`an upload form field "${key}" is refused with a 400 too`, async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/user/update',
        headers,
        payload: form({ firstName: 'Ada', [key]: 'x' }),
      });
      expectError(res, 400);
    });
  }
});

/** No record can have an id beyond PostgreSQL's integer: a 400, not the database's 500. */
describe('ids beyond the database integer', () => {
  let t: TestApp;
  let headers: { authorization: string };
  beforeAll(async () => {
    t = await buildTestApp();
    ({ headers } = await signedIn(t.app, t.ctx.db, { role: Role.Admin }));
  });
  afterAll(() => t.close());

  for (const id of [2 ** 31, 2 ** 53 - 1]) {
    it(`${id} in a path, a body or a list of ids answers 400`, async () => {
      const inject = (method: 'GET' | 'POST', url: string, payload?: object) =>
        t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
      expectError(await inject('GET', `/api/part/${id}/where-used`), 400);
      expectError(await inject('POST', '/api/product/get', { id }), 400);
      expectError(
        await inject('POST', '/api/material/find-certificates', { materials: [id] }),
        400,
      );
      expectError(await inject('POST', '/api/company/byUserRole?userId=' + id + '&roleId=2'), 400);
    });
  }

  it('the largest integer id is still just an unknown record', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/product/get',
      headers,
      payload: { id: 2 ** 31 - 1 },
    });
    expectError(res, 404);
  });
});
