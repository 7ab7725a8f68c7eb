// `make bench`, last step: the server figures (bench/out/server.json) and the browser ones
// (bench/out/browser.json, written by e2e/bench) as one table, printed and written to
// bench/results.md, and everything with the machine it ran on to bench/results.json.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { BUDGETS, failedRow, format, row } from './budgets.mjs';

const here = (file) => new URL(file, import.meta.url).pathname;
const readJson = (file) =>
  existsSync(here(file)) ? JSON.parse(readFileSync(here(file), 'utf8')) : null;

/** What e2e/bench/read-figures.bench.ts measures, named for when it wrote nothing. */
const BROWSER_FIGURES = {
  'browser.loginJs': 'JavaScript of a first visit to /login (transferred)',
  'browser.firstRows': 'product page, 2,000 components: first rows after navigation',
  'browser.nextPage': 'product page, 2,000 components: next page after a click',
};

/** The browser bench's raw figures (`{key, figure, ms | bytes, detail}`) as table rows. */
function browserRows(browser) {
  if (!browser) {
    return Object.entries(BROWSER_FIGURES).map(([key, figure]) =>
      failedRow(
        { key, engine: 'pglite', figure },
        'not measured: the browser bench wrote no bench/out/browser.json',
      ),
    );
  }
  return browser.figures.map((f) => {
    const meta = { key: f.key, engine: 'pglite', figure: f.figure };
    if (f.error) return failedRow(meta, f.error);
    const bound = BUDGETS[f.key].pglite[0].max;
    const measured = f.bytes ?? f.ms;
    return row({
      ...meta,
      ours:
        (f.bytes !== undefined ? format.kb(f.bytes) : format.ms(f.ms)) +
        (f.detail ? ` (${f.detail})` : ''),
      limit: `${f.bytes !== undefined ? format.kb(bound) : format.ms(bound)} (the budget)`,
      ratio: measured / bound,
      values: f.bytes !== undefined ? { bytes: f.bytes } : { ms: f.ms },
    });
  });
}

function machine() {
  let commit = 'unknown';
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], {
      encoding: 'utf8',
    });
    if (dirty.trim()) commit += ' (with uncommitted changes)';
  } catch {
    // Not a git checkout.
  }
  const cpus = os.cpus();
  return {
    cpus: `${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown'}`,
    cpuCount: cpus.length,
    ramGb: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    os: `${os.type()} ${os.release()}`,
    date: new Date().toISOString(),
    commit,
  };
}

const ratioText = (ratio) =>
  ratio === null || !Number.isFinite(ratio) ? '—' : `${ratio.toPrecision(2)}×`;
const cell = (text) => String(text).replaceAll('|', '\\|');

function markdown(rows, about) {
  const lines = [
    `Machine: ${about.cpus}, ${about.ramGb} GB RAM, Node ${about.node}, ${about.os}; ` +
      `commit ${about.commit}, ${about.date.slice(0, 16).replace('T', ' ')} UTC` +
      (about.quick ? '; BENCH_QUICK=1 (smaller data, shorter load: not the budgets’ sizes)' : ''),
    ...about.skipped.map((s) => `Skipped: ${s.engine} (${s.reason})`),
    '',
    '| figure | engine | ours | limit (same run) | ratio | budget | within budget? |',
    '|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${[r.figure, r.engine, r.ours, r.limit, ratioText(r.ratio), r.budget, r.within].map(cell).join(' | ')} |`,
    ),
  ];
  return `${lines.join('\n')}\n`;
}

const server = readJson('./out/server.json');
const browser = readJson('./out/browser.json');
const rows = [
  ...(server?.rows ?? [
    failedRow(
      { key: 'server', engine: 'pglite', figure: 'server figures' },
      'not measured: bench/run.mjs wrote no bench/out/server.json',
    ),
  ]),
  ...browserRows(browser),
];
const about = { ...machine(), quick: server?.quick ?? false, skipped: server?.skipped ?? [] };
const table = markdown(rows, about);
writeFileSync(here('./results.md'), table);
writeFileSync(
  here('./results.json'),
  JSON.stringify({ machine: about, plan: server?.plan, rows }, null, 2),
);
console.log(`\n${table}`);
console.log('Written: bench/results.md, bench/results.json');
