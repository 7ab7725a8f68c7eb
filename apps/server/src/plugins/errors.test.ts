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
