/**
 * Backup and restore (issue 9): a database filled through the real API (uploads included)
 * is backed up with the built `npm run backup` and restored with `npm run restore` into
 * fresh databases — PGlite, PostgreSQL, and back — and every table must come back row for
 * row, every stored file byte for byte. A restore refuses what would lose data: a target
 * in use (without --force), a damaged archive, a backup of a newer version; and it is all
 * or nothing.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@partproof/shared';
import { buildApp } from '../../src/app.js';
import { isBackupEntryName, MANIFEST, type Manifest } from '../../src/backup/manifest.js';
import { extractTar, TarWriter } from '../../src/backup/tar.js';
import { loadConfig } from '../../src/config.js';
import { createPglite, fromPglite } from '../../src/db/client.js';
import { prepareDatabase } from '../../src/prepare-database.js';
import { createRuns, finishRun } from '../../src/modules/certificate-search/search-runs.queries.js';
import { startJobs } from '../../src/plugins/jobs.js';
import {
  componentInput,
  createCompany,
  createMaterial,
  createTempCertificate,
  createUser,
  signedIn,
  wizardPayload,
} from '../factories.js';
import { form, PNG_BYTES } from '../helpers.js';
import { declarationForm, textPdf } from '../declarations.js';
import { insertRequest, supplyForm } from '../supply.js';
import { runSupplierUploadDigest } from '../../src/jobs/supplier-upload-digest.js';
import { ensureManufacturer, mailRequest } from '../requests.js';
import { dataDirFiles, differentFiles, readDatabase, type TableRows } from './database-snapshot.js';
import { createDatabase, postgresAvailable, type PostgresDatabase } from './postgres.js';
import { SERVER_DIR, serverEnv, type ServerEnv } from './server-process.js';

const withPostgres = await postgresAvailable();
const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

let work: string;
let source: string;
let backup: string;
let expected: TableRows;
let expectedFiles: Map<string, Buffer>;
const databases: PostgresDatabase[] = [];

/** A built CLI, as `npm run admin|backup|restore` runs it: in apps/server. */
function cli(name: 'admin' | 'backup' | 'restore', args: string[], env: ServerEnv) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(
      process.execPath,
      [path.join(SERVER_DIR, `dist/src/cli/${name}.js`), ...args],
      {
        cwd: SERVER_DIR,
        env: { ...serverEnv(env), JWT_SECRET: '' },
      },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

const dir = (name: string) => path.join(work, name);

/** Every kind of row the app writes, through its API where a user would write it. */
async function populate(dataDir: string): Promise<void> {
  const config = loadConfig({
    DATA_DIR: dataDir,
    DEMO_DATA: '0',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://partproof.test',
  });
  const database = fromPglite(createPglite(path.join(dataDir, 'db')));
  await prepareDatabase(database);
  const jobs = await startJobs(database);
  const { app, ctx } = await buildApp({ config, database, jobs, logger: false });
  const inject = app.inject.bind(app);
  try {
    const db = ctx.db;
    const { user: adminUser, headers: admin } = await signedIn(app, db, { role: Role.Admin });
    const company = await createCompany(db, { name: 'Prüfgerät GmbH', trialLifted: true });
    const customer = await signedIn(app, db, { role: Role.User, companyId: company.id });
    await createUser(db, { role: Role.Compliance, companyId: company.id });

    // A BOM upload (a stored file) and the product saved from it.
    const csv = ['Ref,Part Number,Manufacturer,Qty', 'R1,RC0603FR-0710KL,Yageo,1'].join('\n');
    const bom = await inject({
      method: 'POST',
      url: '/api/collectionProductMaterials/parseFile',
      headers: customer.headers,
      payload: form({}, { field: 'file', bytes: Buffer.from(csv), name: 'bom.csv' }),
    });
    expect(bom.statusCode, bom.body).toBe(200);
    const materials = Array.from({ length: 30 }, (_, i) => componentInput(i));
    materials[0] = componentInput(0, { designator: ['R1', 'R "2"', 'R,3', 'R\\4'] });
    const saved = await inject({
      method: 'POST',
      url: '/api/product/save',
      headers: customer.headers,
      payload: wizardPayload(0, {
        name: 'Kettle "K2" ☕ 电源',
        description: 'line 1\nline 2\ttab, \\ backslash, NULL, {braces}',
        materials,
        filePath: bom.json<{ filePath: string }>().filePath,
        collectionProductMaterials: 'bom.csv',
      }),
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const productId = saved.json<{ id: number }>().id;
    const product = await inject({
      method: 'POST',
      url: '/api/product/get',
      headers: admin,
      payload: { id: productId },
    });
    const [first, second] = product.json<{ materials: { id: number }[] }>().materials;

    // A certificate with its PDF, a profile picture, a certificate database import.
    const manual = await inject({
      method: 'POST',
      url: '/api/certificate/manual',
      headers: admin,
      payload: form(
        {
          serviceName: 'VDE',
          modelName: 'RC0603FR-070KL',
          materialId: String(first?.id),
          source: 'https://certificates.example/vde/40055555',
          referenceNumber: '40055555',
          expireDate: '2029-05-31',
        },
        { field: 'pdf', bytes: PDF_BYTES, name: 'cert.pdf' },
      ),
    });
    expect(manual.statusCode, manual.body).toBe(201);
    const avatar = await inject({
      method: 'POST',
      url: '/api/user/update',
      headers: customer.headers,
      payload: form(
        {},
        { field: 'profileImage', bytes: PNG_BYTES, name: 'me.png', type: 'image/png' },
      ),
    });
    expect(avatar.statusCode, avatar.body).toBe(200);
    const certificates = [
      'Certifying Body,Reference Number,Holder,Model,Expiry Date',
      'UL,E41515,Yageo Corporation,RC0603FR-071KL;RC0603FR-072KL,2032-03-31',
    ].join('\n');
    const imported = await inject({
      method: 'POST',
      url: '/api/cdocs/import',
      headers: admin,
      payload: form({}, { field: 'file', bytes: Buffer.from(certificates), name: 'c.csv' }),
    });
    expect(imported.statusCode, imported.body).toBe(200);

    // A declaration with its file, linked to a component's part, and a candidate list.
    const { headers: rohsAdmin } = await signedIn(app, db, { role: Role.Admin, isRoHSAllow: true });
    const declaration = await inject({
      method: 'POST',
      url: '/api/rohs/upload',
      headers: rohsAdmin,
      payload: declarationForm({
        type: 'RoHS+REACH',
        manufacturer: 'Yageo',
        models: 'RC0603*; RC0603FR-07\\*KL',
        dateIssue: '2024-02',
        directives: ['2011/65/EU', '(EU) 2015/863', '1907/2006'],
        exemptions: ['7c-I'],
        candidateList: { date: '2024-01-23', entries: 240 },
        conditions: 'Übereinstimmung "RoHS" ✓',
        materialID: String(first?.id),
      }),
    });
    expect(declaration.statusCode, declaration.body).toBe(201);
    const candidateList = await inject({
      method: 'POST',
      url: '/api/substances/candidate-list',
      headers: rohsAdmin,
      payload: form(
        { date: '2024-01-23', dryRun: 'false' },
        {
          field: 'file',
          bytes: Buffer.from('Substance name,EC No.,CAS No.\nLead,231-100-4,7439-92-1\n'),
          name: 'candidate-list.csv',
        },
      ),
    });
    expect(candidateList.statusCode, candidateList.body).toBe(201);

    // A comment on a component, and a datasheet link on its part.
    const comment = await inject({
      method: 'POST',
      url: '/api/material/comment/save',
      // An admin: the product is still pending, which the customer may not comment on yet.
      headers: admin,
      payload: {
        entityId: first?.id,
        body: '<p><b>Prüfen</b> — see <a href="https://example.com/ds">the datasheet</a></p>',
      },
    });
    expect(comment.statusCode, comment.body).toBe(201);
    // A flag on a component (resolved, so it carries every column) and an open one.
    for (const [material, resolve] of [
      [first, true],
      [second, false],
    ] as const) {
      const flag = await inject({
        method: 'POST',
        url: '/api/scrapers/product/flag-mail',
        headers: admin,
        payload: { materialId: material?.id, reason: 'Markierung „unklar“ ✓' },
      });
      expect(flag.statusCode, flag.body).toBe(201);
      if (!resolve) continue;
      const resolved = await inject({
        method: 'POST',
        url: '/api/material/flag/resolve',
        headers: admin,
        payload: { materialId: material?.id, note: 'Geprüft: in Ordnung' },
      });
      expect(resolved.statusCode, resolved.body).toBe(200);
    }
    const datasheet = await inject({
      method: 'POST',
      url: '/api/material/datasheet',
      headers: admin,
      payload: { materialId: second?.id, url: 'https://example.com/ds.pdf' },
    });
    expect(datasheet.statusCode, datasheet.body).toBe(200);

    // A manufacturer's contacts and a request to it about a component (with its mail).
    const yageo = await ensureManufacturer(db, 'Yageo');
    const contacts = await inject({
      method: 'POST',
      url: `/api/manufacturer/${yageo.id}/contacts`,
      headers: rohsAdmin,
      payload: { contacts: [{ label: 'Qualitätssicherung', email: 'rohs@yageo.example' }] },
    });
    expect(contacts.statusCode, contacts.body).toBe(200);
    const request = await inject({
      method: 'POST',
      url: '/api/manufacture-mails',
      headers: rohsAdmin,
      payload: mailRequest({
        manufacturer: 'Yageo',
        model: 'RC0603FR-0710KL; RC0603FR-07"1K"L',
        customerText: 'Bitte bis Freitag — <b>danke</b>',
        receiver: 'rohs@yageo.example',
        materialIds: [second?.id ?? 0],
      }),
    });
    expect(request.statusCode, request.body).toBe(201);

    // A supplier's answer through its link (claimed coverage, the link's totals, the digest),
    // after a BOM named a maker the list did not know (remembered as from_bom).
    await createMaterial(db, {
      productId,
      manufacturer: 'Würth Elektronik',
      componentName: '7491182012',
    });
    const link = await insertRequest(db, config, {
      mpns: ['RC0603FR-0710KL'],
      senderId: adminUser.id,
      productId,
    });
    const answer = await inject({
      method: 'POST',
      url: `/api/supply/${link.secret}/upload`,
      payload: supplyForm([
        {
          bytes: await textPdf([
            'RoHS Declaration of Conformity',
            'Yageo Corporation',
            'All products of Yageo Corporation comply with (EU) 2015/863.',
          ]),
          name: 'yageo-rohs.pdf',
        },
      ]),
    });
    expect(answer.statusCode, answer.body).toBe(201);
    expect(await runSupplierUploadDigest(ctx)).toEqual({ mailed: 1 });

    // A search's candidate and run, a status change, a reset mail, a failed sign-in.
    await createTempCertificate(db, { materialId: second?.id ?? 0 });
    const [run] = await createRuns(db, 'database', adminUser.id, [
      { id: second?.id ?? 0, componentName: 'RC0603FR-071KL', manufacturer: 'Yageo' },
    ]);
    await finishRun(db, run?.id ?? 0, { found: 1 });
    const status = await inject({
      method: 'POST',
      url: '/api/product/updateStatus',
      headers: admin,
      payload: { productId, statusId: 2 },
    });
    expect(status.statusCode, status.body).toBe(200);
    // A saved risk table and a technical-file revision (its pack a stored file).
    const risks = await inject({
      method: 'POST',
      url: '/api/technical-file/risk-table',
      headers: rohsAdmin,
      payload: { rules: [{ risk: 'high', words: ['cable'], why: 'PVC' }] },
    });
    expect(risks.statusCode, risks.body).toBe(201);
    const revision = await inject({
      method: 'POST',
      url: `/api/product/${productId}/technical-file`,
      headers: rohsAdmin,
      payload: {
        signatory: { name: 'Erika Müller', function: 'Qualität' },
        place: 'Köln',
        manufacturerAddress: 'Hauptstraße 1, 50667 Köln',
        identification: 'Model X',
        override: { reason: 'backup test' },
      },
    });
    expect(revision.statusCode, revision.body).toBe(201);
    await inject({
      method: 'POST',
      url: '/api/user/forget-password',
      payload: { email: customer.user.email },
    });
    await inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: customer.user.email, password: 'not the password' },
    });
  } finally {
    await app.close();
    await jobs.stop();
    await database.close();
  }
}

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'partproof-backup-'));
  source = dir('source');
  await populate(source);
  const read = await readDatabase({ dataDir: source });
  expected = read.rows;
  expectedFiles = await dataDirFiles(source);
  backup = dir('pglite.tar');
  // Relative paths, as typed in the folder npm was run from.
  const made = await cli('backup', ['--out', 'pglite.tar'], { DATA_DIR: 'source', INIT_CWD: work });
  expect(made.code, made.output).toBe(0);
});
afterAll(async () => {
  for (const database of databases) await database.drop();
  if (work) rmSync(work, { recursive: true, force: true });
});

