import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@partproof/shared';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { signedIn } from '../../../test/factories.js';

describe('audit log', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('an admin reads who created a company, newest first, filtered by target', async () => {
    const admin = await signedIn(t.app, t.ctx.db, { role: Role.Admin });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/company',
      headers: admin.headers,
      payload: { name: 'Audited GmbH' },
    });
    const companyId = created.json<{ result: { id: number } }>().result.id;
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/audit?targetType=company&targetId=${companyId}`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      total: 1,
      data: [
        { action: 'company.create', actorEmail: admin.user.email, after: { name: 'Audited GmbH' } },
      ],
    });
  });

  it('a compliance user may not read the audit log', async () => {
    const compliance = await signedIn(t.app, t.ctx.db, { role: Role.Compliance });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/audit',
      headers: compliance.headers,
    });
    expect(res.statusCode).toBe(403);
  });
});
