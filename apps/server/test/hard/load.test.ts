/**
 * Load (issue 9): 100 signed-in users of a handful of companies (roles 1–3) use the built
 * server on loopback for LOAD_SECONDS (default 60) — lists, products, the Components screen,
 * component and product edits, status changes, BOM uploads and new products — each user one
 * request at a time over keep-alive connections. No request may fail with a 5xx, and every
 * write the server acknowledged must be found afterwards. Latencies are printed per kind of
 * request (p50/p95/p99), never asserted. PGlite, as `make start` runs; LOAD_POSTGRES=1 adds
 * a PostgreSQL run.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { bomApi, materialApi, partApi, productApi, Role, type RoleId } from '@partproof/shared';
import { rowsOf } from '../../src/backup/catalog.js';
import { createPglite, fromPglite, fromPostgres, type Database } from '../../src/db/client.js';
import { prepareDatabase } from '../../src/prepare-database.js';
import { files, materials, products } from '../../src/db/schema/index.js';
import { ensureParts } from '../../src/modules/parts/parts.queries.js';
import { withKeys } from '../../src/modules/materials/material-keys.js';
import {
  componentInput,
  createCompany,
  createProduct,
  createUser,
  TEST_PASSWORD,
  wizardPayload,
} from '../factories.js';
import { ApiClient, file } from './http-client.js';
import { createDatabase, postgresAvailable, type PostgresDatabase } from './postgres.js';
import { startServer, type ServerProcess } from './server-process.js';

const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const COMPANIES = 5;
const ADMINS = 10;
/** Per company: 2 compliance officers (role 3), 16 users (role 2); with the admins, 100. */
const COMPLIANCE_PER_COMPANY = 2;
const USERS_PER_COMPANY = 16;
const COMPONENTS_PER_PRODUCT = 10;
const withPostgres = process.env.LOAD_POSTGRES === '1' && (await postgresAvailable());

type Kind =
  | 'product list'
  | 'product get'
  | 'components'
  | 'component edit'
  | 'product update'
  | 'status change'
  | 'BOM upload'
  | 'product save';
/** How often each kind is picked (out of 100). */
const MIX: [Kind, number][] = [
  ['product list', 20],
  ['product get', 20],
  ['components', 10],
  ['component edit', 20],
  ['product update', 10],
  ['status change', 8],
  ['BOM upload', 7],
  ['product save', 5],
];

interface SimUser {
  email: string;
  role: RoleId;
  companyId: number | null;
  /** The product only this user writes (name, status, its components' references). */
  own: { id: number; status: number; materialIds: number[] };
  /** Products this user may read. */
  visible: number[];
  client?: ApiClient;
}

/** What the server acknowledged: the last value of each record, and what was created. */
interface Acknowledged {
  productNames: Map<number, string>;
  productStatuses: Map<number, number>;
  materialRefs: Map<number, string>;
  createdProducts: number[];
  uploadedFiles: string[];
}

interface Sample {
  kind: Kind;
  status: number | 'network error';
  /** When it was sent, from the start of the run. */
  at: number;
  ms: number;
}

const engines = [
  { engine: 'PGlite', postgres: false },
  ...(withPostgres ? [{ engine: 'PostgreSQL', postgres: true }] : []),
];

describe.each(engines)('load on $engine', ({ postgres }) => {
  let dataDir: string;
  let pgDatabase: PostgresDatabase | undefined;
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await server?.stop();
    await pgDatabase?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const open = (): Database =>
    pgDatabase
      ? fromPostgres(pgDatabase.url, 2)
      : fromPglite(createPglite(path.join(dataDir, 'db')));

  it(
    `100 users for ${SECONDS} s: no 5xx, no acknowledged write lost`,
    async ({ onTestFailed }) => {
      onTestFailed(() => console.log(server?.output()));
      dataDir = mkdtempSync(path.join(tmpdir(), 'partproof-load-'));
      pgDatabase = postgres ? await createDatabase('partproof_load') : undefined;
      const users = await seed(open());
      server = await startServer({
        DATA_DIR: dataDir,
        ...(pgDatabase ? { DATABASE_URL: pgDatabase.url } : {}),
      });
      const url = server.url;
      // Signed in twenty at a time (argon2 is meant to be slow).
      for (let i = 0; i < users.length; i += 20)
        await Promise.all(
          users.slice(i, i + 20).map(async (user) => {
            user.client = await ApiClient.signIn(url, user.email, TEST_PASSWORD);
          }),
        );

      const acked: Acknowledged = {
        productNames: new Map(),
        productStatuses: new Map(),
        materialRefs: new Map(),
        createdProducts: [],
        uploadedFiles: [],
      };
      const samples: Sample[] = [];
      const end = Date.now() + SECONDS * 1000;
      await Promise.all(users.map((user, i) => simulate(user, i, end, acked, samples)));
      await server.stop();
      server = undefined;

      printLatencies(samples);
      const failures = samples.filter((s) => s.status === 'network error' || s.status >= 500);
      expect(failures).toEqual([]);
      for (const [kind] of MIX)
        expect(
          samples.some((s) => s.kind === kind && s.status !== 'network error' && s.status < 300),
          `no ${kind} succeeded`,
        ).toBe(true);
      await expectNothingLost(open(), acked);
    },
    SECONDS * 1000 + 240_000,
  );
});

