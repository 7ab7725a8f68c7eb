import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role, type BomUploadResult } from '@partproof/shared';
import { files } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { signedIn, wizardPayload } from '../../../test/factories.js';
import { fixture } from '../../../test/fixtures/boms/make-files.js';
import { expectError, storedFiles } from '../../../test/helpers.js';

/** A multipart body with one file part and optional text fields. */
function multipart(
  file: { name: string; bytes: Buffer } | null,
  fields: Record<string, string> = {},
) {
  const boundary = '----partproof-test-boundary';
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('BOM upload (wizard step 02)', () => {
  let t: TestApp;
  let admin: { headers: { authorization: string } };
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await signedIn(t.app, t.ctx.db, { role: Role.Admin });
  });
  afterAll(() => t.close());

  const upload = (
    headers: object,
    file: { name: string; bytes: Buffer } | null,
    fields?: Record<string, string>,
  ) => {
    const body = multipart(file, fields);
    return t.app.inject({
      method: 'POST',
      url: '/api/collectionProductMaterials/parseFile',
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  };

  it('parses a KiCad BOM into components with expanded designators and keeps the file', async () => {
    const res = await upload(
      admin.headers,
      { name: 'kicad.csv', bytes: fixture('kicad-grouped.csv') },
      { productName: 'Kettle' },
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<BomUploadResult>();
    expect(body.needsMapping).toBe(false);
    expect(body.materials.length).toBeGreaterThan(3);
    expect(body.materials.every((m) => m.componentName && m.manufacturer && m.type)).toBe(true);
    expect(body.fileName).toBe('kicad.csv');
    expect(body.filePath).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('expands hierarchical KiCad designators and marks rows without a part number', async () => {
    const res = await upload(admin.headers, {
      name: 'kicad-hierarchical.csv',
      bytes: fixture('kicad-hierarchical-lcsc.csv'),
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<BomUploadResult>();
    // Each grouped row's designators match its Qty column (C1_1-C1_36 → 36).
    const quantities = [36, 37, 8, 1, 4, 2, 1];
    expect(body.materials.map((m) => m.designator.length)).toEqual(quantities);
    expect(body.materials.map((m) => m.quantity)).toEqual(quantities);
    expect(
      body.materials.filter((m) => m.partNumberSource === 'none').map((m) => m.componentName),
    ).toEqual(['2.2uF 0603 25V', 'LM317', 'LED green', 'Conn_01x02']);
    expect(body.materials[1]).toMatchObject({
      componentName: 'RC0603FR-0710KL',
      manufacturer: 'YAGEO',
      partNumberSource: 'datasheet-url',
    });
    expect(body.warnings[0]).toBe(
      'Part numbers for 3 rows were read from the web addresses in the "Datasheet" column; please check them',
    );
    expect(body.warnings[1]).toMatch(/^4 rows have no part number/);

    // What the wizard sends back, partNumberSource included, still saves.
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/product/save',
      headers: admin.headers,
      payload: {
        ...wizardPayload(0),
        collectionProductMaterials: body.fileName,
        filePath: body.filePath,
        materials: body.materials.map(({ alternativeOf: _alternativeOf, ...m }) => ({
          ...m,
          requiredCertificates: [],
        })),
      },
    });
    expect(saved.statusCode, saved.body).toBe(201);
  });

  it('asks for the mapping when headers say nothing, then parses with the corrected one', async () => {
    const first = await upload(admin.headers, {
      name: 'generic.csv',
      bytes: fixture('generic-headers.csv'),
    });
    const body = first.json<BomUploadResult>();
    expect(body.detection.confidence).toBe('low');
    expect(body.needsMapping).toBe(true);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/collectionProductMaterials/reparse',
      headers: admin.headers,
      payload: {
        filePath: body.filePath,
        mapping: {
          designator: 0,
          value: 1,
          manufacturer: 2,
          partNumber: 3,
          description: 4,
          dnp: 5,
        },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const parsed = res.json<BomUploadResult>();
    expect(parsed.needsMapping).toBe(false);
    expect(parsed.materials.find((m) => m.componentName === 'RC0603FR-0710KL')).toMatchObject({
      manufacturer: 'Yageo',
      designator: ['R1', 'R2'],
    });
  });

  it('reads the columns from the header row the user names when a title line was taken for it', async () => {
    const titled = Buffer.from(
      [
        'Sensor board rev C - bill of materials',
        'Field1;Field2;Field3;Field4',
        'R1, R2;Yageo;RC0603FR-0710KL;RES 10K 0603',
        'C1;Murata;GRM188R71H104KA93D;CAP 100N 0603',
      ].join('\r\n'),
    );
    const first = (
      await upload(admin.headers, { name: 'titled.csv', bytes: titled })
    ).json<BomUploadResult>();
    expect(first.detection.headerRow).toBe(1);
    expect(first.needsMapping).toBe(true);

    const reparse = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/collectionProductMaterials/reparse',
        headers: admin.headers,
        payload: { filePath: first.filePath, ...payload },
      });
    const rowTwo = await reparse({ headerRow: 2 });
    expect(rowTwo.statusCode, rowTwo.body).toBe(200);
    const columns = rowTwo.json<BomUploadResult>();
    expect(columns.detection.headerRow).toBe(2);
    expect(columns.detection.columns.map((c) => c.header)).toEqual([
      'Field1',
      'Field2',
      'Field3',
      'Field4',
    ]);
    expect(columns.detection.sampleRows[0]?.[2]).toBe('RC0603FR-0710KL');
    expect(columns.needsMapping).toBe(true);

    const parsed = await reparse({
      headerRow: 2,
      mapping: { designator: 0, manufacturer: 1, partNumber: 2, description: 3 },
    });
    expect(parsed.json<BomUploadResult>().materials).toMatchObject([
      { componentName: 'RC0603FR-0710KL', manufacturer: 'Yageo', designator: ['R1', 'R2'] },
      { componentName: 'GRM188R71H104KA93D', manufacturer: 'Murata', designator: ['C1'] },
    ]);

    const beyond = await reparse({ headerRow: 9 });
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json<{ message: string }>().message).toBe('Header row 9 is not in the file');
  });

  it("another user cannot reparse someone else's upload", async () => {
    const first = await upload(admin.headers, {
      name: 'generic.csv',
      bytes: fixture('generic-headers.csv'),
    });
    const other = await signedIn(t.app, t.ctx.db, { role: Role.Compliance });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/collectionProductMaterials/reparse',
      headers: other.headers,
      payload: { filePath: first.json<BomUploadResult>().filePath, mapping: { partNumber: 3 } },
    });
    expect(res.statusCode).toBe(404);
  });

  it("answers 'Please upload a file' without a file", async () => {
    const res = await upload(admin.headers, null, { productName: 'Kettle' });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe('Please upload a file');
  });

  it('refuses a renamed executable with 415 and stores nothing', async () => {
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(2000, 0x90)]);
    const res = await upload(admin.headers, { name: 'bom.csv', bytes: exe });
    expect(res.statusCode).toBe(415);
  });

  it('refuses an 11 MB upload with 413', async () => {
    const big = Buffer.alloc(11 * 1024 * 1024, 'a,b,c\n');
    const res = await upload(admin.headers, { name: 'big.csv', bytes: big });
    expect(res.statusCode).toBe(413);
  });

  describe('quota of stored BOM files', () => {
    const HOUR = 60 * 60_000;
    /** BOM files the user stored earlier (rows only: the quota counts rows). */
    const stored = (userId: number, sizes: number[], hoursAgo = 1) =>
      t.ctx.db.insert(files).values(
        sizes.map((size) => ({
          id: randomUUID(),
          originalName: 'earlier.csv',
          mime: 'text/csv',
          size,
          kind: 'bom',
          uploadedBy: userId,
          createdAt: new Date(Date.now() - hoursAgo * HOUR),
        })),
      );
    const kettle = { name: 'kicad.csv', bytes: fixture('kicad-grouped.csv') };

    it('refuses the 101st BOM of a day with 429 and stores nothing', async () => {
      const { user, headers } = await signedIn(t.app, t.ctx.db, { role: Role.User });
      await stored(user.id, Array<number>(99).fill(1000));
      expect((await upload(headers, kettle)).statusCode).toBe(200);
      const before = await storedFiles(t.ctx.db, t.config.dataDir);
      const res = await upload(headers, kettle);
      expectError(
        res,
        429,
        'You have uploaded 100 BOM file(s) (1 MB) in the last 24 hours; at most 100 files or 200 MB are allowed. Try again later',
      );
      // The oldest upload, an hour old, leaves the window in 23 hours.
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(22 * 3600);
      expect(await storedFiles(t.ctx.db, t.config.dataDir)).toEqual(before);
      // Someone else's uploads are their own.
      const other = await signedIn(t.app, t.ctx.db, { role: Role.User });
      expect((await upload(other.headers, kettle)).statusCode).toBe(200);
    });

    it('refuses an upload that would pass 200 MB a day; yesterday’s uploads do not count', async () => {
      const { user, headers } = await signedIn(t.app, t.ctx.db, { role: Role.User });
      await stored(user.id, Array<number>(150).fill(1024), 25);
      await stored(user.id, [200 * 1024 * 1024 - 100]);
      expectError(await upload(headers, kettle), 429);
      const fresh = await signedIn(t.app, t.ctx.db, { role: Role.User });
      await stored(fresh.user.id, Array<number>(150).fill(1024), 25);
      expect((await upload(fresh.headers, kettle)).statusCode).toBe(200);
    });
  });
});
