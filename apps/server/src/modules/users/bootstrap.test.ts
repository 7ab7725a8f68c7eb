import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role, type Declaration, type Product, type User } from '@partproof/shared';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { countRows } from '../../../test/helpers.js';
import { SERVER_ROOT } from '../../config.js';
import { createPglite, fromPglite } from '../../db/client.js';
import { auditLog, companies, products, users } from '../../db/schema/index.js';
import { verifyPassword } from '../../lib/passwords.js';
import { getCandidateListTable } from '../declarations/candidate-list.service.js';
import { bootstrap } from './bootstrap.js';

async function signIn(t: TestApp, email: string, password: string) {
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { email, password },
  });
  expect(login.statusCode, login.body).toBe(200);
  const token = login.json<{ accessToken: string }>().accessToken;
  const me = await t.app.inject({
    method: 'POST',
    url: '/api/user/checkAccessTokenAndGetUser',
    headers: { authorization: `Bearer ${token}` },
  });
  return me.json<User>();
}

describe('first start on an empty database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ ADMIN_EMAIL: 'Boss@Example.com', ADMIN_PASSWORD: 'boot-password' });
  });
  afterAll(() => t.close());

  it('creates the admin from ADMIN_EMAIL / ADMIN_PASSWORD, without a company, once', async () => {
    const lines: string[] = [];
    await bootstrap(t.ctx, (line) => lines.push(line));
    const me = await signIn(t, 'boss@example.com', 'boot-password');
    expect(me).toMatchObject({ email: 'boss@example.com', role: Role.Admin, company: null });
    expect(lines.join('\n')).toContain('boss@example.com');
    expect(lines.join('\n')).not.toContain('boot-password');

    // DEMO_DATA=0: no demo company or customer.
    expect(await countRows(t.ctx.db, 'users')).toBe(1);
    expect(await countRows(t.ctx.db, 'companies')).toBe(0);
    const [entry] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'user.create-admin'));
    expect(entry?.targetId).toBe(String(me.id));

    await bootstrap(t.ctx, (line) => lines.push(line));
    expect(await countRows(t.ctx.db, 'users')).toBe(1);
  });

  it("knows the REACH candidate list as of ECHA's update of 4 February 2026, once", async () => {
    const { version, data } = await getCandidateListTable(t.ctx);
    expect(version).toEqual({ date: '2026-02-04', entries: 253 });
    expect(data).toHaveLength(253);
    expect(data).toContainEqual({
      name: 'n-hexane',
      ec: '203-777-6',
      cas: '110-54-3',
      dateOfInclusion: '2026-02-04',
    });
    expect(data.filter((e) => e.dateOfInclusion === '2008-10-28')).toHaveLength(15);
    await bootstrap(t.ctx, () => undefined);
    expect(await countRows(t.ctx.db, 'candidate_lists')).toBe(1);
  });
});

describe('first start with demo data and no ADMIN_PASSWORD', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ ADMIN_PASSWORD: '', DEMO_DATA: '1' });
  });
  afterAll(() => t.close());

  it('prints a generated admin password once and adds a demo company with its user', async () => {
    const lines: string[] = [];
    await bootstrap(t.ctx, (line) => lines.push(line));
    const generated = /admin@example\.com \/ (\S+)/.exec(lines.join('\n'))?.[1];
    expect(generated?.length).toBeGreaterThanOrEqual(12);
    expect((await signIn(t, 'admin@example.com', generated ?? '')).role).toBe(Role.Admin);

    const [demo] = await t.ctx.db
      .select()
      .from(companies)
      .where(eq(companies.name, 'Acme Electronics'));
    expect(demo).toBeDefined();
    const customer = await signIn(t, 'customer@example.com', 'demo-customer-1');
    expect(customer).toMatchObject({
      role: Role.Compliance,
      company: { id: demo?.id, name: 'Acme Electronics' },
    });
  });

  it('the demo product shows declarations in every state, each with its reason', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: 'customer@example.com', password: 'demo-customer-1' },
    });
    const headers = {
      authorization: `Bearer ${login.json<{ accessToken: string }>().accessToken}`,
    };
    const [product] = await t.ctx.db
      .select()
      .from(products)
      .where(eq(products.name, 'Smart Kettle K2'));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/product/get',
      headers,
      payload: { id: product?.id },
    });
    const status = Object.fromEntries(
      res.json<Product>().materials.map((m) => [m.manufacturer, [m.rohsStatus, m.totalRohsCerts]]),
    );
    expect(status).toMatchObject({
      Littelfuse: [2, 1],
      Murata: [6, 1],
      'Würth Elektronik': [1, 1],
      Yageo: [1, 1],
      // No declaration (7 Pending), and the customer's open flag on it shows first (4 Flagged).
      Omron: [4, 0],
    });
    const murata = res.json<Product>().materials.find((m) => m.manufacturer === 'Murata');
    expect(murata?.rohsStatusReason).toMatch(/2002\/95\/EC/);
    const wurth = res.json<Product>().materials.find((m) => m.manufacturer === 'Würth Elektronik');
    const files = await t.app.inject({
      method: 'GET',
      url: `/api/rohs/getRohsFiles/${wurth?.id}`,
      headers,
    });
    expect(files.json<{ data: Declaration[] }>().data[0]).toMatchObject({
      type: 'IPC-1752A',
      exemptions: ['7(a)'],
      verdict: { result: 'compliant-with-exemptions' },
    });
  });
});

describe('the admin CLI', () => {
  const run = promisify(execFile);
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'partproof-cli-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const cli = (...args: string[]) =>
    run(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/cli/admin.ts', ...args], {
      cwd: SERVER_ROOT,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', JWT_SECRET: 'cli-test' },
    }).then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (err: { code: number; stdout: string; stderr: string }) => err,
    );

  it('refuses a missing email or a short password with usage help', async () => {
    const missing = await cli('create', '--password', 'long-enough-pw');
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('usage');
    const short = await cli('create', '--email', 'x@example.com', '--password', 'short');
    expect(short.code).toBe(2);
    expect(short.stderr).toContain('at least 8');
  }, 60_000);

  it('creates an admin on a stopped PGlite instance, and refuses the same email twice', async () => {
    const created = await cli(
      'create',
      '--email',
      'Ops@Example.com',
      '--password',
      'cli-admin-password',
      '--first',
      'Olga',
    );
    expect(created.code, created.stderr).toBe(0);
    expect(created.stdout).toContain('Admin Ops@Example.com created');
    const again = await cli('create', '--email', 'ops@example.com', '--password', 'other-password');
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('already exists');

    const database = fromPglite(createPglite(path.join(dataDir, 'db')));
    try {
      const rows = await database.db.select().from(users);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        email: 'ops@example.com',
        role: Role.Admin,
        companyId: null,
        firstName: 'Olga',
      });
      expect(await verifyPassword(rows[0]?.passwordHash ?? '', 'cli-admin-password')).toBe(true);
    } finally {
      await database.close();
    }
  }, 120_000);
});
