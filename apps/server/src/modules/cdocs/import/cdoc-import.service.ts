/**
 * `POST /cdocs/import`: a certificate directory export (CSV or xlsx) → the certificate
 * database, in one transaction. Idempotent on certifying body + reference number:
 * importing the same file again creates nothing and changes nothing. The file is read with
 * the BOM import's reader (type by magic bytes, encoding and delimiter sniffing, zip-bomb
 * guard). Columns the file does not have leave the stored values alone.
 *
 * Columns are found by their header names (columns.ts). When the required ones are not
 * found, nothing is imported: the answer has `needsMapping` with the header row's cells and
 * sample rows, and the client posts the file again with a `mapping` (field → 0-based
 * column index, JSON) and optionally the 1-based `headerRow`, which then replace detection.
 */
import { eq, sql } from 'drizzle-orm';
import { MSG, CERT_MSG, type CdocImportFields, type CdocImportResult } from '@partproof/shared';
import type { Ctx } from '../../../context.js';
import type { Db } from '../../../db/client.js';
import { textArray } from '../../../db/text-array.js';
import { cdocs } from '../../../db/schema/index.js';
import { AppError } from '../../../lib/app-error.js';
import { writeAudit } from '../../../lib/audit.js';
import type { Actor } from '../../../plugins/auth.js';
import { readBomTable } from '../../bom/read-rows.js';
import { rememberManufacturers, searchColumns, type CdocRow } from '../cdocs.queries.js';
import {
  checkMapping,
  guessHeaderIndex,
  locateHeader,
  sampleRows,
  type CdocField,
  type ColumnMap,
} from './columns.js';
import { readRecords, recordKey, type ImportRecord } from './read-records.js';

const CHUNK = 500;
const MB = 1024 * 1024;

export interface ImportUpload {
  bytes: Buffer;
  fileName: string;
}

export async function importCdocs(
  ctx: Ctx,
  actor: Actor,
  upload: ImportUpload | undefined,
  maxBytes: number,
  fields: CdocImportFields = {},
): Promise<CdocImportResult> {
  if (!upload || upload.bytes.length === 0) {
    throw new AppError('VALIDATION', MSG.uploadFile, { file: [MSG.uploadFile] });
  }
  if (upload.bytes.length > maxBytes) {
    throw new AppError('PAYLOAD_TOO_LARGE', `The file is larger than ${maxBytes / MB} MB`);
  }
  const rows = await readTable(upload);
  const header = locateColumns(rows, fields);
  if ('needsMapping' in header) return header.needsMapping;
  const { records, errors } = readRecords(rows, header.index, header.columns);

  const counts = await ctx.db.transaction(async (tx) => {
    const result = await writeRecords(tx, [...records.values()], header.columns);
    await rememberManufacturers(
      tx,
      [...records.values()].map((r) => r.holder),
    );
    await writeAudit(tx, {
      actorId: actor.id,
      action: 'cdoc.import',
      targetType: 'cdoc',
      targetId: 'import',
      after: { fileName: upload.fileName, ...result, errors: errors.length },
    });
    return result;
  });
  return {
    imported: counts.imported,
    updated: counts.updated,
    skipped: counts.unchanged + errors.length,
    errors,
    needsMapping: false,
  };
}

const NO_HEADER =
  'No header row with the columns Certifying Body, Reference Number and Holder was found';

/** Where the header row is and which column holds each field: the user's or detected. */
function locateColumns(
  rows: string[][],
  fields: CdocImportFields,
): { index: number; columns: ColumnMap } | { needsMapping: CdocImportResult } {
  const detected = fields.mapping === undefined ? locateHeader(rows) : null;
  if (detected) return detected;
  let index = guessHeaderIndex(rows);
  if (fields.headerRow !== undefined) {
    if (fields.headerRow > rows.length) {
      throw new AppError('VALIDATION', `The file has no row ${fields.headerRow}`, {
        headerRow: [`The file has ${rows.length} rows`],
      });
    }
    index = fields.headerRow - 1;
  }
  if (index === null) throw new AppError('VALIDATION', NO_HEADER);
  const headerCells = rows[index] ?? [];

  if (fields.mapping === undefined) {
    return {
      needsMapping: {
        imported: 0,
        updated: 0,
        skipped: 0,
        errors: [],
        needsMapping: true,
        headerRow: index + 1,
        columns: headerCells.map((header, i) => ({ index: i, header: header.trim() })),
        sampleRows: sampleRows(rows, index),
      },
    };
  }
  const checked = checkMapping(fields.mapping, headerCells.length);
  if (!checked.ok) {
    const first = Object.entries(checked.details)[0];
    const message = first ? `${first[0]}: ${first[1][0] ?? ''}` : 'The mapping is not valid';
    throw new AppError('VALIDATION', message, checked.details);
  }
  return { index, columns: checked.columns };
}

