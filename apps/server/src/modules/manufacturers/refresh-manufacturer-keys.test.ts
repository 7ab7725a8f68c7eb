import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { insertCdoc } from '../../../test/search-support.js';
import { cdocs, manufacturerKeyVersion, manufacturers } from '../../db/schema/index.js';
import { resolverVersion } from './identity/key-version.js';
import { refreshManufacturerKeys } from './refresh-manufacturer-keys.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('refreshManufacturerKeys', () => {
  it('recomputes stale stored keys once per resolver version, only where they differ', async () => {
    await refreshManufacturerKeys(t.ctx.db);
    // Keys as an older resolver stored them: cities and 'Electronics' kept, no alias.
    const holder = 'Suzhou Good-Ark Electronics Co., Ltd.';
    const stale = [
      await insertCdoc(t.ctx.db, { holder, models: ['SS14'] }),
      await insertCdoc(t.ctx.db, { holder, models: ['SS16'] }),
    ];
    const current = await insertCdoc(t.ctx.db, { holder: 'Nichicon', models: ['UVR1H101MED'] });
    const ids = stale.map((c) => c.id);
    await t.ctx.db
      .update(cdocs)
      .set({ holderKey: 'suzhougoodarkelectronics' })
      .where(inArray(cdocs.id, ids));
    await t.ctx.db.insert(manufacturers).values({ name: 'Kyocera AVX Components Corporation' });
    await t.ctx.db.update(manufacturerKeyVersion).set({ version: 'older' });

    const refresh = await refreshManufacturerKeys(t.ctx.db);
    expect(refresh).toEqual({
      version: resolverVersion(),
      holders: 1,
      cdocs: 2,
      manufacturers: 1,
      parts: { rekeyed: 0, merged: 0 },
    });
    const keys = await t.ctx.db
      .select({ id: cdocs.id, key: cdocs.holderKey, updatedAt: cdocs.updatedAt })
      .from(cdocs)
      .where(inArray(cdocs.id, [...ids, current.id]));
    expect(keys.map((k) => k.key).sort()).toEqual(['goodark', 'goodark', 'nichicon']);
    // A derived column: the records themselves did not change.
    expect(keys.find((k) => k.id === stale[0]?.id)?.updatedAt).toEqual(stale[0]?.updatedAt);
    const [avx] = await t.ctx.db
      .select({ key: manufacturers.key })
      .from(manufacturers)
      .where(eq(manufacturers.name, 'Kyocera AVX Components Corporation'));
    expect(avx?.key).toBe('kyoceraavx');

    expect(await refreshManufacturerKeys(t.ctx.db)).toBeNull();
  });
});
