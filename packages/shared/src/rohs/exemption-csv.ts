/**
 * The exemption table as CSV (DESIGN.md §10.2: the import takes JSON or CSV), for those who
 * keep the law in a spreadsheet. One row per exemption and group of categories sharing a
 * date; an exemption with several dates has several rows with the same id. Every row carries
 * the version's date and source, so a sheet is one self-contained file. The Exemption table
 * window downloads this form; the import reads it back into the JSON file's shape, which the
 * same schema then checks.
 */
import type { RohsExemption } from './exemptions.js';

export const EXEMPTION_CSV_COLUMNS = [
  'versionDate',
  'versionSource',
  'id',
  'description',
  'substance',
  'limit',
  'categories',
  'expires',
  'renewalPending',
  'act',
  'actDate',
  'revoked',
  'source',
] as const;
type Column = (typeof EXEMPTION_CSV_COLUMNS)[number];

export interface ExemptionTableFile {
  version: { date: string; source: string };
  data: readonly RohsExemption[];
}

const YES = 'yes';

function cell(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** The table as CSV text: a header, then one row per exemption and date. */
export function exemptionTableCsv(file: ExemptionTableFile): string {
  const rows = file.data.flatMap((e) =>
    e.categories.map((dates) => {
      const row: Record<Column, string> = {
        versionDate: file.version.date,
        versionSource: file.version.source,
        id: e.id,
        description: e.description,
        substance: e.substance,
        limit: e.limit ?? '',
        categories: dates.categories.join(' '),
        expires: dates.expires ?? '',
        renewalPending: dates.renewalPending ? YES : '',
        act: e.act,
        actDate: e.actDate,
        revoked: e.revoked ? YES : '',
        source: e.source ?? '',
      };
      return EXEMPTION_CSV_COLUMNS.map((column) => cell(row[column])).join(',');
    }),
  );
  return `${[EXEMPTION_CSV_COLUMNS.join(','), ...rows].join('\r\n')}\r\n`;
}

/** A problem with the sheet itself, named by its row (1 is the header). */
export class ExemptionCsvError extends Error {}

const categoriesOf = (text: string): unknown[] =>
  text
    .split(/[\s,;]+/)
    .filter(Boolean)
    .map((c) => (/^\d+$/.test(c) ? Number(c) : c));

/** Refuses a header that lacks a column of EXEMPTION_CSV_COLUMNS, naming them. */
export function checkExemptionCsvHeader(fields: readonly string[]): void {
  const missing = EXEMPTION_CSV_COLUMNS.filter((c) => !fields.includes(c));
  if (missing.length > 0) {
    throw new ExemptionCsvError(`The sheet lacks the column(s) ${missing.join(', ')}`);
  }
}

/**
 * Parsed CSV records (header → cell) as the JSON file's shape; types and values are left to
 * ExemptionTableFileSchema, so a sheet gets the same messages as a JSON file.
 */
export function exemptionTableFromCsv(records: ReadonlyArray<Record<string, string>>): unknown {
  const [first] = records;
  if (!first) throw new ExemptionCsvError('The sheet has no exemption');
  checkExemptionCsvHeader(Object.keys(first));
  const byId = new Map<string, Record<string, unknown> & { categories: unknown[] }>();
  records.forEach((record, index) => {
    const at = `row ${index + 2}`;
    if (record.versionDate !== first.versionDate || record.versionSource !== first.versionSource) {
      throw new ExemptionCsvError(`${at}: every row must carry the same version date and source`);
    }
    const id = (record.id ?? '').trim();
    const dates = {
      categories: categoriesOf(record.categories ?? ''),
      expires: record.expires?.trim() || null,
      ...(record.renewalPending?.trim() === YES && { renewalPending: true }),
    };
    const entry = {
      id,
      description: record.description,
      substance: record.substance,
      limit: record.limit?.trim() || null,
      act: record.act,
      actDate: record.actDate,
      ...(record.revoked?.trim() === YES && { revoked: true }),
      ...(record.source?.trim() && { source: record.source }),
    };
    const seen = byId.get(id);
    if (!seen) {
      byId.set(id, { ...entry, categories: [dates] });
      return;
    }
    const { categories: _dates, ...seenEntry } = seen;
    if (JSON.stringify(seenEntry) !== JSON.stringify(entry)) {
      throw new ExemptionCsvError(`${at}: ${id} differs from its earlier row outside its dates`);
    }
    seen.categories.push(dates);
  });
  return {
    version: { date: first.versionDate, source: first.versionSource },
    data: [...byId.values()],
  };
}