async function readTable(upload: ImportUpload): Promise<string[][]> {
  try {
    return (await readBomTable(upload.bytes, upload.fileName)).rows;
  } catch (error) {
    // The reader speaks of BOMs; say what this upload should have been.
    if (error instanceof AppError && error.code === 'UNSUPPORTED_MEDIA_TYPE') {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', CERT_MSG.importFileType);
    }
    throw error;
  }
}

type Values = Omit<typeof cdocs.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** What the record should look like after the import, given what is stored. */
function nextValues(existing: CdocRow | undefined, r: ImportRecord, columns: ColumnMap): Values {
  const has = (field: CdocField) => columns[field] !== undefined;
  const keep = <K extends keyof CdocRow>(field: K, value: CdocRow[K] | undefined) =>
    value !== undefined ? value : (existing?.[field] ?? null);
  const models = has('models') ? r.models : (existing?.models ?? []);
  return {
    // The stored spelling of the key stays, so two sources never flip it back and forth.
    certifyingBody: existing?.certifyingBody ?? r.certifyingBody,
    refNumber: existing?.refNumber ?? r.refNumber,
    holder: r.holder,
    models,
    ...searchColumns(r.holder, models),
    documentLinks: has('link') ? r.documentLinks : (existing?.documentLinks ?? []),
    documentNo: keep('documentNo', r.documentNo),
    rawVersion: keep('rawVersion', r.rawVersion),
    standard: keep('standard', r.standard),
    issueDate: keep('issueDate', r.issueDate),
    expiryDate: keep('expiryDate', r.expiryDate),
    isValid: r.isValid ?? existing?.isValid ?? true,
    whyValid: keep('whyValid', r.whyValid),
    serviceName: existing?.serviceName ?? 'import',
  };
}

const COMPARED = [
  'holder',
  'holderKey',
  'models',
  'modelSearch',
  'documentLinks',
  'documentNo',
  'rawVersion',
  'standard',
  'issueDate',
  'expiryDate',
  'isValid',
  'whyValid',
] as const;

function differs(existing: CdocRow, next: Values): boolean {
  return COMPARED.some(
    (field) => JSON.stringify(existing[field] ?? null) !== JSON.stringify(next[field] ?? null),
  );
}

async function loadExisting(db: Db, records: ImportRecord[]): Promise<Map<string, CdocRow>> {
  const found = new Map<string, CdocRow>();
  for (let i = 0; i < records.length; i += CHUNK) {
    const chunk = records.slice(i, i + CHUNK);
    // Two array parameters, not a list of row constructors: PGlite aborted at the COMMIT
    // after a `(a, b) in ((…), (…), …)` of some 300 pairs (an import of 300 rows failed).
    const bodies = textArray(chunk.map((r) => r.certifyingBody.toLowerCase()));
    const refs = textArray(chunk.map((r) => r.refNumber.toLowerCase()));
    const rows = await db
      .select()
      .from(cdocs)
      .where(
        sql`(lower(${cdocs.certifyingBody}), lower(${cdocs.refNumber})) in (select * from unnest(${bodies}, ${refs}))`,
      );
    for (const row of rows) found.set(recordKey(row.certifyingBody, row.refNumber), row);
  }
  return found;
}

async function writeRecords(db: Db, records: ImportRecord[], columns: ColumnMap) {
  const existing = await loadExisting(db, records);
  const inserts: Values[] = [];
  let updated = 0;
  let unchanged = 0;
  for (const record of records) {
    const stored = existing.get(recordKey(record.certifyingBody, record.refNumber));
    const next = nextValues(stored, record, columns);
    if (!stored) {
      inserts.push(next);
    } else if (differs(stored, next)) {
      await db
        .update(cdocs)
        .set({ ...next, updatedAt: new Date() })
        .where(eq(cdocs.id, stored.id));
      updated++;
    } else {
      unchanged++;
    }
  }
  for (let i = 0; i < inserts.length; i += CHUNK) {
    await db.insert(cdocs).values(inserts.slice(i, i + CHUNK));
  }
  return { imported: inserts.length, updated, unchanged };
}
