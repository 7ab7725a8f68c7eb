import { afterAll, describe, expect, it } from 'vitest';
import { createPglite } from './client.js';
import { ClientGoneError, inRequestOrder, runForOwner, type QueryOwner } from './query-order.js';

describe('queries on the embedded database', () => {
  const raw = createPglite();
  const pglite = inRequestOrder(raw);
  afterAll(() => raw.close());

  it('serves the oldest request first, background work after the requests waiting, and nothing for a client that has gone', async () => {
    await pglite.exec('create table served (label text)');
    const served: string[] = [];
    const insert = (label: string) =>
      pglite.query('insert into served values ($1)', [label]).then(() => served.push(label));
    const asRequest = (since: number, gone = false) => ({ since, gone }) satisfies QueryOwner;

    // The first query takes the connection; the rest queue meanwhile, in this order.
    const queued = [
      insert('running'),
      insert('background (pg-boss, live feed)'),
      runForOwner(asRequest(2), () => insert('request that arrived second')),
      runForOwner(asRequest(0, true), () => insert('request whose client went away')),
      runForOwner(asRequest(1), () => insert('request that arrived first')),
    ];
    const results = await Promise.allSettled(queued);

    expect(served).toEqual([
      'running',
      'request that arrived first',
      'request that arrived second',
      'background (pg-boss, live feed)',
    ]);
    expect(results[3]).toMatchObject({
      status: 'rejected',
      reason: expect.any(ClientGoneError) as unknown,
    });
    const { rows } = await pglite.query<{ label: string }>('select label from served');
    expect(rows.map((row) => row.label)).not.toContain('request whose client went away');
  });
});
