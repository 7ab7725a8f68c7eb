/**
 * The reader on real manufacturer compliance documents (test/real-documents/expected.tsv):
 * statements, lab reports, datasheets, scans and web prints taken from public repositories,
 * not committed (their licence does not allow copying). scripts/restore-real-documents.sh
 * brings them into REAL_DOCUMENTS_DIR (default /work/reader-corpus/files); without all of
 * them the score says so and skips. With them, each document is read once and the hit rate
 * of each field is computed apart for the 'dev', 'seen' and 'held' sets, printed and written to
 * /tmp/partproof-real-documents.txt; the test fails only when a rate falls below its floor.
 *
 * Two test files read one half each (real-documents-{a,b}.test.ts), so that the API pass's two
 * workers share the reading — OCR is one engine per process, and the whole corpus on one
 * worker was the pass's longest path. Each half leaves its results in the run's folder; the
 * half that finishes second scores the whole corpus.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { AppError } from '../../src/lib/app-error.js';
import {
  closeReader,
  readDeclaration,
} from '../../src/modules/declarations/reader/read-declaration.js';
import type {
  DeclarationProposal,
  KnownData,
} from '../../src/modules/declarations/reader/reader-types.js';

const TABLE = fileURLToPath(new URL('./expected.tsv', import.meta.url));
const DIR = process.env.REAL_DOCUMENTS_DIR ?? '/work/reader-corpus/files';
const REPORT = '/tmp/partproof-real-documents.txt';
/** After every document's date, so no expected date is "in the future". */
const TODAY = '2026-09-01';
/**
 * Makers that none of the documents is from, nor in the alias group of one (KEMET is Yageo):
 * the reader must not pick them.
 */
const DECOYS = ['TDK', 'Littelfuse', 'Omron', 'Shenzhen Fenghua', 'Nichicon', 'Kyocera'];

/**
 * 'dev' is tuned on; 'seen' was held aside once and has been looked at since (its misses were
 * read before a reader change): it proves little; 'held' has never been tuned on.
 */
const SETS = ['dev', 'seen', 'held'] as const;
type SetName = (typeof SETS)[number];
const isSet = (text: string): text is SetName => (SETS as readonly string[]).includes(text);
const FIELDS = ['manufacturer', 'models', 'dateIssue', 'directives', 'scope'] as const;
const HEADLINE = ['manufacturer', 'models', 'dateIssue', 'directives'] as const;
type Field = (typeof FIELDS)[number];
type Rates = Record<Field | 'headline', number>;

/**
 * The rates last measured (rounded down to 0.05, after one document's slack: an OCR run slowed
 * by a busy machine): a reader change that reads fewer of these documents right fails here.
 * Raise them as the reader improves. 'held' is 75 documents never tuned on: the seventh round
 * r167–r199 (28, scored blind at c618e37), the ninth r216–r235 (19, scored blind at stop 38)
 * and the eleventh r267–r300 (28, scored blind at stop 40: makers 25, models 20, dates 25,
 * directives 26, scope 27). 'seen' is the earlier held rounds (r67–r75, r76–r99, r100–r120,
 * r124–r163, r200–r215, r236–r265), with r47, r48, r54, r58, r62, r65 and r164–r166, which
 * reader changes were made after.
 */
const FLOOR: Record<SetName, Rates> = {
  dev: {
    manufacturer: 1.0,
    models: 0.95,
    dateIssue: 0.9,
    directives: 1.0,
    scope: 0.9,
    headline: 0.95,
  },
  seen: {
    manufacturer: 0.9,
    models: 0.85,
    dateIssue: 0.9,
    directives: 0.9,
    scope: 0.85,
    headline: 0.9,
  },
  held: {
    manufacturer: 0.9,
    models: 0.7,
    dateIssue: 0.85,
    directives: 0.9,
    scope: 0.85,
    headline: 0.85,
  },
};

