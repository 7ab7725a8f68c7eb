/**
 * Connector records → cdocs (serviceName = the source), keyed like every cdoc by certifying
 * body + reference number. A record first stored by a person (manual entry, import) is not
 * overwritten by a connector: the source only refreshes the records it brought itself.
 * Minimal on purpose: the certificates module owns the cdocs screens and imports.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { textArray } from '../../../db/text-array.js';
import { rememberManufacturers, searchColumns } from '../../cdocs/cdocs.queries.js';
import type { SourceRecord } from './source-connector.js';
import { rowsOf } from '../../../db/rows-of.js';

/** Upserts the records and returns their cdoc ids (in the records' order, deduplicated). */
export async function storeSourceRecords(db: Db, records: SourceRecord[]): Promise<number[]> {
  const ids: number[] = [];
  for (const record of dedupe(records)) {
    const { holderKey, modelSearch } = searchColumns(record.holder, record.models);
    const models = textArray(record.models);
    const links = textArray(record.links);
    const result = await db.execute<{ id: number }>(sql`
      insert into cdocs (certifying_body, ref_number, holder, holder_key, models, model_search,
        standard, issue_date, expiry_date, document_links, service_name, raw_version)
      values (${record.certifyingBody}, ${record.refNumber}, ${record.holder}, ${holderKey},
        ${models}, ${modelSearch}, ${record.standard}, ${record.issueDate}, ${record.expiryDate},
        ${links}, ${record.source}, ${rawVersion(record)})
      on conflict (lower(certifying_body), lower(ref_number)) do update set
        holder = excluded.holder, holder_key = excluded.holder_key, models = excluded.models,
        model_search = excluded.model_search, standard = excluded.standard,
        issue_date = excluded.issue_date, expiry_date = excluded.expiry_date,
        document_links = excluded.document_links, raw_version = excluded.raw_version,
        updated_at = now()
      where cdocs.service_name = excluded.service_name
      returning id`);
    let id = rowsOf<{ id: number }>(result)[0]?.id;
    if (id === undefined) {
      const existing = await db.execute<{ id: number }>(sql`
        select id from cdocs
        where lower(certifying_body) = lower(${record.certifyingBody})
          and lower(ref_number) = lower(${record.refNumber})`);
      id = rowsOf<{ id: number }>(existing)[0]?.id;
    }
    if (id !== undefined) ids.push(Number(id));
  }
  await rememberManufacturers(
    db,
    records.map((r) => r.holder),
  );
  return ids;
}

function dedupe(records: SourceRecord[]): SourceRecord[] {
  const byKey = new Map<string, SourceRecord>();
  for (const record of records)
    byKey.set(
      `${record.certifyingBody.toLowerCase()}\u0000${record.refNumber.toLowerCase()}`,
      record,
    );
  return [...byKey.values()];
}

/** The model field as the directory wrote it (the Manufacturer screen's Raw Version). */
function rawVersion(record: SourceRecord): string | null {
  const text = record.models.join('; ');
  if (text === '') return null;
  return text.length > 2000 ? `${text.slice(0, 1999)}…` : text;
}
