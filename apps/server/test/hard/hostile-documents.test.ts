/**
 * Hostile documents (issue 18, `make test-hard`): every file of the corpus in
 * hostile-documents.ts goes through the staff reader (`rohs/read`), the staff upload
 * (`rohs/upload`) and the public supplier link (`/api/supply/{secret}/upload`) of the built
 * server — the three at once, so two readers work side by side. Throughout, a probe asks
 * `/api/health` every 200 ms and the server's memory (with any reader processes below it)
 * is sampled. A server that stays up answers health within 1 s all along, never answers 5xx,
 * stays under its warmed-up idle memory + 1 GB, and reads an ordinary statement afterwards.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declarationApi, Role, supplyApi } from '@partproof/shared';
import { loadConfig } from '../../src/config.js';
import { createPglite, fromPglite } from '../../src/db/client.js';
import { prepareDatabase } from '../../src/prepare-database.js';
import { materials } from '../../src/db/schema/index.js';
import { ensureParts } from '../../src/modules/parts/parts.queries.js';
import { withKeys } from '../../src/modules/materials/material-keys.js';
import { textPdf } from '../declarations.js';
import { componentInput, createCompany, createProduct, createUser } from '../factories.js';
import { ensureManufacturer } from '../requests.js';
import { insertRequest } from '../supply.js';
import { hostileDocuments, png, type HostileDocument } from './hostile-documents.js';
import { ApiClient, file, type Answer } from './http-client.js';
import { sampleRss, treeRss } from './process-memory.js';
import { ADMIN, serverEnv, startServer, type ServerProcess } from './server-process.js';

const MB = 1024 * 1024;
const PARTS = 2000;
/** Files sent through one supplier link: its hourly and lifetime caps stay out of the way. */
const FILES_PER_LINK = 4;
const HEALTH_LIMIT_MS = 1000;
const MEMORY_HEADROOM = 1024 * MB;
/** Documents the staff reader must refuse in words (413/422), not read. */
const REFUSED_BY_READER = [
  'Flate bomb, 4 GB of content',
  'PNG claiming 100000 × 100000',
  'JPEG claiming 65000 × 65000',
  '300k attributes',
  '2M tiny elements',
  'nested 100k deep',
];

interface Probe {
  stop(): Promise<{ answers: number; worstMs: number; failures: string[] }>;
}

/** Asks `/api/health` every 200 ms until stopped; each answer's time is kept. */
function probeHealth(url: string): Probe {
  let running = true;
  const times: number[] = [];
  const failures: string[] = [];
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      try {
        const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(10_000) });
        await res.arrayBuffer();
        if (res.status !== 200) failures.push(`health answered ${res.status}`);
      } catch (error) {
        failures.push(`health failed: ${String(error)}`);
      }
      times.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      return { answers: times.length, worstMs: Math.max(0, ...times), failures };
    },
  };
}