/** The restored data dir is exactly the source: rows, files, and sequences past every id. */
async function expectSameAsSource(target: { dataDir: string; url?: string }) {
  const read = await readDatabase(target);
  expect(read.rows).toEqual(expected);
  expect(read.sequencesBehind).toEqual([]);
  expect(differentFiles(await dataDirFiles(target.dataDir), expectedFiles)).toEqual([]);
}

// The tests after the first restore reuse its data dir: a PGlite restore costs an initdb.
describe('npm run backup / npm run restore', () => {
  const restored = { dataDir: '' };

  it('the source has rows in every table and stored files, so the comparisons mean something', () => {
    const empty = Object.entries(expected).filter(([, rows]) => rows.length === 0);
    expect(empty.map(([table]) => table)).toEqual([]);
    // The stored files of the staff steps above, the supplier's upload and the revision's pack.
    expect([...expectedFiles.keys()].filter((name) => name.startsWith('files/'))).toHaveLength(6);
  });

  it('a PGlite backup restores into a fresh PGlite data dir: every row and every file as they were', async () => {
    restored.dataDir = dir('restored-pglite');
    const result = await cli('restore', [backup], { DATA_DIR: restored.dataDir });
    expect(result.code, result.output).toBe(0);
    await expectSameAsSource(restored);
  });

  it.skipIf(!withPostgres)(
    'the PGlite backup restores into PostgreSQL, and a PostgreSQL backup back into PGlite',
    async () => {
      const postgres = await createDatabase('partproof_restore');
      databases.push(postgres);
      const onPostgres = { DATA_DIR: dir('restored-postgres'), DATABASE_URL: postgres.url };
      const result = await cli('restore', [backup], onPostgres);
      expect(result.code, result.output).toBe(0);
      await expectSameAsSource({ dataDir: onPostgres.DATA_DIR, url: postgres.url });

      // Taken from PostgreSQL (gzipped this time), restored into PGlite.
      const fromPostgresBackup = dir('postgres.tar.gz');
      const made = await cli('backup', ['--out', fromPostgresBackup], onPostgres);
      expect(made.code, made.output).toBe(0);
      expect(readFileSync(fromPostgresBackup).subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
      const back = dir('back-to-pglite');
      const restoredBack = await cli('restore', [fromPostgresBackup], { DATA_DIR: back });
      expect(restoredBack.code, restoredBack.output).toBe(0);
      await expectSameAsSource({ dataDir: back });
    },
  );

  it('refuses a target in use unless --force, which replaces everything in it', async () => {
    // The restored instance is used: an operator adds an admin, typing paths relative to
    // where they ran npm (npm runs the script in apps/server), and a file is stored.
    const added = await cli(
      'admin',
      ['create', '--email', 'ops@example.com', '--password', 'ops-password-1'],
      { DATA_DIR: path.basename(restored.dataDir), INIT_CWD: work },
    );
    expect(added.code, added.output).toBe(0);
    // The next id after the restored users: it went into the restored database.
    expect(added.output).toContain(`(id ${(expected.users?.length ?? 0) + 1})`);
    await mkdir(path.join(restored.dataDir, 'files', 'zz'), { recursive: true });
    writeFileSync(path.join(restored.dataDir, 'files', 'zz', 'added'), 'new');

    const refused = await cli('restore', [backup], { DATA_DIR: restored.dataDir });
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/in use \(\w+ has rows\).*--force/);

    const forced = await cli('restore', [backup, '--force'], { DATA_DIR: restored.dataDir });
    expect(forced.code, forced.output).toBe(0);
    await expectSameAsSource(restored);
  });

  it('refuses a damaged backup and one from a newer version, even with --force, touching nothing', async () => {
    const damaged = await repack('damaged.tar', (staging, manifest) => {
      // One bit of the stored PDF flips after the manifest was written.
      const pdf = manifest.files.find((entry) => readEntry(staging, entry.name).includes('%PDF'));
      const bytes = readEntry(staging, pdf?.name ?? '');
      bytes[5] = (bytes[5] ?? 0) ^ 1;
      writeFileSync(path.join(staging, pdf?.name ?? ''), bytes);
      return { manifest, rehash: false };
    });
    const newer = await repack('newer.tar', (_staging, manifest) => ({
      manifest: {
        ...manifest,
        migration: {
          count: manifest.migration.count + 1,
          tag: '9999_from_the_future',
          when: manifest.migration.when + 1,
        },
      },
      rehash: true,
    }));

    for (const [file, message] of [
      [damaged, /damaged: files\/.+ does not match its checksum/],
      [newer, /newer than this version of PartProof/],
    ] as const) {
      const refused = await cli('restore', [file, '--force'], { DATA_DIR: restored.dataDir });
      expect(refused.code).toBe(1);
      expect(refused.output).toMatch(message);
    }
    await expectSameAsSource(restored);
  });

  it('is all or nothing: a row that cannot be inserted leaves the old data and files in place', async () => {
    const broken = await repack('broken-row.tar', (staging, manifest) => {
      // The last material names a product that does not exist: its INSERT fails, late.
      const file = path.join(staging, 'tables', 'materials.jsonl');
      const lines = readFileSync(file, 'utf8').trimEnd().split('\n');
      const last = JSON.parse(lines.at(-1) ?? '{}') as Record<string, unknown>;
      lines.push(JSON.stringify({ ...last, id: 999_999, product_id: 999_999 }));
      writeFileSync(file, `${lines.join('\n')}\n`);
      const tables = manifest.tables.map((t) =>
        t.table === 'materials' ? { ...t, rows: t.rows + 1 } : t,
      );
      return { manifest: { ...manifest, tables }, rehash: true };
    });
    const failed = await cli('restore', [broken, '--force'], { DATA_DIR: restored.dataDir });
    expect(failed.code).toBe(1);
    expect(failed.output).toMatch(/Restoring materials failed: .*foreign key/);
    await expectSameAsSource(restored);
  });
});

