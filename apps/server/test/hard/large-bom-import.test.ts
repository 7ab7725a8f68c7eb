/**
 * BOMs at the upload limit through the wizard's upload (issue 19): a ~9.9 MB CSV of 94,000
 * lines and a 9.75 MB workbook of 120,000 lines written by exceljs's streaming writer import
 * whole, and the server answers other requests while one parses — the parse runs in a child
 * process (parse-in-child.ts), not on the event loop. In the hard suite: each file takes
 * seconds to write and to parse on a busy machine.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role, type BomUploadResult } from '@partproof/shared';
import { buildTestApp, type TestApp } from '../build-app.js';
import { signedIn } from '../factories.js';
import {
  LARGE_CSV_LINES,
  LARGE_XLSX_LINES,
  writeLargeBomCsv,
  writeLargeBomXlsx,
} from '../fixtures/boms/large-boms.js';
import { form, waitFor } from '../helpers.js';

const MB = 1024 * 1024;

function read(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    // The process ended between listing and reading it.
    return '';
  }
}

/** Resident memory, in MB, of the process `pid` (0 once it is gone). */
const residentMb = (pid: string) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(read(`/proc/${pid}/status`))?.[1] ?? 0) / 1024;

/**
 * Whether a child process of this one is parsing an upload: a parse-worker holding more than
 * 150 MB. The spare one, loaded and waiting for the next upload, holds about 80 MB (built)
 * or 120 MB (from source, as here).
 */
function parseChildWorking(): boolean {
  const tasks = readdirSync(`/proc/${process.pid}/task`);
  return tasks.some((task) =>
    read(`/proc/${process.pid}/task/${task}/children`)
      .split(' ')
      .filter((pid) => pid.trim() !== '')
      .some(
        (pid) => read(`/proc/${pid}/cmdline`).includes('parse-worker') && residentMb(pid) > 150,
      ),
  );
}

describe('large BOM import', () => {
  let t: TestApp;
  let headers: { authorization: string };
  const scratch = mkdtempSync(path.join(tmpdir(), 'large-bom-'));
  let csv: Buffer;
  let xlsx: Buffer;

  beforeAll(async () => {
    t = await buildTestApp();
    ({ headers } = await signedIn(t.app, t.ctx.db, { role: Role.Admin }));
    await writeLargeBomCsv(path.join(scratch, 'large.csv'));
    await writeLargeBomXlsx(path.join(scratch, 'large.xlsx'));
    csv = readFileSync(path.join(scratch, 'large.csv'));
    xlsx = readFileSync(path.join(scratch, 'large.xlsx'));
  });
  afterAll(async () => {
    await t.close();
    rmSync(scratch, { recursive: true, force: true });
  });

  const upload = (bytes: Buffer, name: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/collectionProductMaterials/parseFile',
      headers,
      payload: form({}, { field: 'file', bytes, name }),
    });

  it('imports a 9.9 MB CSV of 94,000 lines with two designators each', async () => {
    expect(csv.length).toBeGreaterThan(9.8 * MB);
    expect(csv.length).toBeLessThanOrEqual(10 * MB);
    const res = await upload(csv, 'large.csv');
    expect(res.statusCode, res.body.slice(0, 500)).toBe(200);
    const result = res.json<BomUploadResult>();
    expect(result.materials).toHaveLength(LARGE_CSV_LINES);
    const designators = result.materials.reduce((sum, m) => sum + m.designator.length, 0);
    expect(designators).toBe(2 * LARGE_CSV_LINES);
    // The first line as written: '"C1, C2",2,<MPN>,<maker>,"CAP CER …",…'.
    const [, , , mpn, maker] = csv.subarray(0, 400).toString().split('\n')[1]!.split(',');
    expect(result.materials[0]).toEqual({
      internalReference: 'C1',
      designator: ['C1', 'C2'],
      componentName: mpn,
      partNumberSource: 'column',
      manufacturer: maker,
      type: 'Capacitor',
      quantity: 2,
      dnp: false,
      critical: true,
      alternativeOf: null,
    });
    expect(result.materials.at(-1)?.designator).toEqual(['R187999', 'R188000']);
    expect(result.warnings).toEqual([]);
    expect(result.needsMapping).toBe(false);
  });

  it('imports a 9.75 MB workbook of 120,000 lines written by exceljs', async () => {
    expect(xlsx.length).toBeGreaterThan(9.5 * MB);
    expect(xlsx.length).toBeLessThanOrEqual(10 * MB);
    const res = await upload(xlsx, 'large.xlsx');
    expect(res.statusCode, res.body.slice(0, 500)).toBe(200);
    const result = res.json<BomUploadResult>();
    expect(result.detection).toMatchObject({ format: 'xlsx', sheet: 'BOM', headerRow: 1 });
    expect(result.materials).toHaveLength(LARGE_XLSX_LINES);
    expect(result.materials.at(-1)).toMatchObject({ designator: ['R120000'], quantity: 1 });
    expect(result.warnings).toEqual([]);
  });

  it('answers another request while a large BOM parses', async () => {
    let parsed = false;
    const uploading = upload(csv, 'large.csv').finally(() => (parsed = true));
    // The parse has begun once its child process runs; the upload's own steps come before.
    const seen = await waitFor(
      () => Promise.resolve(parseChildWorking() ? true : parsed ? false : undefined),
      { intervalMs: 10, timeoutMs: 120_000, what: 'the parse child process' },
    );
    expect(seen, 'the upload finished before its parse was seen running').toBe(true);
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(parsed, 'the health check waited for the parse').toBe(false);
    expect((await uploading).statusCode).toBe(200);
  });
});
