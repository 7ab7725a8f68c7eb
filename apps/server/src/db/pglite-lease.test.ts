import { describe, expect, it } from 'vitest';
import { leasePglite } from '../../test/pglite-lease.js';
import { PgliteThread } from './pglite-thread.js';

/** The tests' database thread, lent to one file at a time (test/pglite-lease.ts). */
describe('a test worker’s database thread, lent file by file', () => {
  it('gives each file a fresh database, and a closed file’s late statements reach none', async () => {
    const template = new PgliteThread();
    await template.exec('create table items (label text)');
    const dump = await template.dumpDataDir('none');
    await template.close();

    const first = await leasePglite(dump);
    await first.query("insert into items values ('of the first file')");
    await first.close();
    const second = await leasePglite(dump);
    try {
      await expect(first.query("insert into items values ('late')")).rejects.toThrow(
        'The embedded database is closed',
      );
      const { rows } = await second.query('select * from items');
      expect(rows).toEqual([]);
      // A second database while the first is held: a thread of its own, its own data.
      const beside = await leasePglite(dump);
      await beside.query("insert into items values ('beside')");
      expect((await second.query('select * from items')).rows).toEqual([]);
      await beside.close();
    } finally {
      await second.close();
    }
  });
});
