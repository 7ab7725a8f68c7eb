import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role, type Material, type RoleId } from '@partproof/shared';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { createCompany, createMaterial, createProduct, signedIn } from '../../../test/factories.js';
import { expectError } from '../../../test/helpers.js';
import { auditLog, materials } from '../../db/schema/index.js';

type Headers = { authorization: string };

describe('material-status and update-material-status', () => {
  let t: TestApp;
  let companyId: number;
  const as = {} as Record<RoleId, Headers>;

  const patch = (headers: Headers | undefined, id: number, statusId: unknown) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/material/update-material-status/${id}`,
      headers,
      payload: { materialStatus: { id: statusId } },
    });
  const statusOf = async (id: number) =>
    (await t.ctx.db.select().from(materials).where(eq(materials.id, id)))[0]?.materialStatusId;
  const material = async () => {
    const product = await createProduct(t.ctx.db, { companyId, statusId: 2 });
    return createMaterial(t.ctx.db, { productId: product.id });
  };

  beforeAll(async () => {
    t = await buildTestApp();
    companyId = (await createCompany(t.ctx.db)).id;
    as[Role.Admin] = (await signedIn(t.app, t.ctx.db, { role: Role.Admin })).headers;
    for (const role of [Role.User, Role.Compliance, Role.Engineer] as RoleId[])
      as[role] = (await signedIn(t.app, t.ctx.db, { role, companyId })).headers;
  });
  afterAll(() => t.close());

  it('GET material-status lists the four statuses', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/material-status',
      headers: as[Role.Engineer],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      data: [
        { id: 1, label: 'In Review' },
        { id: 2, label: 'Approved' },
        { id: 3, label: 'Waiting for Reply' },
        { id: 4, label: 'Not Approved' },
      ],
      total: 4,
    });
  });

  it.each([Role.Admin, Role.User, Role.Compliance] as RoleId[])(
    'role %i sets In Review, Approved and Not Approved',
    async (role) => {
      const m = await material();
      for (const statusId of [2, 4, 1]) {
        const res = await patch(as[role], m.id, statusId);
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json<Material>().materialStatus).toEqual({ id: statusId });
        expect(await statusOf(m.id)).toBe(statusId);
      }
    },
  );

  it('Waiting for Reply is for admins only', async () => {
    const m = await material();
    for (const role of [Role.User, Role.Compliance] as RoleId[])
      expectError(await patch(as[role], m.id, 3), 403);
    expect(await statusOf(m.id)).toBe(1);
    expect((await patch(as[Role.Admin], m.id, 3)).statusCode).toBe(200);
    expect(await statusOf(m.id)).toBe(3);
  });

  it('engineers read the status but cannot change it', async () => {
    const m = await material();
    for (const statusId of [1, 2, 3, 4])
      expectError(await patch(as[Role.Engineer], m.id, statusId), 403);
    expect(await statusOf(m.id)).toBe(1);
  });

  it('a change is audited with the old and new status', async () => {
    const m = await material();
    await patch(as[Role.Compliance], m.id, 2);
    const [audit] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'material.status'), eq(auditLog.targetId, String(m.id))));
    expect(audit).toMatchObject({
      before: { materialStatusId: 1 },
      after: { materialStatusId: 2 },
    });
  });

  it('another company’s material is 404, and so is an unknown one (an engineer 403: the role first)', async () => {
    const other = await createMaterial(t.ctx.db);
    for (const role of [Role.User, Role.Compliance] as RoleId[])
      expectError(await patch(as[role], other.id, 2), 404);
    expectError(await patch(as[Role.Engineer], other.id, 2), 403);
    expect(await statusOf(other.id)).toBe(1);
    expectError(await patch(as[Role.Admin], 999_999, 2), 404);
  });

  it('a status outside the table is a validation error', async () => {
    const m = await material();
    for (const statusId of [0, 5, 'approved'])
      expectError(await patch(as[Role.Admin], m.id, statusId), 400);
  });

  it('a guest gets 401 for both calls', async () => {
    const m = await material();
    expectError(await t.app.inject({ method: 'GET', url: '/api/material-status' }), 401);
    expectError(await patch(undefined, m.id, 2), 401);
  });
});
