import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROHS_EXEMPTIONS, Role } from '@partproof/shared';
import { buildTestApp, type TestApp } from '../../test/build-app.js';
import { insertDeclaration } from '../../test/declarations.js';
import {
  createCdoc,
  createMaterial,
  createMaterialCertificate,
  createProduct,
  signedIn,
} from '../../test/factories.js';
import { cdocs, parts } from '../db/schema/index.js';
import { runExpirySweep } from './expiry-sweep.js';

describe('the daily expiry sweep', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('invalidates expired certificates and flags the components and products relying on them', async () => {
    const admin = await signedIn(t.app, t.ctx.db, { role: Role.Admin });
    const product = await createProduct(t.ctx.db);
    const relying = await createMaterial(t.ctx.db, { productId: product.id });
    const unaffected = await createMaterial(t.ctx.db, { productId: product.id });
    const expired = await createCdoc(t.ctx.db, { expiryDate: '2026-01-31' });
    const current = await createCdoc(t.ctx.db, { expiryDate: '2031-01-01' });
    await createMaterialCertificate(t.ctx.db, { materialId: relying.id, cdocId: expired.id });
    await createMaterialCertificate(t.ctx.db, { materialId: unaffected.id, cdocId: current.id });

    const result = await runExpirySweep(t.ctx, new Date('2026-06-01T03:00:00Z'));
    expect(result).toMatchObject({ flaggedMaterials: 1, flaggedProducts: 1 });
    expect(result.expired).toBeGreaterThanOrEqual(1);

    const [record] = await t.ctx.db.select().from(cdocs).where(eq(cdocs.id, expired.id));
    expect(record).toMatchObject({ isValid: false, whyValid: 'Expired on 2026-01-31' });
    const [still] = await t.ctx.db.select().from(cdocs).where(eq(cdocs.id, current.id));
    expect(still?.isValid).toBe(true);

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/product/get',
      headers: admin.headers,
      payload: { id: product.id },
    });
    const body = res.json<{
      certificateExpired: boolean;
      materials: { id: number; certificateExpired: boolean }[];
    }>();
    expect(body.certificateExpired).toBe(true);
    expect(body.materials.find((m) => m.id === relying.id)?.certificateExpired).toBe(true);
    expect(body.materials.find((m) => m.id === unaffected.id)?.certificateExpired).toBe(false);
  });

  it('a second run the same day changes nothing', async () => {
    const day = new Date('2026-06-01T04:00:00Z');
    await runExpirySweep(t.ctx, day);
    expect(await runExpirySweep(t.ctx, day)).toEqual({
      expired: 0,
      flaggedMaterials: 0,
      flaggedProducts: 0,
      rohsChanged: 0,
    });
  });

  it('ages approved RoHS declarations: soon outdated before an exemption expires, outdated after', async () => {
    const material = await createMaterial(t.ctx.db, {
      manufacturer: 'Bel Fuse',
      componentName: '0ZCJ0050FF2E',
    });
    const [exemption] = ROHS_EXEMPTIONS.filter((e) => e.expires && !e.renewalPending);
    if (!exemption?.expires) throw new Error('the exemption table has no expiring exemption');
    await insertDeclaration(t.ctx.db, {
      manufacturer: 'Bel Fuse',
      partIds: [material.partId ?? 0],
      values: { reviewState: 'approved', exemptions: [exemption.id], dateIssue: '2005-01-01' },
    });
    const expires = new Date(`${exemption.expires}T12:00:00Z`);
    const before = new Date(expires.getTime() - 400 * 86_400_000);
    const close = new Date(expires.getTime() - 30 * 86_400_000);
    const after = new Date(expires.getTime() + 86_400_000);
    await runExpirySweep(t.ctx, before);
    expect(await rohsOf(material.partId ?? 0)).toBe(2);
    expect((await runExpirySweep(t.ctx, close)).rohsChanged).toBe(1);
    expect(await rohsOf(material.partId ?? 0)).toBe(5);
    await runExpirySweep(t.ctx, after);
    expect(await rohsOf(material.partId ?? 0)).toBe(6);
  });

  const rohsOf = async (partId: number) =>
    (await t.ctx.db.select({ s: parts.rohsStatus }).from(parts).where(eq(parts.id, partId)))[0]?.s;
});
