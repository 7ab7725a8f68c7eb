import { existsSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@partproof/shared';
import { buildTestApp, type TestApp } from '../../test/build-app.js';
import { createProduct, signedIn } from '../../test/factories.js';
import { expectError } from '../../test/helpers.js';
import { files } from '../db/schema/index.js';
import { saveFile, storedFilePath } from '../lib/storage.js';
import { removeUnusedBomFiles } from './bom-file-cleanup.js';

const HOUR = 60 * 60_000;

describe('the daily BOM file cleanup', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signedIn>>;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await signedIn(t.app, t.ctx.db, { role: Role.Admin });
  });
  afterAll(() => t.close());

  const upload = (kind = 'bom') =>
    saveFile(t.ctx.db, t.ctx, {
      bytes: Buffer.from('Designator,Part\nR1,RC0603\n'),
      originalName: 'board.csv',
      mime: 'text/csv',
      kind,
      uploadedBy: admin.user.id,
    });
  const stored = async (id: string) => ({
    row: (await t.ctx.db.select().from(files).where(eq(files.id, id))).length === 1,
    bytes: existsSync(storedFilePath(t.ctx.config.dataDir, id)),
  });

  it('removes a day-old BOM no product uses, and keeps used, recent and other files', async () => {
    const abandoned = await upload();
    const used = await upload();
    await createProduct(t.ctx.db, { ownerId: admin.user.id, bomFileId: used });
    const recent = await upload();
    const certificate = await upload('certificate');
    const [row] = await t.ctx.db.select().from(files).where(eq(files.id, recent));
    const createdAt = row?.createdAt.getTime() ?? 0;

    // Half a day on, every file is still young enough.
    await removeUnusedBomFiles(t.ctx, new Date(createdAt + 12 * HOUR));
    expect(await stored(abandoned)).toEqual({ row: true, bytes: true });

    const { removed } = await removeUnusedBomFiles(t.ctx, new Date(createdAt + 25 * HOUR));
    expect(removed).toBeGreaterThanOrEqual(2);
    expect(await stored(abandoned)).toEqual({ row: false, bytes: false });
    expect(await stored(recent)).toEqual({ row: false, bytes: false });
    expect(await stored(used)).toEqual({ row: true, bytes: true });
    expect(await stored(certificate)).toEqual({ row: true, bytes: true });
  });

  it('a wizard saved after the cleanup asks for the file again instead of failing', async () => {
    const abandoned = await upload();
    const [row] = await t.ctx.db.select().from(files).where(eq(files.id, abandoned));
    await removeUnusedBomFiles(t.ctx, new Date((row?.createdAt.getTime() ?? 0) + 25 * HOUR));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/product/save',
      headers: admin.headers,
      payload: {
        name: 'Late board',
        type: [{ id: null, title: 'IT equipment' }],
        standards: [{ id: null, title: 'IEC 62368-1' }],
        markets: [{ id: null, title: 'EU' }],
        developmentStatus: { id: null, title: 'Prototype' },
        manufacturer: 'Acme',
        customer: 'Dana',
        collectionProductMaterials: 'board.csv',
        filePath: abandoned,
        materials: [
          {
            internalReference: 'IPN-1',
            designator: ['R1'],
            componentName: 'RC0603',
            type: 'Resistor',
            manufacturer: 'Yageo',
            critical: false,
          },
        ],
      },
    });
    expectError(res, 400, 'The uploaded BOM file was not found');
  });
});
