import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { rowsOf } from './db/rows-of.js';
import { prepareDatabase } from './prepare-database.js';

describe('DATA_DIR on a first start', () => {
  const base = mkdtempSync(path.join(tmpdir(), 'partproof-data-dir-'));
  afterAll(() => rmSync(base, { recursive: true, force: true }));

  it('a nested folder that does not exist yet is created, and the embedded database opens in it', async () => {
    const dataDir = path.join(base, 'x', 'y', 'z');
    expect(existsSync(path.join(base, 'x'))).toBe(false);
    // JWT_SECRET set: nothing else writes into DATA_DIR before the database opens.
    const config = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'data-dir-test-secret' });
    expect(config.dataDir).toBe(dataDir);
    expect(existsSync(dataDir)).toBe(true);

    const database = openDatabase({ dataDir: config.dataDir });
    try {
      await prepareDatabase(database);
      const result = await database.db.execute(sql`select count(*)::int as n from users`);
      expect(rowsOf<{ n: number }>(result)[0]?.n).toBe(0);
    } finally {
      await database.close();
    }
    expect(existsSync(path.join(dataDir, 'db', 'PG_VERSION'))).toBe(true);
  }, 60_000);

  it('without JWT_SECRET the generated secret is kept in the new folder and read back', () => {
    const dataDir = path.join(base, 'fresh', 'nested');
    const first = loadConfig({ DATA_DIR: dataDir });
    expect(readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8')).toBe(first.jwtSecret);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(first.jwtSecret);
  });
});