describe('hostile documents', () => {
  let dataDir: string;
  let server: ServerProcess | undefined;
  let admin: ApiClient;
  let documents: HostileDocument[];
  let secrets: string[];
  let ordinary: Buffer;

  beforeAll(async () => {
    documents = await hostileDocuments();
    dataDir = mkdtempSync(path.join(tmpdir(), 'partproof-hostile-'));
    secrets = await seed(dataDir, Math.ceil(documents.length / FILES_PER_LINK));
    ordinary = await textPdf([
      'YAGEO Corporation',
      'RoHS Declaration of Conformity',
      'The products RC0603FR-0710KL comply with Directive 2011/65/EU.',
      'Date: 15 January 2026',
    ]);
    server = await startServer({ DATA_DIR: dataDir });
    admin = await ApiClient.signIn(server.url, ADMIN.email, ADMIN.password);
  }, 240_000);
  afterAll(async () => {
    await server?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('each document, through the reader, the upload and the supplier link at once, leaves the server answering', async ({
    onTestFailed,
  }) => {
    const running = server!;
    onTestFailed(() => console.log(running.output()));
    // Idle once warmed up: the first reads load pdf.js and start the OCR engine (a scan).
    expect((await read(ordinary)).status).toBe(200);
    const scan = { name: 'blank scan', file: 'scan.png', type: 'image/png', bytes: png(800, 600) };
    expect((await read(scan.bytes, scan)).status).toBe(200);
    const idle = treeRss(running.pid);
    const memory = sampleRss(running.pid);
    const probe = probeHealth(running.url);
    const rows: { name: string; size: string; read: number; upload: number; supplier: number }[] =
      [];
    for (const [i, document] of documents.entries()) {
      const secret = secrets[Math.floor(i / FILES_PER_LINK)]!;
      const [readAnswer, uploadAnswer, supplierAnswer] = await Promise.all([
        read(document.bytes, document),
        admin.send(declarationApi.upload, {
          form: { type: 'RoHS', manufacturer: 'Yageo', models: 'All' },
          files: [file(document.bytes, document.file, document.type)],
        }),
        new ApiClient(running.url).send(supplyApi.upload, {
          params: { secret },
          files: [file(document.bytes, document.file, document.type)],
        }),
      ]);
      rows.push({
        name: document.name,
        size: `${(document.bytes.length / MB).toFixed(2)} MB`,
        read: readAnswer.status,
        upload: uploadAnswer.status,
        supplier: supplierAnswer.status,
      });
    }
    const health = await probe.stop();
    const peak = memory.stop();
    console.table(rows);
    console.log(
      `health: ${health.answers} answers, worst ${health.worstMs.toFixed(0)} ms (limit ${HEALTH_LIMIT_MS} ms); ` +
        `memory: idle ${(idle / MB).toFixed(0)} MB, peak ${(peak / MB).toFixed(0)} MB (limit ${((idle + MEMORY_HEADROOM) / MB).toFixed(0)} MB)`,
    );

    const serverErrors = rows.filter((r) => r.read >= 500 || r.upload >= 500 || r.supplier >= 500);
    expect(serverErrors).toEqual([]);
    for (const name of REFUSED_BY_READER)
      expect([413, 422], name).toContain(rows.find((r) => r.name === name)?.read);
    expect(health.failures).toEqual([]);
    expect(health.worstMs).toBeLessThanOrEqual(HEALTH_LIMIT_MS);
    expect(peak).toBeLessThanOrEqual(idle + MEMORY_HEADROOM);
    // Still itself: an ordinary statement is read as before.
    const after = await read(ordinary);
    expect(after.status).toBe(200);
    expect(after.body).toMatchObject({ manufacturer: { name: 'Yageo' } });
  }, 900_000);

  function read(bytes: Buffer, document?: HostileDocument): Promise<Answer> {
    const name = document?.file ?? 'statement.pdf';
    const type = document?.type ?? 'application/pdf';
    return admin.send(declarationApi.read, { files: [file(bytes, name, type)] });
  }
});

/**
 * A company whose product has PARTS parts of Yageo (what the wildcards are matched against)
 * and `links` open requests to Yageo, straight in the database; answers the links' secrets.
 */
async function seed(dataDir: string, links: number): Promise<string[]> {
  const database = fromPglite(createPglite(path.join(dataDir, 'db')));
  try {
    await prepareDatabase(database);
    const db = database.db;
    await ensureManufacturer(db, 'Yageo');
    // With a user in the database the server creates no admin of its own: this is the one.
    await createUser(db, {
      role: Role.Admin,
      email: ADMIN.email,
      password: ADMIN.password,
      isRoHSAllow: true,
    });
    const company = await createCompany(db, { trialLifted: true });
    const owner = await createUser(db, { companyId: company.id });
    const product = await createProduct(db, {
      ownerId: owner.id,
      companyId: company.id,
      statusId: 2,
    });
    const lines = Array.from({ length: PARTS }, (_, i) => ({
      ...componentInput(i),
      productId: product.id,
      position: i,
    }));
    const partIds = await ensureParts(
      db,
      lines.map((line) => ({ ...line, partNumberSource: undefined })),
    );
    await db
      .insert(materials)
      .values(lines.map((line, i) => ({ ...withKeys(line), partId: partIds[i]! })));
    const config = loadConfig(serverEnv({ DATA_DIR: dataDir }));
    const secrets: string[] = [];
    for (let i = 0; i < links; i++) {
      const { secret } = await insertRequest(db, config, {
        manufacturer: 'Yageo',
        mpns: lines.slice(i * 5, i * 5 + 5).map((line) => line.componentName),
        partIds: partIds.slice(i * 5, i * 5 + 5).filter((id): id is number => id !== undefined),
      });
      secrets.push(secret);
    }
    return secrets;
  } finally {
    await database.close();
  }
}
