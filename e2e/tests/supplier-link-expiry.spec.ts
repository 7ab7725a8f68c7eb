/**
 * An expired supplier link (DESIGN.md §9.7: valid 60 days) shows the supplier the clear page.
 * Sixty days cannot pass in a test, and the shared server keeps its database inside its own
 * process, so this spec runs a server of its own on a fresh PostgreSQL database and moves
 * the request's expiry into the past there.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { REQUEST_MSG } from '@partproof/shared';
import { startServerProcess, type ServerProcess } from './support/server-process.js';

const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PROVIDER = 'Expiry Check Labs';

let server: ServerProcess | undefined;
let dataDir = '';
let baseUrl = '';
let database = '';
let db: pg.Client | undefined;

test.beforeAll(async () => {
  database = `partproof_e2e_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${database}`;

  dataDir = mkdtempSync(path.join(tmpdir(), 'partproof-e2e-expiry-'));
  server = await startServerProcess({
    DATA_DIR: dataDir,
    DATABASE_URL: url.toString(),
    PROVIDER_NAME: PROVIDER,
  });
  baseUrl = server.baseUrl;
  db = new pg.Client({ connectionString: url.toString() });
  await db.connect();
});

test.afterAll(async () => {
  await db?.end();
  await server?.stop();
  if (database) {
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end();
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** A request as the server stores one when it sends: only the link secret's hash is kept. */
async function insertRequest(client: pg.Client, secret: string): Promise<number> {
  const maker = await client.query<{ id: number }>(
    `insert into manufacturers (name, key) values ('Würth Elektronik', 'wurth elektronik')
     returning id`,
  );
  const makerId = maker.rows[0]?.id;
  const hash = createHash('sha256').update(secret).digest('hex');
  const request = await client.query<{ id: number }>(
    `insert into manufacturer_requests
       (manufacturer_id, "to", subject, text, html, mpns, token_hash, expires_at)
     values ($1, 'rohs@we-online.example', 'Request', 'Letter', '<p>Letter</p>',
             array['744043100'], $2, now() + interval '60 days')
     returning id`,
    [makerId, hash],
  );
  const id = request.rows[0]?.id;
  if (!id) throw new Error('no request');
  return id;
}

test('an expired link shows the supplier the clear page, not the upload form', async ({
  browser,
}) => {
  if (!db) throw new Error('no database');
  const secret = randomBytes(32).toString('base64url');
  const requestId = await insertRequest(db, secret);
  const supplier = await browser.newPage();
  const link = `${baseUrl}/supply/${secret}`;

  // While valid, the link opens the upload page.
  await supplier.goto(link);
  await expect(supplier.getByText(`Document request from ${PROVIDER}`)).toBeVisible();
  await expect(supplier.getByText('744043100')).toBeVisible();

  // Sixty days later.
  await db.query(
    `update manufacturer_requests set expires_at = now() - interval '1 day' where id = $1`,
    [requestId],
  );
  await supplier.goto(link);
  await expect(supplier.getByRole('alert')).toHaveText(REQUEST_MSG.linkGone);
  await expect(supplier.getByText('744043100')).toHaveCount(0);
  await expect(supplier.locator('input[type="file"]')).toHaveCount(0);
  await supplier.close();
});
