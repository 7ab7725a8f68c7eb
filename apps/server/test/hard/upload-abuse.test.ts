/**
 * Upload abuse (issue 9, `make test-hard`): hostile files and broken forms against every
 * multipart endpoint — the BOM upload, the certificate database import, the manual
 * certificate PDF, the profile image, and (issue 10) the declaration upload, the declaration
 * reader and the REACH candidate-list import. Each must answer 4xx in the API's error shape,
 * store nothing (no `files` row, no file under DATA_DIR, no certificate), and leave the
 * process's memory bounded, while the server keeps answering.
 *
 * The app runs in this process (buildTestApp), so the process's peak RSS covers the
 * request handling. The xlsx readers and the declaration reader run in child processes of
 * their own, each bounded by its OS memory limit (lib/worker-task.ts), so they no longer
 * count here; the bound of baseline + 600 MB dates from the worker threads and still holds. Before issue 9, the first merge bomb
 * alone took the process past 1 GB and ended it.
 *
 * Bombs are built here at run time; nothing large is committed.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@partproof/shared';
import { buildTestApp, type TestApp } from '../build-app.js';
import { textPdf } from '../declarations.js';
import { createMaterial, signedIn } from '../factories.js';
import {
  bomSheetData,
  designatorBombCsv,
  designatorCellBombCsv,
  elfBytes,
  emptyRowsXlsx,
  hugeMergeXlsx,
  manyMergesXlsx,
  pdfBytes,
  pdfHtmlPolyglot,
  pdfZipPolyglot,
  peBytes,
  xlsxWithSheet,
} from '../fixtures/boms/bomb-files.js';
import { xlsxBomb, xlsxFrom } from '../fixtures/boms/make-files.js';
import { expectError, PNG_BYTES, rawMultipart, storedFiles } from '../helpers.js';

const MB = 1024 * 1024;
/** Peak RSS allowed above the baseline (see the file's comment for why 600 MB). */
const RSS_HEADROOM = 600 * MB;

type Headers = { authorization: string };

interface Endpoint {
  name: string;
  url: string;
  field: string;
  headers: () => Headers;
  fields: () => Record<string, string>;
  /** A file the endpoint accepts: the control that shows the request itself is fine. */
  good: () => { bytes: Buffer; name: string };
}

