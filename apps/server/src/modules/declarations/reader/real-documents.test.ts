/**
 * The reader on real manufacturer compliance documents (test/real-documents/expected.tsv):
 * statements, lab reports, datasheets, scans and web prints taken from public repositories,
 * not committed (their licence does not allow copying). scripts/restore-real-documents.sh
 * brings them into REAL_DOCUMENTS_DIR (default /work/reader-corpus/files); without all of
 * them this file says so and skips. With them, each document is read once and the hit rate
 * of each field is computed apart for the 'dev' and the 'held' set, printed and written to
 * /tmp/partproof-real-documents.txt; the test fails only when a rate falls below its floor.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { closeReader, readDeclaration } from './read-declaration.js';
import type { DeclarationProposal, KnownData } from './reader-types.js';

const TABLE = fileURLToPath(
  new URL('../../../../test/real-documents/expected.tsv', import.meta.url),
);
const DIR = process.env.REAL_DOCUMENTS_DIR ?? '/work/reader-corpus/files';
const REPORT = '/tmp/partproof-real-documents.txt';
/** After every document's date, so no expected date is "in the future". */
const TODAY = '2026-09-01';
/**
 * Makers that none of the documents is from, nor in the alias group of one (KEMET is Yageo):
 * the reader must not pick them.
 */
const DECOYS = ['TDK', 'Littelfuse', 'Omron', 'Shenzhen Fenghua', 'Nichicon', 'Samsung'];

const SETS = ['dev', 'held'] as const;
const FIELDS = ['manufacturer', 'models', 'dateIssue', 'directives', 'scope'] as const;
const HEADLINE = ['manufacturer', 'models', 'dateIssue', 'directives'] as const;
type Field = (typeof FIELDS)[number];
type Rates = Record<Field | 'headline', number>;

/**
 * The rates last measured (rounded down to 0.05; issue 20's rules): a reader change that
 * reads fewer of these documents right fails here. Raise them as the reader improves. Measured
 * on the 75 documents: r46–r66 added 6 held ones, and r67–r75 (a third round annotated blind,
 * annotated blind: open-hardware makers' own lab reports and declarations of whole products)
 * brought the held models down to 0.54, since the reader took no product name without digits
 * ("Tested Model: Shell", "Sample Model(s): CHESTER") as a model. It reads labelled fields now
 * (find-coverage.ts MODEL_FIELD): 0.71. That fix was made after seeing r67–r75's misses, so
 * they count as looked at from then on.
 */
const FLOOR: Record<(typeof SETS)[number], Rates> = {
  dev: {
    manufacturer: 1.0,
    models: 0.95,
    dateIssue: 0.9,
    directives: 1.0,
    scope: 0.9,
    headline: 0.95,
  },
  // 27/28 makers, 20/28 models and 21/28 dates were right: one document's slack below each
  // (an OCR run slowed by a busy machine), as the earlier floors had.
  held: {
    manufacturer: 0.9,
    models: 0.65,
    dateIssue: 0.7,
    directives: 0.85,
    scope: 0.85,
    headline: 0.8,
  },
};

interface Row {
  id: string;
  file: string;
  sha256: string;
  set: (typeof SETS)[number];
  kind: string;
  manufacturer: string;
  models: string[];
  scope: string;
  dateIssue: string;
  directives: string[];
}

const list = (text: string) =>
  text
    .split(';')
    .map((item) => item.trim())
    .filter((item) => item !== '');

function readTable(): Row[] {
  const [head, ...lines] = readFileSync(TABLE, 'utf8').split('\n').filter(Boolean);
  const columns = (head ?? '').split('\t');
  return lines.map((line) => {
    const cells = line.split('\t');
    const cell = (name: string) => cells[columns.indexOf(name)] ?? '';
    const set = cell('set');
    if (set !== 'dev' && set !== 'held') throw new Error(`${cell('id')}: set ${set}`);
    return {
      id: cell('id'),
      file: cell('file'),
      sha256: cell('sha256'),
      set,
      kind: cell('kind'),
      manufacturer: cell('manufacturer'),
      models: list(cell('models')),
      scope: cell('scope'),
      dateIssue: cell('dateIssue'),
      directives: list(cell('directives')),
    };
  });
}

const rows = readTable();
const bytesOf = (row: Row) => readFileSync(`${DIR}/${row.file}`);
const present = rows.filter(
  (row) =>
    existsSync(`${DIR}/${row.file}`) &&
    createHash('sha256').update(bytesOf(row)).digest('hex') === row.sha256,
);
const complete = present.length === rows.length;
if (!complete) {
  console.log(
    `real-documents: ${present.length} of ${rows.length} documents present with the right ` +
      `sha256 in ${DIR}; skipping the score. Run scripts/restore-real-documents.sh ` +
      `(REAL_DOCUMENTS_DIR to restore elsewhere).`,
  );
}

/** The makers of the table, then the decoys, numbered; each maker's parts are its rows' models. */
const makers = [...new Set([...rows.map((row) => row.manufacturer), ...DECOYS])];
function partsOfMaker(id: number) {
  const name = makers[id - 1];
  const parts = rows
    .filter((row) => row.manufacturer === name)
    .flatMap((row) => row.models.filter((model) => model !== 'All'));
  return [...new Set(parts)].map((mpn) => ({ mpn }));
}
const known: KnownData = {
  manufacturers: makers.map((name, index) => ({ id: index + 1, name })),
  partsOf: (ids) => Promise.resolve(new Map(ids.map((id) => [id, partsOfMaker(id)]))),
};

