import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role, type Material, type RoleId } from '@partproof/shared';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { createCompany, createMaterial, createProduct, signedIn } from '../../../test/factories.js';
import { expectError, fieldErrors } from '../../../test/helpers.js';
import { auditLog, materials } from '../../db/schema/index.js';

type Headers = { authorization: string };

describe('material/get and material/update', () => {
  let t: TestApp;
  let companyId: number;
  const as = {} as Record<RoleId, Headers>;

  const call = (url: 'get' | 'update', headers: Headers | undefined, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/material/${url}`, headers, payload });
  const stored = async (id: number) =>
    (await t.ctx.db.select().from(materials).where(eq(materials.id, id)))[0];
  /** A component of a company product in the given product status. */
  const materialIn = async (statusId = 1, critical = true) => {
    const product = await createProduct(t.ctx.db, { companyId, statusId });
    return createMaterial(t.ctx.db, { productId: product.id, critical });
  };

  beforeAll(async () => {
    t = await buildTestApp();
    companyId = (await createCompany(t.ctx.db)).id;
    as[Role.Admin] = (await signedIn(t.app, t.ctx.db, { role: Role.Admin })).headers;
    for (const role of [Role.User, Role.Compliance, Role.Engineer] as RoleId[])
      as[role] = (await signedIn(t.app, t.ctx.db, { role, companyId })).headers;
  });
  afterAll(() => t.close());

  it('material/get returns the component to every role of its company', async () => {
    const m = await materialIn(2);
    for (const role of [Role.Admin, Role.User, Role.Compliance, Role.Engineer] as RoleId[]) {
      const res = await call('get', as[role], { id: m.id });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<Material>()).toMatchObject({
        id: m.id,
        productId: m.productId,
        internalReference: m.internalReference,
        componentName: m.componentName,
        designator: ['R1'],
        materialStatus: { id: 1 },
        datasheetURL: null,
      });
    }
  });

  it('material/get is 404 for another company’s component and for an unknown id', async () => {
    const other = await createMaterial(t.ctx.db);
    expectError(await call('get', as[Role.Compliance], { id: other.id }), 404);
    expectError(await call('get', as[Role.Admin], { id: 999_999 }), 404);
  });

  it('material/update edits the component’s fields and audits the change', async () => {
    const m = await materialIn(3);
    const res = await call('update', as[Role.User], {
      id: m.id,
      componentName: 'RC0603FR-0747KL',
      manufacturer: 'Yageo Corp.',
      type: 'Resistor (thick film)',
      internalReference: 'IPN-47K',
      designator: ['R3', 'R4'],
      critical: false,
      requiredCertificates: ['UL'],
    });
    expect(res.statusCode, res.body).toBe(200);
    const expected = {
      componentName: 'RC0603FR-0747KL',
      manufacturer: 'Yageo Corp.',
      type: 'Resistor (thick film)',
      internalReference: 'IPN-47K',
      designator: ['R3', 'R4'],
      critical: false,
      requiredCertificates: ['UL'],
    };
    expect(res.json<Material>()).toMatchObject(expected);
    expect(await stored(m.id)).toMatchObject(expected);
    const [audit] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'material.update'), eq(auditLog.targetId, String(m.id))));
    expect(audit?.before).toMatchObject({ componentName: m.componentName });
  });

  it('a blank field on update is “Required”', async () => {
    const m = await materialIn();
    const res = await call('update', as[Role.Admin], { id: m.id, componentName: ' ' });
    expectError(res, 400);
    expect(fieldErrors(res, 'componentName')).toEqual(['Required']);
    expect((await stored(m.id))?.componentName).toBe(m.componentName);
  });

  it('the critical flag cannot change while the product is Ready for review', async () => {
    const m = await materialIn(2, true);
    const res = await call('update', as[Role.Admin], { id: m.id, critical: false });
    expectError(res, 409, 'The critical flag cannot change while the product is in review');
    expect((await stored(m.id))?.critical).toBe(true);
    // Other fields, and sending the unchanged flag, are still fine.
    const ok = await call('update', as[Role.Compliance], {
      id: m.id,
      critical: true,
      manufacturer: 'Vishay',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await stored(m.id))?.manufacturer).toBe('Vishay');
  });

  it.each([1, 3, 4])(
    'the critical flag toggles while the product has status %i',
    async (status) => {
      const m = await materialIn(status, true);
      // Compliance: a pending product is closed to role 2 (pending-product.test.ts).
      const res = await call('update', as[Role.Compliance], { id: m.id, critical: false });
      expect(res.statusCode, res.body).toBe(200);
      expect((await stored(m.id))?.critical).toBe(false);
    },
  );

  it('an engineer may not edit a component', async () => {
    const m = await materialIn();
    expectError(await call('update', as[Role.Engineer], { id: m.id, componentName: 'X' }), 403);
    expect((await stored(m.id))?.componentName).toBe(m.componentName);
  });

  it('a user of another company gets 404 for the update (an engineer 403: the role first)', async () => {
    const other = await createMaterial(t.ctx.db);
    for (const role of [Role.User, Role.Compliance] as RoleId[])
      expectError(await call('update', as[role], { id: other.id, componentName: 'X' }), 404);
    expectError(await call('update', as[Role.Engineer], { id: other.id, componentName: 'X' }), 403);
    expect((await stored(other.id))?.componentName).toBe(other.componentName);
  });

  it('a guest gets 401 for both calls', async () => {
    const m = await materialIn();
    expectError(await call('get', undefined, { id: m.id }), 401);
    expectError(await call('update', undefined, { id: m.id, componentName: 'X' }), 401);
  });
});
