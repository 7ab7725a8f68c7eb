// Issue 19's budgets ("Budgets" table), per figure and engine, and the one row shape every
// figure reports: figure | engine | ours | limit (same run) | ratio | budget | within budget?

/** A check of one measured value: `max` or `min`, with how the table writes it. */
const max = (metric, value, text) => ({ metric, max: value, text });
const min = (metric, value, text) => ({ metric, min: value, text });

const both = (checks) => ({ pglite: checks, postgres: checks });

export const BUDGETS = {
  'get200.alone': { pglite: [max('ms', 15, '≤ 15 ms')], postgres: [max('ms', 10, '≤ 10 ms')] },
  'get2000.alone': { pglite: [max('ms', 100, '≤ 100 ms')], postgres: [max('ms', 60, '≤ 60 ms')] },
  'get200.load': {
    pglite: [
      min('rps', 300, '≥ 300 req/s'),
      max('p95', 100, 'p95 ≤ 100 ms'),
      max('timeouts', 0, '0 timeouts'),
    ],
    postgres: [min('rps', 1000, '≥ 1,000 req/s'), max('p95', 100, 'p95 ≤ 100 ms')],
  },
  'get2000.load': {
    pglite: [max('timeouts', 0, '0 timeouts')],
    postgres: [max('p95', 300, 'p95 ≤ 300 ms')],
  },
  'getAll.load': {
    pglite: [min('rps', 1000, '≥ 1,000 req/s')],
    postgres: [min('rps', 2000, '≥ 2,000 req/s')],
  },
  'components.page': {
    pglite: [max('p95', 20, 'p95 ≤ 20 ms')],
    postgres: [max('p95', 10, 'p95 ≤ 10 ms')],
  },
  'componentsScreen.page': {
    pglite: [max('p95', 50, 'p95 ≤ 50 ms')],
    postgres: [max('p95', 30, 'p95 ≤ 30 ms')],
  },
  'parse.time': both([max('ratio', 2, '≤ 2× the streaming parse')]),
  'parse.memory': both([max('mb', 300, '≤ +300 MB')]),
  'search.total': both([max('ms', 10_000, '≤ 10 s')]),
  'search.first': both([max('ms', 1000, '≤ 1 s')]),
  'browser.firstRows': both([max('ms', 500, '≤ 500 ms')]),
  'browser.nextPage': both([max('ms', 50, '≤ 50 ms')]),
  'browser.loginJs': both([max('bytes', 200_000, '≤ 200 kB')]),
};

export const ENGINE_NAMES = { pglite: 'PGlite', postgres: 'PostgreSQL' };

/** The budget's text and whether `values` hold it ('yes', 'no: …', or '—' without one). */
export function checkBudget(key, engine, values) {
  const checks = BUDGETS[key]?.[engine] ?? [];
  const budget = checks.map((check) => check.text).join(', ') || '—';
  const measured = (value) => value !== null && value !== undefined && !Number.isNaN(value);
  if (!checks.some((check) => measured(values[check.metric]))) return { budget, within: '—' };
  const misses = checks.filter((check) => {
    const value = values[check.metric];
    if (!measured(value)) return true;
    return check.max !== undefined ? value > check.max : value < check.min;
  });
  if (misses.length === 0) return { budget, within: 'yes' };
  if (misses.length === checks.length) return { budget, within: 'no' };
  return { budget, within: `no (missed: ${misses.map((check) => check.text).join(', ')})` };
}

/**
 * One table row. `values` holds the measured numbers the budget is checked against (ms, p95,
 * rps, timeouts, ratio, mb, bytes); `ours` and `limit` are how the table writes them.
 */
export function row({ key, figure, engine, ours, limit = '—', ratio = null, values = {} }) {
  return {
    key,
    figure,
    engine: ENGINE_NAMES[engine] ?? engine,
    ours,
    limit,
    ratio,
    ...checkBudget(key, engine, { ratio, ...values }),
    values,
  };
}

/** The row of a figure that could not be measured: the error in place of the figure. */
export function failedRow({ key, figure, engine }, error) {
  const message = error instanceof Error ? error.message : String(error);
  return {
    key,
    figure,
    engine: ENGINE_NAMES[engine] ?? engine,
    ours: `error: ${message.split('\n')[0].slice(0, 160)}`,
    limit: '—',
    ratio: null,
    budget: checkBudget(key, engine, {}).budget,
    within: '—',
    values: {},
  };
}

/** Measures one figure; a failure becomes its row, so the other figures still run. */
export async function figure(meta, measure) {
  try {
    const rows = await measure();
    return Array.isArray(rows) ? rows : [rows];
  } catch (err) {
    console.error(`  ${meta.figure} (${meta.engine}): ${err instanceof Error ? err.stack : err}`);
    return [failedRow(meta, err)];
  }
}

const int = (n) => Math.round(n).toLocaleString('en');
export const format = {
  ms: (ms) =>
    ms === null ? '—' : ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms.toFixed(1)} ms`,
  rps: (rps) => `${int(rps)} req/s`,
  mb: (bytes) => `${(bytes / 1e6).toFixed(2)} MB`,
  kb: (bytes) => `${int(bytes / 1000)} kB`,
  int,
};