/** Companies, users and one product per user, straight in the database before the start. */
async function seed(database: Database): Promise<SimUser[]> {
  try {
    await prepareDatabase(database);
    const db = database.db;
    const people: { role: RoleId; companyId: number | null; productCompany: number }[] = [];
    const companyIds: number[] = [];
    for (let c = 0; c < COMPANIES; c++) {
      const { id } = await createCompany(db, { trialLifted: true });
      companyIds.push(id);
      for (let i = 0; i < COMPLIANCE_PER_COMPANY + USERS_PER_COMPANY; i++)
        people.push({
          role: i < COMPLIANCE_PER_COMPANY ? Role.Compliance : Role.User,
          companyId: id,
          productCompany: id,
        });
    }
    // Admins work on products of the companies too (they see every company's).
    for (let i = 0; i < ADMINS; i++)
      people.push({
        role: Role.Admin,
        companyId: null,
        productCompany: companyIds[i % COMPANIES]!,
      });

    const users: SimUser[] = [];
    for (const person of people) {
      const user = await createUser(db, { role: person.role, companyId: person.companyId });
      const product = await createProduct(db, {
        ownerId: user.id,
        companyId: person.productCompany,
        statusId: 2,
      });
      users.push({
        email: user.email,
        role: person.role,
        companyId: person.companyId,
        own: { id: product.id, status: 2, materialIds: [] },
        visible: [],
      });
    }
    // Every product's components in one go: the parts first, as every write path does.
    const lines = users.flatMap((user, u) =>
      Array.from({ length: COMPONENTS_PER_PRODUCT }, (_, i) => ({
        ...componentInput(u * COMPONENTS_PER_PRODUCT + i),
        critical: false,
        productId: user.own.id,
        position: i,
      })),
    );
    const partIds = await ensureParts(
      db,
      lines.map((line) => ({ ...line, partNumberSource: undefined })),
    );
    const rows = await db
      .insert(materials)
      .values(lines.map((line, i) => ({ ...withKeys(line), partId: partIds[i] ?? null })))
      .returning({ id: materials.id, productId: materials.productId });
    for (const user of users)
      user.own.materialIds = rows.filter((r) => r.productId === user.own.id).map((r) => r.id);

    const byCompany = new Map<number, number[]>();
    people.forEach((person, i) =>
      byCompany.set(person.productCompany, [
        ...(byCompany.get(person.productCompany) ?? []),
        users[i]!.own.id,
      ]),
    );
    const all = users.map((user) => user.own.id);
    for (const user of users)
      user.visible = user.companyId === null ? all : (byCompany.get(user.companyId) ?? []);
    return users;
  } finally {
    await database.close();
  }
}

/** One user's session: one request at a time until `end`. */
async function simulate(
  user: SimUser,
  index: number,
  end: number,
  acked: Acknowledged,
  samples: Sample[],
): Promise<void> {
  const client = user.client!;
  const start = end - SECONDS * 1000;
  const random = seeded(index + 1);
  const pick = <T>(list: T[]): T => list[Math.floor(random() * list.length)]!;
  // Users arrive over the first two seconds, not all in the same millisecond.
  await new Promise((resolve) => setTimeout(resolve, index * 20));
  let n = 0;
  while (Date.now() < end) {
    n += 1;
    const kind = chooseKind(random());
    const started = performance.now();
    let status: number | 'network error';
    try {
      status = await perform(kind, user, client, pick, `${index}-${n}`, acked);
    } catch {
      status = 'network error';
    }
    samples.push({
      kind,
      status,
      at: Math.round(Date.now() - start - (performance.now() - started)),
      ms: performance.now() - started,
    });
  }
}

function chooseKind(r: number): Kind {
  let at = r * 100;
  for (const [kind, weight] of MIX) {
    if (at < weight) return kind;
    at -= weight;
  }
  return 'product list';
}

