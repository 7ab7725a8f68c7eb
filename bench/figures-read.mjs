// The read figures of issue 19 against one running server: product/get alone and under
// load, the product list under load, a page of the components call and the Components
// screen's page. Latency figures take the budget as their limit; load figures take bare
// node:http sending the same bytes.
import { Buffer } from 'node:buffer';
import { BOM_SORT_KEYS } from '@partproof/shared';
import { BUDGETS, figure, format, row } from './budgets.mjs';
import { send, textOf } from './http-client.mjs';
import { loadWithLimit } from './load.mjs';
import { waitForIdle } from './server-process.mjs';

/** The budget's bound of a latency figure: its limit column. */
const budgetMs = (key, engine) => BUDGETS[key][engine][0].max;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const p95 = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(0.95 * sorted.length))];
};

async function ok(url, options) {
  const answer = await send(url, options);
  if (answer.status !== 200)
    throw new Error(`${new URL(url).pathname}: ${answer.status} ${textOf(answer).slice(0, 200)}`);
  return answer;
}

const sizeOf = (answer) =>
  `${format.kb(answer.raw.length)} ${answer.headers['content-encoding'] ?? 'uncompressed'}`;

export async function readFigures({ baseUrl, pid, headers, engine, ids, counts, settings }) {
  const json = { ...headers, 'content-type': 'application/json' };
  const getProduct = (id) => ({
    url: `${baseUrl}/api/product/get`,
    method: 'POST',
    headers: json,
    body: JSON.stringify({ id }),
  });
  const rows = [];
  const load = `${settings.connections} connections × ${settings.seconds} s`;

  for (const [key, id, components] of [
    ['get200.alone', ids.small, counts.small],
    ['get2000.alone', ids.medium, counts.medium],
  ]) {
    const meta = {
      key,
      engine,
      figure: `product/get, ${format.int(components)} components, one user alone (median of ${settings.samples})`,
    };
    rows.push(
      ...(await figure(meta, async () => {
        await waitForIdle(pid);
        const target = getProduct(id);
        const request = { method: 'POST', headers: json, body: Buffer.from(target.body) };
        const first = await ok(target.url, request);
        const got = JSON.parse(textOf(first)).materials.length;
        if (got !== components)
          throw new Error(`product/get answered ${got} of ${components} components`);
        for (let i = 1; i < settings.warmups; i++) await ok(target.url, request);
        const times = [];
        for (let i = 0; i < settings.samples; i++) times.push((await ok(target.url, request)).ms);
        const ms = median(times);
        const limit = budgetMs(key, engine);
        return row({
          ...meta,
          ours: `${format.ms(ms)} (${sizeOf(first)})`,
          limit: `${format.ms(limit)} (the budget)`,
          ratio: ms / limit,
          values: { ms },
        });
      })),
    );
  }

  const loads = [
    [
      'get200.load',
      `product/get, ${format.int(counts.small)} components, ${load}`,
      getProduct(ids.small),
    ],
    [
      'get2000.load',
      `product/get, ${format.int(counts.medium)} components, ${load}`,
      getProduct(ids.medium),
    ],
    [
      'getAll.load',
      `product/getAll, ${format.int(counts.products)} products, ${load}`,
      { url: `${baseUrl}/api/product/getAll`, method: 'POST', headers: json, body: '{}' },
    ],
  ];
  for (const [key, title, target] of loads) {
    const meta = { key, engine, figure: title };
    rows.push(
      ...(await figure(meta, async () => {
        await waitForIdle(pid);
        const { ours, limit, bytes, encoding } = await loadWithLimit(target, pid, settings);
        const failures = [
          ours.non2xx ? `${ours.non2xx} non-2xx` : '',
          ours.errors - ours.timeouts > 0 ? `${ours.errors - ours.timeouts} errors` : '',
        ].filter(Boolean);
        return row({
          ...meta,
          ours:
            `${format.rps(ours.rps)}, p95 ${format.ms(ours.p95)}, ${ours.timeouts} timeouts` +
            (failures.length ? `, ${failures.join(', ')}` : ''),
          limit: `${format.rps(limit.rps)} (bare node:http, same ${format.kb(bytes)} ${encoding})`,
          ratio: ours.rps / limit.rps,
          values: { rps: ours.rps, p95: ours.p95, timeouts: ours.timeouts },
        });
      })),
    );
  }

  const pageMeta = {
    key: 'components.page',
    engine,
    figure: `a page of components (GET /product/{id}/components), ${format.int(counts.large)}-component product, p95 of ${settings.pageRequests}`,
  };
  rows.push(
    ...(await figure(pageMeta, async () => {
      await waitForIdle(pid);
      const url = (page, sort, order) =>
        `${baseUrl}/api/product/${ids.large}/components?page=${page}&limit=10&sort=${sort}&order=${order}`;
      const probe = await send(url(1, 'componentName', 'asc'), { headers });
      if (probe.status === 404)
        return row({ ...pageMeta, ours: 'n/a: call missing (404)', values: {} });
      if (probe.status !== 200)
        throw new Error(`components: ${probe.status} ${textOf(probe).slice(0, 200)}`);
      const pages = Math.max(1, Math.ceil(counts.large / 10));
      const times = [];
      for (let i = 0; i < settings.pageRequests; i++) {
        // Pages spread over the whole product, every sort key both ways.
        const page = 1 + ((i * 7919) % pages);
        const sort = BOM_SORT_KEYS[i % BOM_SORT_KEYS.length];
        times.push((await ok(url(page, sort, i % 2 ? 'desc' : 'asc'), { headers })).ms);
      }
      const ms = p95(times);
      const limit = budgetMs('components.page', engine);
      return row({
        ...pageMeta,
        ours: `p95 ${format.ms(ms)} (median ${format.ms(median(times))})`,
        limit: `${format.ms(limit)} (the budget)`,
        ratio: ms / limit,
        values: { p95: ms },
      });
    })),
  );

  for (const [label, sort] of [
    ['by name', {}],
    ['by certificates', { sortBy: 'certificates', sortDir: 'desc' }],
  ]) {
    const meta = {
      key: 'componentsScreen.page',
      engine,
      figure: `Components screen page 1 (getAllComponents, ${label}) over ${format.int(counts.materials)} materials, p95 of ${settings.screenRequests}`,
    };
    rows.push(
      ...(await figure(meta, async () => {
        await waitForIdle(pid);
        const request = {
          method: 'POST',
          headers: json,
          body: Buffer.from(JSON.stringify({ page: 1, size: 10, ...sort })),
        };
        const target = `${baseUrl}/api/product/getAllComponents`;
        for (let i = 0; i < settings.warmups; i++) await ok(target, request);
        const times = [];
        for (let i = 0; i < settings.screenRequests; i++)
          times.push((await ok(target, request)).ms);
        const ms = p95(times);
        const limit = budgetMs('componentsScreen.page', engine);
        return row({
          ...meta,
          ours: `p95 ${format.ms(ms)} (median ${format.ms(median(times))})`,
          limit: `${format.ms(limit)} (the budget)`,
          ratio: ms / limit,
          values: { p95: ms },
        });
      })),
    );
  }
  return rows;
}
