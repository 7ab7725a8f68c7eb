/**
 * The declaration corpus (test/fixtures/declarations): each document is built, read, and its
 * manufacturer, parts, issue date and directives must be right; the hit rate of every field
 * over the corpus is printed and written to /tmp/partproof-reader-corpus.txt.
 */
import { writeFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import {
  buildCorpusDocument,
  CORPUS_NAMES,
} from '../../../../test/fixtures/declarations/build-corpus.js';
import {
  EXPECTED,
  MANUFACTURERS,
  PARTS,
  TODAY,
  type Expected,
} from '../../../../test/fixtures/declarations/corpus.js';
import { closeReader, readDeclaration } from './read-declaration.js';
import type { DeclarationProposal, KnownData } from './reader-types.js';

const known: KnownData = {
  manufacturers: MANUFACTURERS,
  partsOf: (ids) =>
    Promise.resolve(new Map(ids.map((id) => [id, (PARTS[id] ?? []).map((mpn) => ({ mpn }))]))),
};

const FIELDS = [
  'manufacturer',
  'issuer',
  'kind',
  'models',
  'dateIssue',
  'directives',
  'candidateList',
  'exemptions',
  'conditions',
  'ocr',
] as const;

function actual(proposal: DeclarationProposal): Record<(typeof FIELDS)[number], unknown> {
  return { ...proposal, manufacturer: proposal.manufacturer?.name ?? null };
}

function hit(field: (typeof FIELDS)[number], expected: Expected, proposal: DeclarationProposal) {
  if (field === 'conditions') {
    return expected.conditions === undefined
      ? proposal.conditions === ''
      : proposal.conditions.includes(expected.conditions);
  }
  return JSON.stringify(actual(proposal)[field]) === JSON.stringify(expected[field]);
}

const results = new Map<string, { proposal: DeclarationProposal; ms: number }>();

afterAll(async () => {
  await closeReader();
  const lines = FIELDS.map((field) => {
    const hits = [...results].filter(([name, { proposal }]) => {
      const expected = EXPECTED[name];
      return expected !== undefined && hit(field, expected, proposal);
    });
    return `${field.padEnd(14)} ${hits.length}/${results.size}`;
  });
  const timings = [...results].map(
    ([name, { ms, proposal }]) =>
      `${name.padEnd(28)} ${String(Math.round(ms)).padStart(6)} ms${proposal.ocr ? '  (OCR)' : ''}`,
  );
  const report = ['Per-field hit rate', ...lines, '', 'Read time per document', ...timings].join(
    '\n',
  );
  writeFileSync('/tmp/partproof-reader-corpus.txt', `${report}\n`);
  console.log(report);
});

describe('reading the declaration corpus', () => {
  it('has an expectation for every document built, and at least 16 documents', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual([...CORPUS_NAMES].sort());
    expect(CORPUS_NAMES.length).toBeGreaterThanOrEqual(16);
  });

  it.each(CORPUS_NAMES)(
    '%s: the manufacturer, parts, issue date and directives are read right',
    async (name) => {
      const expected = EXPECTED[name];
      if (!expected) throw new Error(`no expectation for ${name}`);
      const file = await buildCorpusDocument(name);
      const started = performance.now();
      const proposal = await readDeclaration(file, known, { today: TODAY });
      results.set(name, { proposal, ms: performance.now() - started });

      expect({
        manufacturer: proposal.manufacturer?.name ?? null,
        models: proposal.models,
        dateIssue: proposal.dateIssue,
        directives: proposal.directives,
      }).toEqual({
        manufacturer: expected.manufacturer,
        models: expected.models,
        dateIssue: expected.dateIssue,
        directives: expected.directives,
      });
      // Each of them names the page and the words it was read from.
      const fields = new Set(proposal.evidence.map((entry) => entry.field));
      if (proposal.manufacturer) expect(fields).toContain('manufacturer');
      if (proposal.dateIssue) expect(fields).toContain('dateIssue');
      if (proposal.directives.length > 0) expect(fields).toContain('directives');
      for (const entry of proposal.evidence) {
        expect(entry.page).toBeGreaterThanOrEqual(1);
        expect(entry.text.length).toBeGreaterThan(0);
        expect(entry.text.length).toBeLessThanOrEqual(200);
      }
    },
  );
});