describe('upload abuse', () => {
  let t: TestApp;
  let admin: Headers;
  let rohsAdmin: Headers;
  let user: Headers;
  let statement: Buffer;
  let candidateListVersions = 0;
  let materialId: number;
  let baselineRss: number;
  const figures: string[] = [];

  const endpoints: Endpoint[] = [
    {
      name: 'BOM upload',
      url: '/api/collectionProductMaterials/parseFile',
      field: 'file',
      headers: () => user,
      fields: () => ({}),
      good: () => ({ bytes: Buffer.from('Designator,MPN\nR1,RC0603FR-0710KL\n'), name: 'bom.csv' }),
    },
    {
      name: 'certificate import',
      url: '/api/cdocs/import',
      field: 'file',
      headers: () => admin,
      fields: () => ({}),
      good: () => ({
        bytes: Buffer.from(
          'Certifying Body,Reference Number,Holder,Model\nVDE,40012345,Yageo,RC0603\n',
        ),
        name: 'export.csv',
      }),
    },
    {
      name: 'manual certificate',
      url: '/api/certificate/manual',
      field: 'pdf',
      headers: () => admin,
      fields: () => ({
        materialId: String(materialId),
        serviceName: 'TÜV',
        referenceNumber: `R-${Date.now()}`,
        modelName: 'RC0603',
      }),
      good: () => ({ bytes: pdfBytes(), name: 'certificate.pdf' }),
    },
    {
      name: 'profile image',
      url: '/api/user/update',
      field: 'profileImage',
      headers: () => user,
      fields: () => ({}),
      good: () => ({ bytes: PNG_BYTES, name: 'me.png' }),
    },
    {
      name: 'declaration upload',
      url: '/api/rohs/upload',
      field: 'files',
      headers: () => rohsAdmin,
      fields: () => ({ type: 'RoHS', manufacturer: 'Yageo', models: 'All' }),
      good: () => ({ bytes: pdfBytes(), name: 'declaration.pdf' }),
    },
    {
      name: 'declaration reader',
      url: '/api/rohs/read',
      field: 'file',
      headers: () => rohsAdmin,
      fields: () => ({}),
      good: () => ({ bytes: statement, name: 'statement.pdf' }),
    },
    {
      name: 'candidate-list import',
      url: '/api/substances/candidate-list',
      field: 'file',
      headers: () => rohsAdmin,
      // A version per request: the same date twice is refused (409).
      fields: () => ({
        date: new Date(Date.UTC(2001, 0, ++candidateListVersions)).toISOString().slice(0, 10),
        dryRun: 'false',
      }),
      good: () => ({
        bytes: Buffer.from('Substance name,EC No.,CAS No.\nLead,231-100-4,7439-92-1\n'),
        name: 'candidate-list.csv',
      }),
    },
  ];
  const [bom, cdocImport, certificate, profile, ...declarationEndpoints] = endpoints as [
    Endpoint,
    Endpoint,
    Endpoint,
    Endpoint,
    ...Endpoint[],
  ];

  const send = (endpoint: Endpoint, body: ReturnType<typeof rawMultipart>) =>
    t.app.inject({
      method: 'POST',
      url: endpoint.url,
      headers: { ...endpoint.headers(), ...body.headers },
      payload: body.payload,
    });
  const upload = (endpoint: Endpoint, file: { bytes: Buffer; name: string }) =>
    send(endpoint, rawMultipart({ field: endpoint.field, ...file }, endpoint.fields()));

  const certificateCount = async () => {
    const result = await t.ctx.db.execute<{ n: number }>(sql`select count(*)::int as n from cdocs`);
    return (result as { rows: { n: number }[] }).rows[0]?.n ?? 0;
  };
  const stored = async () => ({
    ...(await storedFiles(t.ctx.db, t.config.dataDir)),
    certificates: await certificateCount(),
  });

  /** Sends `file` to each endpoint; each must refuse it with `status` and store nothing. */
  async function expectRefused(
    what: string,
    targets: Endpoint[],
    file: { bytes: Buffer; name: string },
    status: number,
    message?: RegExp,
  ) {
    for (const endpoint of targets) {
      const before = await stored();
      const started = performance.now();
      const res = await upload(endpoint, file);
      const ms = performance.now() - started;
      expectError(res, status);
      if (message) expect(res.json<{ message: string }>().message).toMatch(message);
      expect(await stored(), `${what} → ${endpoint.name} left something behind`).toEqual(before);
      figures.push(
        `${what} → ${endpoint.name}: ${res.statusCode} in ${Math.round(ms)} ms, ` +
          `RSS ${Math.round(process.memoryUsage().rss / MB)} MB`,
      );
    }
  }

  beforeAll(async () => {
    t = await buildTestApp();
    admin = (await signedIn(t.app, t.ctx.db, { role: Role.Admin })).headers;
    rohsAdmin = (await signedIn(t.app, t.ctx.db, { role: Role.Admin, isRoHSAllow: true })).headers;
    statement = await textPdf(['RoHS Compliance Statement', 'Yageo', 'Date: 2024-01-15']);
    user = (await signedIn(t.app, t.ctx.db, { role: Role.User })).headers;
    materialId = (await createMaterial(t.ctx.db)).id;
    // Warm up: one workbook read, so the baseline includes a worker's first start.
    const workbook = await xlsxFrom([
      {
        name: 'BOM',
        rows: [
          ['Designator', 'MPN'],
          ['R1', 'A1'],
        ],
      },
    ]);
    const res = await upload(bom, { bytes: workbook, name: 'warm-up.xlsx' });
    expect(res.statusCode, res.body).toBe(200);
    baselineRss = process.memoryUsage().rss;
  });
  afterAll(async () => {
    // The figures for the report (DESIGN.md §7: measured, never asserted on time).
    console.info(['upload abuse figures:', ...figures].join('\n  '));
    await t?.close();
  });

  it('accepts a good file on every endpoint (so a refusal below is the file’s doing)', async () => {
    for (const endpoint of endpoints) {
      const res = await upload(endpoint, endpoint.good());
      expect(res.statusCode, `${endpoint.name}: ${res.body}`).toBeLessThan(300);
    }
  });

  it('refuses renamed executables on every endpoint with 415', async () => {
    for (const [bytes, kind] of [
      [elfBytes(), 'ELF'],
      [peBytes(), 'PE'],
    ] as const) {
      for (const name of ['bom.csv', 'bom.xlsx', 'certificate.pdf', 'me.png']) {
        await expectRefused(`${kind} named ${name}`, endpoints, { bytes, name }, 415);
      }
    }
  });

  it('refuses polyglot PDFs with 415, also where a PDF is welcome', async () => {
    for (const [bytes, kind] of [
      [pdfZipPolyglot(), 'PDF + zip'],
      [pdfHtmlPolyglot(), 'PDF + HTML'],
    ] as const) {
      await expectRefused(kind, endpoints, { bytes, name: 'certificate.pdf' }, 415);
    }
  });

  it('refuses xlsx merge bombs with 413: one merge over the sheet, 50,000 small ones', async () => {
    const merges = /more merged cells than a BOM can hold/;
    const huge = hugeMergeXlsx();
    expect(huge.length).toBeLessThan(2 * 1024);
    await expectRefused(
      'merge A1:XFD1048576',
      [bom, cdocImport],
      { bytes: huge, name: 'bom.xlsx' },
      413,
      merges,
    );
    const many = manyMergesXlsx(50_000);
    await expectRefused(
      '50,000 merges',
      [bom, cdocImport],
      { bytes: many, name: 'bom.xlsx' },
      413,
      merges,
    );
  });

  it('refuses a zip bomb and a million empty rows with 413', async () => {
    await expectRefused(
      'zip bomb (80 MB inflated)',
      [bom, cdocImport],
      { bytes: xlsxBomb(80), name: 'bom.xlsx' },
      413,
      /zip bomb/,
    );
    await expectRefused(
      '1,000,000 empty rows',
      [bom, cdocImport],
      { bytes: emptyRowsXlsx(1_000_000), name: 'bom.xlsx' },
      413,
      /more than 200,000 rows/,
    );
  });

  it('answers 400 for a workbook whose rows or merges lie past Excel’s last row', async () => {
    const farRow = xlsxWithSheet(
      '<sheetData><row r="2000000000"><c r="A2000000000"><v>1</v></c></row></sheetData>',
    );
    await expectRefused(
      'row 2,000,000,000',
      [bom, cdocImport],
      { bytes: farRow, name: 'bom.xlsx' },
      400,
    );
    const farMerge = xlsxWithSheet(
      `${bomSheetData()}<mergeCells><mergeCell ref="A1:A9999999"/></mergeCells>`,
    );
    await expectRefused(
      'merge past row 1,048,576',
      [bom, cdocImport],
      { bytes: farMerge, name: 'bom.xlsx' },
      400,
    );
  });

  it('refuses designator range bombs with 413: ranges per file, and cells at the per-cell cap', async () => {
    const perFile = designatorBombCsv(1.4);
    await expectRefused(
      '1.4 MB of R1-R999 rows',
      [bom],
      { bytes: perFile, name: 'bom.csv' },
      413,
      /more than 200,000 designators/,
    );
    // Every cell at the 5,000 cap: the per-file bound stops the file after 40 rows.
    const atCap = Buffer.from(
      ['Designator,MPN', ...Array.from({ length: 1000 }, (_, i) => `R1-R5000,P${i}`)].join('\n'),
    );
    await expectRefused(
      'rows of R1-R5000',
      [bom],
      { bytes: atCap, name: 'bom.csv' },
      413,
      /designators/,
    );
  });

  it('keeps one cell’s designators to the per-cell cap, with a warning, in bounded time', async () => {
    // The single-cell case is not refused (issue 9's earlier fix): the cell keeps its first
    // 5,000 designators and the confirm step says the rest were left out.
    const started = performance.now();
    const res = await upload(bom, { bytes: designatorCellBombCsv(200_000), name: 'bom.csv' });
    figures.push(
      `one cell of 200,000 × R1-R999 → BOM upload: ${res.statusCode} in ${Math.round(performance.now() - started)} ms`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ warnings: string[] }>().warnings).toContain(
      'Row 2: more than 5000 designators in one cell; the rest were left out',
    );
  });

  it('refuses 11 MB files on every endpoint with 413, saying the limit', async () => {
    const big = Buffer.alloc(11 * MB, 'a');
    await expectRefused(
      '11 MB',
      [bom, cdocImport, certificate, ...declarationEndpoints],
      { bytes: big, name: 'big.csv' },
      413,
      /^The file is larger than 10 MB$/,
    );
    await expectRefused(
      '11 MB',
      [profile],
      { bytes: big, name: 'big.png' },
      413,
      /^The file is larger than 5 MB$/,
    );
  });

  it('refuses file names with folders or NUL on every endpoint with 400', async () => {
    const dispositions = [
      'filename="../../../etc/passwd.csv"',
      'filename="..\\\\..\\\\boot.ini"',
      'filename="evil\0.csv"',
      "filename*=UTF-8''evil%00.pdf",
    ];
    for (const endpoint of endpoints) {
      for (const disposition of dispositions) {
        const before = await stored();
        const { bytes } = endpoint.good();
        const body = rawMultipart({ field: endpoint.field, bytes, disposition }, endpoint.fields());
        expectError(
          await send(endpoint, body),
          400,
          'The file name must be a plain name, without folders or control characters',
        );
        expect(await stored()).toEqual(before);
      }
    }
  });

  it('answers 400 for a multipart body cut off, on every endpoint', async () => {
    for (const endpoint of endpoints) {
      const { bytes, name } = endpoint.good();
      const whole = rawMultipart({ field: endpoint.field, bytes, name }, endpoint.fields());
      for (const cutAt of [whole.payload.length - 30, 40]) {
        const before = await stored();
        const body = rawMultipart({ field: endpoint.field, bytes, name }, endpoint.fields(), {
          cutAt,
        });
        const res = await send(endpoint, body);
        expectError(
          res,
          400,
          'The upload was cut off or is not a well-formed multipart form; send the file again',
        );
        expect(await stored()).toEqual(before);
      }
    }
  });

  it('kept answering and kept its memory bounded through all of it', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    const peak = process.resourceUsage().maxRSS * 1024;
    figures.push(
      `baseline RSS ${Math.round(baselineRss / MB)} MB, peak RSS ${Math.round(peak / MB)} MB`,
    );
    expect(peak).toBeLessThan(baselineRss + RSS_HEADROOM);
  });

  // The server as deployed runs the built files: the worker must start from dist/ too.
  const builtReader = fileURLToPath(
    new URL('../../dist/src/modules/bom/read-rows.js', import.meta.url),
  );
  it.skipIf(!existsSync(builtReader))(
    'reads and refuses workbooks through the built worker (dist/)',
    async () => {
      const { readBomTable } = (await import(
        builtReader
      )) as typeof import('../../src/modules/bom/read-rows.js');
      const workbook = await xlsxFrom([
        {
          name: 'BOM',
          rows: [
            ['Designator', 'MPN'],
            ['R1', 'A1'],
          ],
        },
      ]);
      expect((await readBomTable(workbook, 'bom.xlsx')).rows).toEqual([
        ['Designator', 'MPN'],
        ['R1', 'A1'],
      ]);
      await expect(readBomTable(hugeMergeXlsx(), 'bom.xlsx')).rejects.toMatchObject({
        statusCode: 413,
      });
    },
  );
});
