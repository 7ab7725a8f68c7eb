/**
 * route() enforces the definition's access before anything of the request is read: a guest
 * gets 401 and a role the capability table leaves out 403, even for a body that would not
 * validate or a form that would not be read; an upload's form is checked by its schema.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificateReviewApi, materialApi, MSG, Role } from '@partproof/shared';
import { buildTestApp, type TestApp } from '../../test/build-app.js';
import { send } from '../../test/call.js';
import { signedIn } from '../../test/factories.js';
import { expectError } from '../../test/helpers.js';

describe('route(): access from the definition, then the body', () => {
  let t: TestApp;
  let engineer: Record<string, string>;
  let admin: Record<string, string>;
  beforeAll(async () => {
    t = await buildTestApp();
    engineer = (await signedIn(t.app, t.ctx.db, { role: Role.Engineer })).headers;
    admin = (await signedIn(t.app, t.ctx.db, { role: Role.Admin })).headers;
  });
  afterAll(() => t.close());

  const badDelete = { body: { productId: -1, ids: 'not a list' } } as never;

  it('a refused role gets 403 before its invalid body is validated; a guest 401', async () => {
    expectError(await send(t.app, materialApi.delete, badDelete, engineer), 403, MSG.noPermission);
    expectError(await send(t.app, materialApi.delete, badDelete), 401);
    // The allowed role reaches validation with the same body.
    expectError(await send(t.app, materialApi.delete, badDelete, admin), 400);
  });

  it('an upload from a refused role is refused before its form is read', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/certificate/manual',
      headers: { ...engineer, 'content-type': 'multipart/form-data; boundary=x' },
      payload: 'not a multipart body at all',
    });
    expectError(res, 403, MSG.noPermission);
  });

  it("an allowed role's form is checked by the definition's field schema", async () => {
    const res = await send(
      t.app,
      certificateReviewApi.manual,
      // The schema's own words for a missing required field, before any service runs.
      { form: { serviceName: 'UL', modelName: '', materialId: 1, referenceNumber: 'E1' } },
      admin,
    );
    expectError(res, 400);
    expect(res.json<{ details?: Record<string, string[]> }>().details).toHaveProperty('modelName');
  });
});
