import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role, SHIPPED_EXEMPTION_TABLE } from '@partproof/shared';
import { buildTestApp, type TestApp } from '../../test/build-app.js';
import { insertDeclaration } from '../../test/declarations.js';
import {
  createCdoc,
  createMaterial,
  createMaterialCertificate,
  createProduct,
  signedIn,
} from '../../test/factories.js';
import { cdocs, mails, parts } from '../db/schema/index.js';
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

  it('ages approved RoHS declarations: soon outdated before an exemption expires, outdated after; each change mailed once', async () => {
    const rohsAdmin = await signedIn(t.app, t.ctx.db, { role: Role.Admin, isRoHSAllow: true });
    const product = await createProduct(t.ctx.db, { name: 'UV Sterilizer S1' });
    const material = await createMaterial(t.ctx.db, {
      productId: product.id,
      manufacturer: 'Bel Fuse',
      componentName: '0ZCJ0050FF2E',
    });
    // 1(f)-I ends on one date in every category (the shipped table).
    const exemption = SHIPPED_EXEMPTION_TABLE.exemptions.find((e) => e.id === '1(f)-I');
    const expires = exemption?.categories[0]?.expires;
    if (!exemption || !expires) throw new Error('the shipped table has no 1(f)-I with a date');
    await insertDeclaration(t.ctx.db, {
      manufacturer: 'Bel Fuse',
      partIds: [material.partId ?? 0],
      values: { reviewState: 'approved', exemptions: [exemption.id], dateIssue: '2005-01-01' },
    });
    const lastDay = new Date(`${expires}T12:00:00Z`);
    const before = new Date(lastDay.getTime() - 400 * 86_400_000);
    const close = new Date(lastDay.getTime() - 30 * 86_400_000);
    const after = new Date(lastDay.getTime() + 86_400_000);
    const agedMails = () =>
      t.ctx.db
        .select()
        .from(mails)
        .where(and(eq(mails.kind, 'rohs-aged'), eq(mails.to, rohsAdmin.user.email)))
        .orderBy(mails.id);
    await runExpirySweep(t.ctx, before);
    expect(await rohsOf(material.partId ?? 0)).toBe(2);
    expect(await agedMails()).toHaveLength(0);

    expect((await runExpirySweep(t.ctx, close)).rohsChanged).toBe(1);
    expect(await rohsOf(material.partId ?? 0)).toBe(5);
    const [soon] = await agedMails();
    expect(soon?.subject).toBe('RoHS status changed: 1 component of UV Sterilizer S1');
    expect(soon?.text).toContain('0ZCJ0050FF2E (Bel Fuse): Approved → Soon outdated');
    expect(soon?.text).toContain(`Relies on exemption 1(f)-I, which expires ${expires}`);
    expect(soon?.text).toContain(`/products/${product.id}`);
    // The same status the next day: no second mail.
    await runExpirySweep(t.ctx, new Date(close.getTime() + 86_400_000));
    expect(await agedMails()).toHaveLength(1);

    await runExpirySweep(t.ctx, after);
    expect(await rohsOf(material.partId ?? 0)).toBe(6);
    const outdated = await agedMails();
    expect(outdated).toHaveLength(2);
    expect(outdated[1]?.text).toContain('Soon outdated → Outdated');
  });

  it('a part used by products of two categories ages for each product by its own category', async () => {
    const rohsAdmin = await signedIn(t.app, t.ctx.db, { role: Role.Admin, isRoHSAllow: true });
    const router = await createProduct(t.ctx.db, { name: 'Router R3', eeeCategory: 3 });
    const meter = await createProduct(t.ctx.db, { name: 'Flow meter F9', eeeCategory: 9 });
    const inRouter = await createMaterial(t.ctx.db, {
      productId: router.id,
      manufacturer: 'Amphenol',
      componentName: 'RJHSE-5380',
    });
    const inMeter = await createMaterial(t.ctx.db, {
      productId: meter.id,
      manufacturer: 'Amphenol',
      componentName: 'RJHSE-5380',
    });
    expect(inMeter.partId).toBe(inRouter.partId);
    // 6(b)-I: 2026-12-11 for categories 1–7 and 10, 2027-06-30 for 9 and 11 (shipped table).
    await insertDeclaration(t.ctx.db, {
      manufacturer: 'Amphenol',
      partIds: [inRouter.partId ?? 0],
      values: { reviewState: 'approved', exemptions: ['6(b)-I'], dateIssue: '2024-01-01' },
    });
    await runExpirySweep(t.ctx, new Date('2026-12-12T12:00:00Z'));
    const shown = async (productId: number) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/product/get',
        headers: rohsAdmin.headers,
        payload: { id: productId },
      });
      return res.json<{ materials: { rohsStatus: number; rohsStatusReason: string }[] }>()
        .materials[0];
    };
    expect(await shown(router.id)).toMatchObject({
      rohsStatus: 6,
      rohsStatusReason: 'Relies on exemption 6(b)-I, expired 2026-12-11 for category 3',
    });
    expect((await shown(meter.id))?.rohsStatus).toBe(2);
    const subjects = (
      await t.ctx.db
        .select({ subject: mails.subject })
        .from(mails)
        .where(and(eq(mails.kind, 'rohs-aged'), eq(mails.to, rohsAdmin.user.email)))
    ).map((m) => m.subject);
    expect(subjects).toContain('RoHS status changed: 1 component of Router R3');
    expect(subjects.some((subject) => subject.includes('Flow meter F9'))).toBe(false);
  });

  const rohsOf = async (partId: number) =>
    (await t.ctx.db.select({ s: parts.rohsStatus }).from(parts).where(eq(parts.id, partId)))[0]?.s;
});
