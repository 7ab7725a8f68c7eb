import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role, type RoleId } from '@partproof/shared';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { createCompany, createMaterial, createProduct, signedIn } from '../../../test/factories.js';
import { expectError } from '../../../test/helpers.js';
import { auditLog, materials } from '../../db/schema/index.js';

type Headers = { authorization: string };

describe('material/delete', () => {
  let t: TestApp;
  let companyId: number;
  const as = {} as Record<RoleId, Headers>;

  const del = (headers: Headers | undefined, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/material/delete', headers, payload });
  const idsOf = async (productId: number) =>
    (
      await t.ctx.db
        .select({ id: materials.id })
        .from(materials)
        .where(eq(materials.productId, productId))
    ).map((r) => r.id);
  const productWith = async (n: number) => {
    const product = await createProduct(t.ctx.db, { companyId, statusId: 2, materials: n });
    return { productId: product.id, ids: await idsOf(product.id) };
  };

  beforeAll(async () => {
    t = await buildTestApp();
    companyId = (await createCompany(t.ctx.db)).id;
    as[Role.Admin] = (await signedIn(t.app, t.ctx.db, { role: Role.Admin })).headers;
    for (const role of [Role.User, Role.Compliance, Role.Engineer] as RoleId[])
      as[role] = (await signedIn(t.app, t.ctx.db, { role, companyId })).headers;
  });
  afterAll(() => t.close());

  it('an admin deletes one component by id', async () => {
    const { productId, ids } = await productWith(3);
    const res = await del(as[Role.Admin], { productId, id: ids[1] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ result: true, message: 'Selected materials deleted', deleted: 1 });
    expect(await idsOf(productId)).toEqual([ids[0], ids[2]]);
  });

  it('an admin deletes the selected components as a list and the deletion is audited', async () => {
    const { productId, ids } = await productWith(4);
    const chosen = [ids[0], ids[2], ids[3]] as number[];
    const res = await del(as[Role.Admin], { productId, ids: chosen });
    expect(res.json()).toEqual({ result: true, message: 'Selected materials deleted', deleted: 3 });
    expect(await idsOf(productId)).toEqual([ids[1]]);
    const [audit] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'material.delete'), eq(auditLog.targetId, String(productId))));
    expect((audit?.before as { id: number }[]).map((m) => m.id).sort()).toEqual([...chosen].sort());
  });

  it('ids of another product refuse the whole delete with 404 and delete nothing', async () => {
    const mine = await productWith(2);
    const theirs = await productWith(2);
    const res = await del(as[Role.Admin], {
      productId: mine.productId,
      ids: [mine.ids[0], theirs.ids[0]],
    });
    expectError(res, 404);
    expect(await idsOf(mine.productId)).toEqual(mine.ids);
    expect(await idsOf(theirs.productId)).toEqual(theirs.ids);
    expectError(await del(as[Role.Admin], { productId: mine.productId, ids: [999_999] }), 404);
    expect(await idsOf(mine.productId)).toEqual(mine.ids);
  });

  it('roles 2, 3 and 4 may not delete components', async () => {
    const { productId, ids } = await productWith(2);
    for (const role of [Role.User, Role.Compliance, Role.Engineer] as RoleId[])
      expectError(await del(as[role], { productId, ids }), 403, 'You do not have permission');
    expect(await idsOf(productId)).toEqual(ids);
  });

  it('another company’s component: the role is refused first (403), an unknown product is 404', async () => {
    const other = await createProduct(t.ctx.db, { statusId: 2 });
    const m = await createMaterial(t.ctx.db, { productId: other.id });
    // Deleting is for admins, who reach every company: the route refuses the role itself.
    expectError(await del(as[Role.Compliance], { productId: other.id, id: m.id }), 403);
    expectError(await del(as[Role.Admin], { productId: 999_999, id: m.id }), 404);
    const left = await t.ctx.db
      .select()
      .from(materials)
      .where(inArray(materials.id, [m.id]));
    expect(left).toHaveLength(1);
  });

  it('naming no component is a validation error', async () => {
    const { productId } = await productWith(1);
    expectError(await del(as[Role.Admin], { productId }), 400);
    expectError(await del(as[Role.Admin], { productId, ids: [] }), 400);
  });

  it('a guest gets 401', async () => {
    const { productId, ids } = await productWith(1);
    expectError(await del(undefined, { productId, ids }), 401);
  });
});
