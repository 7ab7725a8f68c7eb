import { readFileSync } from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role, type CdocImportResult } from '@partproof/shared';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { signedIn } from '../../../test/factories.js';
import { expectError, form, PNG_BYTES } from '../../../test/helpers.js';
import { auditLog, cdocs, manufacturers } from '../../db/schema/index.js';
import { resolveManufacturer } from '../manufacturers/identity/manufacturer.js';

type Headers = { authorization: string };
const fixture = (name: string) =>
  readFileSync(path.join(import.meta.dirname, '../../../test/fixtures/cdocs', name));

describe('POST /api/cdocs/import', () => {
  let t: TestApp;
  let admin: Headers;
  let user: Headers;

  const upload = (headers: Headers, bytes: Buffer, name = 'export.csv') =>
    t.app.inject({
      method: 'POST',
      url: '/api/cdocs/import',
      headers,
      payload: form({}, { field: 'file', bytes, name, type: 'text/csv' }),
    });
  const byRef = async (ref: string) =>
    (await t.ctx.db.select().from(cdocs).where(eq(cdocs.refNumber, ref)))[0];
  const cdocCount = async () =>
    (await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(cdocs))[0]?.n ?? 0;

  beforeAll(async () => {
    t = await buildTestApp();
    admin = (await signedIn(t.app, t.ctx.db, { role: Role.Admin })).headers;
    user = (await signedIn(t.app, t.ctx.db, { role: Role.User })).headers;
  });
  afterAll(() => t.close());

  it('imports a directory export, merging the rows of one certificate', async () => {
    const res = await upload(admin, fixture('directory-export.csv'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<CdocImportResult>()).toEqual({
      imported: 4,
      updated: 0,
      skipped: 0,
      errors: [],
      needsMapping: false,
    });

    const tdk = await byRef('E41515');
    expect(tdk).toMatchObject({
      certifyingBody: 'UL',
      documentNo: 'D-1001',
      holder: 'TDK Electronics AG',
      holderKey: 'tdk',
      models: ['B32922C3104M', 'B32922C3224M', 'B32922C3474M'],
      modelSearch: 'b32922c3104m b32922c3224m b32922c3474m',
      standard: 'UL 60384-14',
      issueDate: '2021-04-01',
      expiryDate: '2031-03-31',
      isValid: true,
      serviceName: 'import',
      documentLinks: [
        'https://certificates.example/ul/E41515.pdf',
        'https://certificates.example/ul/E41515-page2.pdf',
      ],
    });
    // Line breaks separate models; d.m.Y dates are read as day first.
    expect(await byRef('40012345')).toMatchObject({
      models: ['G5LE-1A DC12', 'G5LE-1A DC24'],
      issueDate: '2022-06-15',
      expiryDate: '2027-06-14',
    });
    expect(await byRef('R 50321234')).toMatchObject({
      models: ['3721*'],
      modelSearch: '3721',
      isValid: false,
      whyValid: 'Expired',
    });
    // An Excel serial day number in a CSV cell is a date too.
    expect(await byRef('ENEC-0815')).toMatchObject({ expiryDate: '2027-01-31', documentLinks: [] });

    // The holders become selectable manufacturers; one audit entry records the import.
    const names = (await t.ctx.db.select().from(manufacturers)).map((m) => m.name);
    expect(names).toEqual(expect.arrayContaining(['TDK Electronics AG', 'Schurter AG']));
    const audit = await t.ctx.db.select().from(auditLog).where(eq(auditLog.action, 'cdoc.import'));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.actorId).not.toBeNull();
  });

  it('importing the same file again changes nothing', async () => {
    const before = await byRef('E41515');
    const res = await upload(admin, fixture('directory-export.csv'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<CdocImportResult>()).toEqual({
      imported: 0,
      updated: 0,
      skipped: 4,
      errors: [],
      needsMapping: false,
    });
    expect(await cdocCount()).toBe(4);
    expect((await byRef('E41515'))?.updatedAt).toEqual(before?.updatedAt);
  });

  it('counts a real change as updated, case-insensitive on body and reference', async () => {
    const csv = [
      'Certifying Body,Ref No,Manufacturer,Model,Expiry Date',
      'ul,e41515,TDK Electronics AG,B32922C3104M;B32922C3224M;B32922C3474M,2032-03-31',
    ].join('\n');
    const res = await upload(admin, Buffer.from(csv));
    expect(res.json<CdocImportResult>()).toMatchObject({ imported: 0, updated: 1, skipped: 0 });
    const row = await byRef('E41515');
    // The stored spelling of the key stays; columns the file lacks keep their values.
    expect(row).toMatchObject({
      certifyingBody: 'UL',
      expiryDate: '2032-03-31',
      documentNo: 'D-1001',
      standard: 'UL 60384-14',
    });
    expect(row?.documentLinks).toHaveLength(2);
    expect(await cdocCount()).toBe(4);
  });

  it('reports malformed rows with their row numbers and imports only the good ones', async () => {
    const res = await upload(admin, fixture('malformed-export.csv'));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<CdocImportResult>();
    expect(body).toMatchObject({ imported: 2, updated: 0, skipped: 4 });
    expect(body.errors.map((e) => e.row)).toEqual([3, 4, 5, 6]);
    expect(body.errors[0]?.message).toMatch(/Certifying Body missing/);
    expect(body.errors[1]?.message).toMatch(/Issue Date "31.02.2024" is not a date/);
    expect(body.errors[2]?.message).toMatch(/Validity/);
    expect(body.errors[3]?.message).toMatch(/Link/);
    expect(await byRef('E90001')).toBeDefined();
    expect(await byRef('40090006')).toMatchObject({ holderKey: 'vishay', isValid: true });
    for (const ref of ['E90002', 'E90003', 'E90004', 'E90005'])
      expect(await byRef(ref)).toBeUndefined();
  });

  it('a database failure mid-import leaves nothing half-written', async () => {
    // One statement per call: prepared statements take a single command.
    await t.ctx.db.execute(
      sql.raw(`
        create function fail_on_cdoc_bomb() returns trigger language plpgsql as $$
        begin
          if new.ref_number = 'E77002' then raise exception 'refusing %', new.ref_number; end if;
          return new;
        end $$`),
    );
    await t.ctx.db.execute(
      sql.raw(`create trigger cdocs_bomb before insert on cdocs
        for each row execute function fail_on_cdoc_bomb()`),
    );
    try {
      const before = { cdocs: await cdocCount(), e90001: await byRef('E90001') };
      const csv = [
        'Certifying Body,Reference Number,Holder,Model,Expiry Date',
        'UL,E90001,Yageo,RC0603FR-0710KL,2035-01-01',
        'UL,E77001,New Holder Ltd,RC0402,2030-01-01',
        'UL,E77002,New Holder Ltd,RC0402,2030-01-01',
      ].join('\n');
      expectError(await upload(admin, Buffer.from(csv)), 500, 'Internal server error');
      expect(await cdocCount()).toBe(before.cdocs);
      expect(await byRef('E90001')).toEqual(before.e90001);
      const holders = await t.ctx.db
        .select()
        .from(manufacturers)
        .where(eq(manufacturers.name, 'New Holder Ltd'));
      expect(holders).toEqual([]);
    } finally {
      await t.ctx.db.execute(sql.raw('drop trigger cdocs_bomb on cdocs'));
      await t.ctx.db.execute(sql.raw('drop function fail_on_cdoc_bomb()'));
    }
  });

  it('reads an xlsx export, with date cells and Excel serials', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Certificates');
    sheet.addRow([
      'Certifying Body',
      'Certificate No',
      'Holder',
      'Model',
      'Issue Date',
      'Expiry Date',
    ]);
    sheet.addRow([
      'CSA',
      '70012345',
      'Würth Elektronik eiSos',
      '7447709*',
      new Date(Date.UTC(2023, 4, 2)),
      47848,
    ]);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const res = await upload(admin, bytes, 'export.xlsx');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<CdocImportResult>()).toMatchObject({ imported: 1, errors: [] });
    expect(await byRef('70012345')).toMatchObject({
      holderKey: resolveManufacturer('Würth Elektronik'),
      models: ['7447709*'],
      issueDate: '2023-05-02',
      expiryDate: '2030-12-31',
    });
  });

  it('asks for a mapping when the required headers are not found, importing nothing', async () => {
    const before = await cdocCount();
    const res = await upload(admin, Buffer.from('Name,Part\nfoo,bar\n'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<CdocImportResult>()).toMatchObject({
      imported: 0,
      needsMapping: true,
      headerRow: 1,
      columns: [
        { index: 0, header: 'Name' },
        { index: 1, header: 'Part' },
      ],
      sampleRows: [['foo', 'bar']],
    });
    expect(await cdocCount()).toBe(before);
  });

  describe('with a column mapping', () => {
    const unnamed = Buffer.from(
      [
        '',
        'Field1,Field2,Field3,Field4,Field5,Field6',
        'VDE,40077001,Mapped Holder GmbH,MH-100;MH-200,2024-01-15,2029-01-14',
        'VDE,40077002,Mapped Holder GmbH,MH-300,2024-02-01,2029-01-31',
        'TÜV,R 77003,Other Mapped AG,OM-1,2023-05-05,2028-05-04',
        'TÜV,R 77004,Other Mapped AG,OM-2,2023-05-05,2028-05-04',
      ].join('\n'),
    );
    const mapping = {
      certifyingBody: 0,
      refNumber: 1,
      holder: 2,
      models: 3,
      issueDate: 4,
      expiryDate: 5,
    };
    const withMapping = (value: unknown, extra: Record<string, string> = {}) =>
      t.app.inject({
        method: 'POST',
        url: '/api/cdocs/import',
        headers: admin,
        payload: form(
          { mapping: typeof value === 'string' ? value : JSON.stringify(value), ...extra },
          { field: 'file', bytes: unnamed, name: 'unnamed.csv', type: 'text/csv' },
        ),
      });

    it('answers the header row cells and sample rows of headers Field1…Field6', async () => {
      const before = await cdocCount();
      const res = await upload(admin, unnamed);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json<CdocImportResult>();
      expect(body).toMatchObject({ imported: 0, updated: 0, skipped: 0, errors: [] });
      expect(body.needsMapping).toBe(true);
      expect(body.headerRow).toBe(2);
      expect(body.columns).toEqual(
        [1, 2, 3, 4, 5, 6].map((n) => ({ index: n - 1, header: `Field${n}` })),
      );
      expect(body.sampleRows).toHaveLength(3);
      expect(body.sampleRows?.[0]?.[1]).toBe('40077001');
      expect(await cdocCount()).toBe(before);
    });

    it('imports the file with the mapping', async () => {
      const res = await withMapping(mapping);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<CdocImportResult>()).toEqual({
        imported: 4,
        updated: 0,
        skipped: 0,
        errors: [],
        needsMapping: false,
      });
      expect(await byRef('40077001')).toMatchObject({
        certifyingBody: 'VDE',
        holder: 'Mapped Holder GmbH',
        models: ['MH-100', 'MH-200'],
        issueDate: '2024-01-15',
        expiryDate: '2029-01-14',
      });
    });

    it('re-importing with the mapping changes nothing', async () => {
      const before = { count: await cdocCount(), row: await byRef('40077001') };
      const res = await withMapping(mapping, { headerRow: '2' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<CdocImportResult>()).toMatchObject({ imported: 0, updated: 0, skipped: 4 });
      expect(await cdocCount()).toBe(before.count);
      expect((await byRef('40077001'))?.updatedAt).toEqual(before.row?.updatedAt);
    });

    it('refuses a bad mapping with details (400), importing nothing', async () => {
      const before = await cdocCount();
      const bad = await withMapping({ certifyingBody: 0, refNumber: 0, colour: 1, models: 9 });
      expectError(bad, 400);
      const details = bad.json<{ details: Record<string, string[]> }>().details;
      expect(Object.keys(details).sort()).toEqual([
        'mapping.colour',
        'mapping.holder',
        'mapping.models',
        'mapping.refNumber',
      ]);
      expectError(await withMapping('{not json'), 400);
      expectError(await withMapping([0, 1, 2]), 400);
      expectError(await withMapping({ ...mapping, holder: 1.5 }), 400);
      expectError(await withMapping(mapping, { headerRow: '99' }), 400);
      expect(await cdocCount()).toBe(before);
    });
  });

  it('refuses a file that is neither CSV nor xlsx by its bytes (415)', async () => {
    expectError(await upload(admin, PNG_BYTES, 'export.csv'), 415);
  });

  it('refuses a missing file (400) and a file over 10 MB (413)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/cdocs/import',
      headers: admin,
      payload: form({}),
    });
    expectError(res, 400, 'Please upload a file');
    const big = Buffer.alloc(10 * 1024 * 1024 + 10, 'a');
    expectError(await upload(admin, big), 413);
  });

  it('only admins import (403); guests get 401', async () => {
    const before = await cdocCount();
    expectError(
      await upload(user, fixture('directory-export.csv')),
      403,
      'You do not have permission',
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/cdocs/import',
      payload: form({}, { field: 'file', bytes: fixture('directory-export.csv'), name: 'a.csv' }),
    });
    expectError(res, 401);
    expect(await cdocCount()).toBe(before);
  });

  it('imports a large export in one go, and re-imports it unchanged', async () => {
    // Over a thousand rows: several chunks of the lookup and the insert (PGlite once
    // aborted on the lookup of a few hundred rows).
    const rows = Array.from(
      { length: 1200 },
      (_, i) => `TÜV SÜD,BULK-${i},Bulk Maker GmbH,BM${String(i).padStart(4, '0')},2031-01-01`,
    );
    const bytes = Buffer.from(
      ['Certifying Body,Reference Number,Holder,Model,Expiry Date', ...rows].join('\n'),
    );
    const first = await upload(admin, bytes, 'bulk.csv');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<CdocImportResult>()).toMatchObject({ imported: 1200, updated: 0 });
    expect((await byRef('BULK-1199'))?.models).toEqual(['BM1199']);
    const again = await upload(admin, bytes, 'bulk.csv');
    expect(again.json<CdocImportResult>()).toMatchObject({
      imported: 0,
      updated: 0,
      skipped: 1200,
    });
  });
});