const readEntry = (staging: string, name: string) => readFileSync(path.join(staging, name));

/**
 * The source backup unpacked, changed by `change`, packed again: with the manifest's sizes
 * and checksums recomputed (`rehash`) or left as they were.
 */
async function repack(
  name: string,
  change: (staging: string, manifest: Manifest) => { manifest: Manifest; rehash: boolean },
): Promise<string> {
  const staging = dir(`${name}.d`);
  const entries = await extractTar(backup, staging, isBackupEntryName);
  const original = JSON.parse(readFileSync(path.join(staging, MANIFEST), 'utf8')) as Manifest;
  const { manifest, rehash } = change(staging, original);
  const file = dir(name);
  const out = createWriteStream(file);
  const tar = new TarWriter(out);
  const written = new Map<string, { size: number; sha256: string }>();
  for (const entry of entries)
    if (entry.name !== MANIFEST) written.set(entry.name, await tar.add(entry));
  const fix = <T extends { name: string; size: number; sha256: string }>(list: T[]) =>
    rehash ? list.map((e) => ({ ...e, ...written.get(e.name) })) : list;
  const final = {
    ...manifest,
    tables: fix(manifest.tables),
    files: fix(manifest.files),
    secrets: fix(manifest.secrets),
  };
  writeFileSync(path.join(staging, MANIFEST), JSON.stringify(final));
  await tar.add({ name: MANIFEST, file: path.join(staging, MANIFEST) });
  await tar.finish();
  out.end();
  await once(out, 'close');
  return file;
}