/**
 * A part number or series as compared: capitals, without spaces, dashes, underscores, a
 * trailing series star and the models text's escaping ('GZ-2012\*' and 'gz2012' are one).
 */
const normal = (text: string) =>
  text
    .toUpperCase()
    .replace(/\\/g, '')
    .replace(/[\s\-‐‑‒–—_]+/g, '')
    .replace(/\*+$/, '');

/** What the proposal names as covered: its mpns, series and models text. */
function named(proposal: DeclarationProposal): Set<string> {
  const { coverage } = proposal;
  return new Set(
    [...coverage.mpns, ...coverage.series, ...list(proposal.models)].map(normal).filter(Boolean),
  );
}

function hits(row: Row, proposal: DeclarationProposal): Record<Field, boolean> {
  const scope = proposal.coverage.scope;
  const names = named(proposal);
  let models: boolean;
  if (row.models.length === 1 && row.models[0] === 'All') models = scope === 'all';
  else if (row.models.length === 0) models = scope === 'mpns' && names.size === 0;
  else models = row.models.every((model) => names.has(normal(model)));
  const directives = new Set(proposal.directives);
  return {
    manufacturer: proposal.manufacturer?.name === row.manufacturer,
    models,
    dateIssue: (proposal.dateIssue ?? '') === row.dateIssue,
    directives:
      directives.size === row.directives.length && row.directives.every((d) => directives.has(d)),
    scope: scope === row.scope,
  };
}

const results = new Map<string, { proposal: DeclarationProposal; ms: number }>();

function rates(set: (typeof SETS)[number]): Rates {
  const scored = rows
    .filter((row) => row.set === set)
    .map((row) => {
      const result = results.get(row.id);
      if (!result) throw new Error(`${row.id} was not read`);
      return hits(row, result.proposal);
    });
  const rate = (field: Field) => scored.filter((hit) => hit[field]).length / scored.length;
  const out = Object.fromEntries(FIELDS.map((field) => [field, rate(field)])) as Rates;
  out.headline = HEADLINE.reduce((sum, field) => sum + out[field], 0) / HEADLINE.length;
  return out;
}

const cut = (text: string, width: number) =>
  text.length > width ? `${text.slice(0, width - 1)}…` : text.padEnd(width);

function report(measured: Record<(typeof SETS)[number], Rates>): string {
  const count = (set: string) => rows.filter((row) => row.set === set).length;
  const header = `${'field'.padEnd(14)}${SETS.map((set) => `${set} (${count(set)})`.padStart(12)).join('')}`;
  const lines = [...FIELDS, 'headline' as const].map(
    (field) =>
      `${field.padEnd(14)}${SETS.map((set) => measured[set][field].toFixed(2).padStart(12)).join('')}`,
  );
  const mark = (ok: boolean) => (ok ? '+' : '-');
  const perDocument = rows.map((row) => {
    const result = results.get(row.id);
    if (!result) return `${row.id} not read`;
    const { proposal, ms } = result;
    const hit = hits(row, proposal);
    return [
      row.id,
      row.set.padEnd(4),
      cut(row.kind, 10),
      FIELDS.map((field) => mark(hit[field])).join(''),
      `${String(Math.round(ms)).padStart(6)} ms${proposal.ocr ? ' OCR' : '    '}`,
      `maker=${proposal.manufacturer?.name ?? '-'}`,
      `date=${proposal.dateIssue ?? '-'}`,
      `scope=${proposal.coverage.scope}`,
      `dir=${proposal.directives.join(',') || '-'}`,
      `models=${cut(proposal.models || '-', 60).trimEnd()}`,
    ].join('  ');
  });
  return [
    'Real documents: per-field hit rate',
    header,
    ...lines,
    '',
    `Per document (+/- for ${FIELDS.join(', ')}):`,
    ...perDocument,
  ].join('\n');
}

// The reader touches no database: the score is taken once, in the PGlite pass of make test.
const otherEngine = process.env.TEST_DB === 'postgres';
if (otherEngine) console.log('real-documents: scored in the PGlite pass, not again on PostgreSQL');

describe.skipIf(!complete || otherEngine)('reading real compliance documents', () => {
  afterAll(async () => {
    await closeReader();
  });

  it('has at least 40 documents, a quarter of them held out', () => {
    expect(rows.length).toBeGreaterThanOrEqual(40);
    expect(rows.filter((row) => row.set === 'held').length).toBeGreaterThanOrEqual(10);
    expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
  });

  // One after the other: the OCR of a scanned page takes seconds and one engine is shared.
  it.each(rows.map((row) => [row.id, row] as const))(
    '%s is read',
    async (_id, row) => {
      const mime = row.file.endsWith('.pdf')
        ? 'application/pdf'
        : row.file.endsWith('.png')
          ? 'image/png'
          : 'image/jpeg';
      const started = performance.now();
      const proposal = await readDeclaration({ bytes: bytesOf(row), mime }, known, {
        today: TODAY,
      });
      results.set(row.id, { proposal, ms: performance.now() - started });
    },
    300_000,
  );

  it('reads each field at least as well as when the corpus was built', () => {
    const measured = { dev: rates('dev'), held: rates('held') };
    const text = report(measured);
    writeFileSync(REPORT, `${text}\n`);
    console.log(text);
    const below = SETS.flatMap((set) =>
      [...FIELDS, 'headline' as const]
        .filter((field) => measured[set][field] < FLOOR[set][field] - 1e-9)
        .map(
          (field) => `${set} ${field} ${measured[set][field].toFixed(2)} < ${FLOOR[set][field]}`,
        ),
    );
    expect(below).toEqual([]);
  });
});