async function perform(
  kind: Kind,
  user: SimUser,
  client: ApiClient,
  pick: <T>(list: T[]) => T,
  tag: string,
  acked: Acknowledged,
): Promise<number> {
  switch (kind) {
    case 'product list':
      return (await client.send(productApi.getAll, { body: { size: 50 } })).status;
    case 'product get':
      return (await client.send(productApi.get, { body: { id: pick(user.visible) } })).status;
    case 'components':
      return (await client.send(partApi.components, { body: { size: 50 } })).status;
    case 'component edit': {
      const id = pick(user.own.materialIds);
      const internalReference = `IPN-${tag}`;
      const res = await client.send(materialApi.update, { body: { id, internalReference } });
      if (res.status === 200) acked.materialRefs.set(id, internalReference);
      return res.status;
    }
    case 'product update': {
      const name = `Board ${tag}`;
      const res = await client.send(productApi.update, { body: { id: user.own.id, name } });
      if (res.status === 200) acked.productNames.set(user.own.id, name);
      return res.status;
    }
    case 'status change': {
      // Customers approve and send back; admins move between review and collecting.
      const current = user.own.status;
      const statusId = user.role === Role.Admin ? (current === 2 ? 3 : 2) : current === 2 ? 4 : 2;
      const res = await client.send(productApi.updateStatus, {
        body: { productId: user.own.id, statusId },
      });
      if (res.status === 200) {
        user.own.status = statusId;
        acked.productStatuses.set(user.own.id, statusId);
      }
      return res.status;
    }
    case 'BOM upload': {
      const csv = `Ref,Part Number,Manufacturer,Qty\nR1,RC0603FR-07${tag}KL,Yageo,2\nC1,GRM188R71H104KA93D,Murata,1\n`;
      const res = await client.send(bomApi.parseFile, {
        form: {},
        files: [file(Buffer.from(csv), `bom-${tag}.csv`, 'text/csv')],
      });
      if (res.status === 200) acked.uploadedFiles.push(res.body.filePath);
      return res.status;
    }
    case 'product save': {
      const res = await client.send(productApi.save, {
        body: wizardPayload(0, {
          name: `New board ${tag}`,
          materials: [componentInput(1), componentInput(2)],
        }),
      });
      if (res.status === 201) acked.createdProducts.push(res.body.id);
      return res.status;
    }
  }
}

/** Every acknowledged write, read back from the database once the server has stopped. */
async function expectNothingLost(database: Database, acked: Acknowledged): Promise<void> {
  try {
    const db = database.db;
    const productRows = await db
      .select({ id: products.id, name: products.name, statusId: products.statusId })
      .from(products);
    const byId = new Map(productRows.map((row) => [row.id, row]));
    const lost: string[] = [];
    for (const [id, name] of acked.productNames)
      if (byId.get(id)?.name !== name) lost.push(`product ${id} name ${name}`);
    for (const [id, status] of acked.productStatuses)
      if (byId.get(id)?.statusId !== status) lost.push(`product ${id} status ${status}`);
    for (const id of acked.createdProducts) if (!byId.has(id)) lost.push(`new product ${id}`);
    const created = acked.createdProducts.length
      ? await rowsOf<{ product_id: number; n: number }>(
          db,
          sql`select product_id, count(*)::int as n from materials
              where product_id in (${sql.join(acked.createdProducts, sql`, `)}) group by product_id`,
        )
      : [];
    const componentsOf = new Map(created.map((row) => [row.product_id, row.n]));
    for (const id of acked.createdProducts)
      if (componentsOf.get(id) !== 2) lost.push(`components of new product ${id}`);
    const materialRows = acked.materialRefs.size
      ? await db
          .select({ id: materials.id, ref: materials.internalReference })
          .from(materials)
          .where(inArray(materials.id, [...acked.materialRefs.keys()]))
      : [];
    const refs = new Map(materialRows.map((row) => [row.id, row.ref]));
    for (const [id, ref] of acked.materialRefs)
      if (refs.get(id) !== ref) lost.push(`component ${id} reference ${ref}`);
    const fileRows = acked.uploadedFiles.length
      ? await db.select({ id: files.id }).from(files).where(inArray(files.id, acked.uploadedFiles))
      : [];
    if (fileRows.length !== acked.uploadedFiles.length)
      lost.push(`${acked.uploadedFiles.length - fileRows.length} uploaded BOM files`);

    console.log(
      `acknowledged writes checked: ${acked.productNames.size} product names, ${acked.productStatuses.size} statuses, ${acked.materialRefs.size} component references, ${acked.createdProducts.length} new products, ${acked.uploadedFiles.length} BOM files`,
    );
    expect(lost).toEqual([]);
  } finally {
    await database.close();
  }
}

function printLatencies(samples: Sample[]): void {
  const rows = MIX.map(([kind]) => {
    const times = samples
      .filter((s) => s.kind === kind)
      .map((s) => s.ms)
      .sort((a, b) => a - b);
    const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
    return {
      kind,
      requests: times.length,
      'p50 ms': Math.round(at(0.5)),
      'p95 ms': Math.round(at(0.95)),
      'p99 ms': Math.round(at(0.99)),
    };
  });
  const statuses = new Map<string, number>();
  for (const s of samples)
    statuses.set(String(s.status), (statuses.get(String(s.status)) ?? 0) + 1);
  console.log(
    `${samples.length} requests in ${SECONDS} s (${Math.round(samples.length / SECONDS)}/s); statuses: ${JSON.stringify(Object.fromEntries(statuses))}`,
  );
  console.table(rows);
  const slowest = [...samples].sort((a, b) => b.ms - a.ms).slice(0, 5);
  console.log(
    'slowest:',
    slowest.map((s) => `${s.kind} sent at +${s.at} ms took ${Math.round(s.ms)} ms`),
  );
}

/** A small deterministic generator, so a run's mix can be repeated. */
function seeded(seed: number): () => number {
  let state = seed * 2654435761;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