interface Row {
  id: string;
  file: string;
  sha256: string;
  set: SetName;
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
    if (!isSet(set)) throw new Error(`${cell('id')}: set ${set}`);
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
function named(proposal: Read): Set<string> {
  const { coverage } = proposal;
  return new Set(
    [...coverage.mpns, ...coverage.series, ...list(proposal.models)].map(normal).filter(Boolean),
  );
}

/**
 * What staff see of a document the reader refuses ("could not be read within the limits"): an
 * empty form. It scores as such, so a refusal costs every field the document fills.
 */
const EMPTY_FORM = {
  manufacturer: null,
  models: '',
  coverage: { scope: 'mpns', mpns: [], series: [], exclusions: [] },
  dateIssue: null,
  directives: [],
  ocr: false,
} satisfies Pick<
  DeclarationProposal,
  'manufacturer' | 'models' | 'coverage' | 'dateIssue' | 'directives' | 'ocr'
>;
type Read = typeof EMPTY_FORM | DeclarationProposal;

function hits(row: Row, proposal: Read): Record<Field, boolean> {
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

/** How one document was read: what the reader proposed, in how long, and whether it refused. */
interface Result {
  proposal: Read;
  ms: number;
  refused: boolean;
}
type Results = Map<string, Result>;

function rates(results: Results, set: SetName): Rates {
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

function report(results: Results, measured: Record<SetName, Rates>): string {
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
    const { proposal, ms, refused } = result;
    const hit = hits(row, proposal);
    return [
      row.id,
      row.set.padEnd(4),
      cut(row.kind, 10),
      FIELDS.map((field) => mark(hit[field])).join(''),
      `${String(Math.round(ms)).padStart(6)} ms${proposal.ocr ? ' OCR' : '    '}`,
      ...(refused ? ['REFUSED (read within the limits: no)'] : []),
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

/** Where each half leaves its results: a folder of this test run (test/global-setup.ts). */
const halfFile = (half: Half) => path.join(inject('runDir'), `real-documents-${half}.json`);

function saveHalf(half: Half, results: Results): void {
  const file = halfFile(half);
  // Written whole, then renamed: the other half never reads a file half written.
  writeFileSync(`${file}.tmp`, JSON.stringify([...results]));
  renameSync(`${file}.tmp`, file);
}

/** Both halves' results, once the other half has saved its own; else null. */
function bothHalves(half: Half): Results | null {
  const other = halfFile(half === 'a' ? 'b' : 'a');
  if (!existsSync(other)) return null;
  const saved = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as [string, Result][];
  return new Map([...saved(halfFile(half)), ...saved(other)]);
}

export type Half = 'a' | 'b';

/**
 * The tests of one half: half 'a' reads the table's 1st, 3rd, 5th … document, 'b' the others.
 * The reader touches no database: only the PGlite pass runs these files (vitest.config.ts).
 */
export function scoreHalf(half: Half): void {
  const mine = rows.filter((_, index) => index % 2 === (half === 'a' ? 0 : 1));
  const results: Results = new Map();

  describe.skipIf(!complete)(`reading real compliance documents, half ${half}`, () => {
    afterAll(async () => {
      await closeReader();
    });

    // The table is one for both halves: half a checks its size.
    if (half === 'a') {
      it('has at least 40 documents, a quarter of them never tuned on', () => {
        expect(rows.length).toBeGreaterThanOrEqual(40);
        const count = (set: SetName) => rows.filter((row) => row.set === set).length;
        expect(count('held')).toBeGreaterThanOrEqual(rows.length / 4);
        expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
      });
    }

    // One after the other: the OCR of a scanned page takes seconds and one engine is shared.
    it.each(mine.map((row) => [row.id, row] as const))(
      '%s is read',
      async (_id, row) => {
        const mime = row.file.endsWith('.pdf')
          ? 'application/pdf'
          : row.file.endsWith('.png')
            ? 'image/png'
            : 'image/jpeg';
        const started = performance.now();
        try {
          const proposal = await readDeclaration({ bytes: bytesOf(row), mime }, known, {
            today: TODAY,
          });
          results.set(row.id, { proposal, ms: performance.now() - started, refused: false });
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          const ms = performance.now() - started;
          results.set(row.id, { proposal: EMPTY_FORM, ms, refused: true });
        }
      },
      300_000,
    );

    it('reads each field at least as well as when the corpus was built', (context) => {
      saveHalf(half, results);
      const all = bothHalves(half);
      // The half that finishes first leaves the score to the other; run alone, it says so.
      if (!all) {
        context.skip(`half ${half} is read; the other half scores the whole corpus`);
        return;
      }
      const measured = Object.fromEntries(SETS.map((set) => [set, rates(all, set)])) as Record<
        SetName,
        Rates
      >;
      const text = report(all, measured);
      writeFileSync(REPORT, `${text}\n`);
      // Only the rates on the console: the per-document lines of the held set show how each
      // was read, and whoever reads the test output must not see them before tuning (README).
      console.log(`${text.slice(0, text.indexOf('\n\n'))}\nPer document: ${REPORT}`);
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
}
