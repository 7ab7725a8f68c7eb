/**
 * `POST /cdocs/import`: a certificate directory export (CSV or xlsx) → the certificate
 * database, in one transaction. Idempotent on certifying body + reference number:
 * importing the same file again creates nothing and changes nothing. The file is read with
 * the BOM import's reader (type by magic bytes, encoding and delimiter sniffing, zip-bomb
 * guard). Columns the file does not have leave the stored values alone.
 */
import { eq, sql } from 'drizzle-orm';
import { MSG, Role, CERT_MSG, type CdocImportResult } from '@partproof/shared';
import type { Ctx } from '../../../context.js';
import type { Db } from '../../../db/client.js';
import { cdocs } from '../../../db/schema/index.js';
import { AppError } from '../../../lib/app-error.js';
import { writeAudit } from '../../../lib/audit.js';
import type { Actor } from '../../../plugins/auth.js';
import { readBomTable } from '../../bom/read-rows.js';
import { rememberManufacturers, searchColumns, type CdocRow } from '../cdocs.queries.js';
import { locateHeader, type CdocField, type ColumnMap } from './columns.js';
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
): Promise<CdocImportResult> {
  if (actor.role !== Role.Admin) throw new AppError('FORBIDDEN', MSG.noPermission);
  if (!upload || upload.bytes.length === 0) {
    throw new AppError('VALIDATION', MSG.uploadFile, { file: [MSG.uploadFile] });
  }
  if (upload.bytes.length > maxBytes) {
    throw new AppError('PAYLOAD_TOO_LARGE', `The file is larger than ${maxBytes / MB} MB`);
  }
  const rows = await readTable(upload);
  const header = locateHeader(rows);
  if (!header) {
    throw new AppError(
      'VALIDATION',
      'No header row with the columns Certifying Body, Reference Number and Holder was found',
    );
  }
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
  };
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
    const keys = records
      .slice(i, i + CHUNK)
      .map((r) => sql`(${r.certifyingBody.toLowerCase()}, ${r.refNumber.toLowerCase()})`);
    const rows = await db
      .select()
      .from(cdocs)
      .where(
        sql`(lower(${cdocs.certifyingBody}), lower(${cdocs.refNumber})) in (${sql.join(keys, sql`, `)})`,
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
