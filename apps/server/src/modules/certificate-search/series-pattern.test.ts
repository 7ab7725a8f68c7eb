import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { createCdoc, createMaterial } from '../../../test/factories.js';
import { searchPart } from './search-material.js';

describe('Search database with series patterns', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it.each([
    ['0215*.MXP', '0215002.MXP', 'Littelfuse Inc.', 'Littelfuse'],
    ['B3292*', 'B32922C3104M', 'TDK Electronics AG', 'EPCOS'],
  ])('a record for %s is found for the part %s', async (pattern, part, holder, maker) => {
    const cdoc = await createCdoc(t.ctx.db, { holder, models: [pattern] });
    const material = await createMaterial(t.ctx.db, { componentName: part, manufacturer: maker });
    const stored = await t.ctx.db.transaction((tx) =>
      searchPart(tx, { id: material.partId ?? 0, componentName: part, manufacturer: maker }),
    );
    expect(stored.map((s) => [s.cdocId, s.matchPercent])).toEqual([[cdoc.id, 90]]);
  });
});
