/**
 * Shaping certificate records (cdocs) for the API, computing their normalised search
 * columns, and the small reads several certificate services share.
 */
import { fileLinkPath } from '@partproof/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { ApprovedCertificate, Cdoc, ManufacturerCertificateRow } from '@partproof/shared';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { cdocs, manufacturers } from '../../db/schema/index.js';
import { notFound } from '../../lib/app-error.js';
import { signPath } from '../../lib/tokens.js';
import { resolveManufacturer } from '../manufacturers/identity/manufacturer.js';
import { normaliseModel, parseModelPattern } from './matching/model-pattern.js';

export type CdocRow = typeof cdocs.$inferSelect;
export type CdocInsert = typeof cdocs.$inferInsert;

/** Signed links to stored PDFs live this long (DESIGN.md §4). */
const SIGNED_URL_SECONDS = 3600;

/**
 * The normalised search columns of a record: the holder's identity key, from the one
 * resolver every incoming name goes through (import, connectors, manual entry), and the
 * models. A series pattern ('0215*.MXP', 'B3292*') is
 * kept as its literal prefix ('0215', 'b3292'), so the SQL prefilter finds the parts it
 * covers with a plain prefix test; the in-memory matcher then checks the whole pattern.
 */
export function searchColumns(holder: string, models: readonly string[]) {
  return {
    holderKey: resolveManufacturer(holder),
    modelSearch: models
      .map((m) => {
        const pattern = parseModelPattern(m);
        return pattern.isPattern ? pattern.prefix : normaliseModel(m);
      })
      .filter((m) => m !== '')
      .join(' '),
  };
}

export function pdfUrl(config: Config, row: Pick<CdocRow, 'pdfFileId'>): string | null {
  return row.pdfFileId
    ? signPath(config.jwtSecret, fileLinkPath(row.pdfFileId), SIGNED_URL_SECONDS)
    : null;
}

/** The one link a list shows for a record: its PDF, else its first document link. */
export function cdocUrl(config: Config, row: CdocRow): string | null {
  return pdfUrl(config, row) ?? row.documentLinks[0] ?? null;
}

export const modelText = (row: Pick<CdocRow, 'models'>) => row.models.join('; ');
const links = (row: CdocRow) => row.documentLinks.map((link) => ({ link }));

export function toCdocDto(config: Config, row: CdocRow): Cdoc {
  return {
    id: row.id,
    certifyingBody: row.certifyingBody,
    refNumber: row.refNumber,
    documentNo: row.documentNo,
    holder: row.holder,
    models: row.models,
    rawVersion: row.rawVersion,
    standard: row.standard,
    issueDate: row.issueDate,
    expiryDate: row.expiryDate,
    isValid: row.isValid,
    whyValid: row.whyValid,
    documentLinks: row.documentLinks,
    serviceName: row.serviceName,
    pdfUrl: pdfUrl(config, row),
  };
}

export function toManufacturerRow(config: Config, row: CdocRow): ManufacturerCertificateRow {
  return {
    id: row.id,
    document_id: row.documentNo,
    cert: {
      ref_number: row.refNumber,
      model: modelText(row),
      rawVersion: row.rawVersion,
      certifying_body: row.certifyingBody,
    },
    name: row.holder,
    is_valid: row.isValid,
    why_valid: row.whyValid,
    url: cdocUrl(config, row),
    document_links: links(row),
  };
}

export function toApprovedRecord(
  config: Config,
  recordId: number,
  row: CdocRow,
): ApprovedCertificate {
  return {
    id: recordId,
    cdoc: {
      id: row.id,
      name: row.holder,
      url: cdocUrl(config, row),
      date_expiry: row.expiryDate,
      document_links: links(row),
      cert: {
        certifying_body: row.certifyingBody,
        ref_number: row.refNumber,
        model: modelText(row),
        rawVersion: row.rawVersion,
      },
    },
  };
}

export async function findCdoc(db: Db, id: number): Promise<CdocRow> {
  const [row] = await db.select().from(cdocs).where(eq(cdocs.id, id));
  if (!row) throw notFound('Certificate not found');
  return row;
}

/** The record with this certifying body and reference number (case-insensitive), if any. */
export async function findCdocByKey(
  db: Db,
  certifyingBody: string,
  refNumber: string,
): Promise<CdocRow | undefined> {
  const [row] = await db
    .select()
    .from(cdocs)
    .where(
      and(
        eq(sql`lower(${cdocs.certifyingBody})`, certifyingBody.toLowerCase()),
        eq(sql`lower(${cdocs.refNumber})`, refNumber.toLowerCase()),
      ),
    );
  return row;
}

/**
 * Adds manufacturer names the list does not know yet (case-insensitive), so certificates
 * that arrive by import or by hand make their holder selectable on the Manufacturer screen,
 * each with its identity key (the same resolver as cdocs.holder_key).
 */
export async function rememberManufacturers(
  db: Db,
  names: Iterable<string>,
  /** Known only because a BOM named them: listed only to who sees a part of theirs. */
  { fromBom = false }: { fromBom?: boolean } = {},
): Promise<void> {
  const unique = new Map<string, string>();
  for (const name of names) {
    const trimmed = name.trim();
    if (trimmed) unique.set(trimmed.toLowerCase(), trimmed);
  }
  const values = [...unique.values()].map((name) => ({
    name,
    key: resolveManufacturer(name),
    fromBom,
  }));
  for (let i = 0; i < values.length; i += 500) {
    await db
      .insert(manufacturers)
      .values(values.slice(i, i + 500))
      .onConflictDoNothing();
  }
}
