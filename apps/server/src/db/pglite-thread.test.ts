import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgliteThread } from './pglite-thread.js';

describe('the embedded database in its own thread', () => {
  let pglite: PgliteThread;

  beforeAll(async () => {
    pglite = new PgliteThread();
    await pglite.exec('create table items (id int primary key, label text not null)');
  });
  afterAll(() => pglite.close());

  it('keeps answering the event loop while a long query runs', async () => {
    const order: string[] = [];
    const query = pglite
      .query('select count(*) from generate_series(1, 1000000)')
      .then(() => order.push('query'));
    // On the server's thread, the wasm query would hold the loop and the timer would wait.
    await new Promise((resolve) => setTimeout(resolve, 5));
    order.push('timer');
    await query;
    expect(order).toEqual(['timer', 'query']);
  });

  it("hands back PostgreSQL's error fields, so a unique violation is told apart", async () => {
    await pglite.query('insert into items values (1, $1)', ['first']);
    const error = await pglite
      .query('insert into items values (1, $1)', ['again'])
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: '23505', constraint: 'items_pkey' });
    expect((error as Error).message).toMatch(/duplicate key/);
  });

  it('commits a transaction, and rolls back one whose work failed', async () => {
    await pglite.transaction(async (tx) => {
      await tx.query('insert into items values (2, $1)', ['kept']);
    });
    await expect(
      pglite.transaction(async (tx) => {
        await tx.query('insert into items values (3, $1)', ['lost']);
        throw new Error('the caller gave up');
      }),
    ).rejects.toThrow('the caller gave up');
    const { rows } = await pglite.query<{ id: number }>('select id from items order by id');
    expect(rows.map((row) => row.id)).toEqual([1, 2]);
  });

  it('keeps the text of the types a caller asks for, and parses the rest', async () => {
    const sql = "select '2026-01-02 03:04:05+00'::timestamptz as at, 7::int as n";
    const kept = await pglite.query<{ at: unknown; n: unknown }>(sql, [], {
      parsers: { 1184: (value) => value },
    });
    expect(kept.rows[0]).toEqual({ at: '2026-01-02 03:04:05+00', n: 7 });
    const parsed = await pglite.query<{ at: unknown }>(sql);
    expect(parsed.rows[0]?.at).toBeInstanceOf(Date);
  });

  it('delivers notifications to listeners until they stop listening', async () => {
    const heard: string[] = [];
    const stop = await pglite.listen('news', (payload) => heard.push(payload));
    await pglite.query("select pg_notify('news', 'one')");
    await expect.poll(() => heard).toEqual(['one']);
    await stop();
    await pglite.query("select pg_notify('news', 'two')");
    await pglite.query('select 1');
    expect(heard).toEqual(['one']);
  });

  it('dumps its data into a copy that starts from it', async () => {
    const copy = new PgliteThread({ loadDataDir: await pglite.dumpDataDir('none') });
    try {
      const { rows } = await copy.query<{ label: string }>('select label from items order by id');
      expect(rows.map((row) => row.label)).toEqual(['first', 'kept']);
    } finally {
      await copy.close();
    }
  });

  it('resets to a fresh database from a dump, in the same thread, without the old listeners', async () => {
    const copy = new PgliteThread({ loadDataDir: await pglite.dumpDataDir('none') });
    try {
      const heard: string[] = [];
      await copy.listen('news', (payload) => heard.push(payload));
      await copy.query("insert into items values (99, 'of the first file')");
      await copy.reset(await pglite.dumpDataDir('none'));
      const { rows } = await copy.query<{ label: string }>('select label from items order by id');
      expect(rows.map((row) => row.label)).toEqual(['first', 'kept']);
      await copy.query("select pg_notify('news', 'after the reset')");
      await copy.query('select 1');
      expect(heard).toEqual([]);
    } finally {
      await copy.close();
    }
  });
});
