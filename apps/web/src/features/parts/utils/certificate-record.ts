/**
 * How a certificate record is shown in the records modal (spec §2, §3): the source's
 * display label, how its link is reached, and the expire date as YYYY-MM-DD.
 */
import { SOURCES, sourceLabel, type Component } from '@partproof/shared';

type Record = Component['allCertificates'][number];

/** A source id from a service or body name: "TÜV SÜD" → "tuvsud", "VDE" → "vde". */
function sourceKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/**
 * The source a record came from: its connector (serviceName is a source id), else — for
 * imported and manual records, whose serviceName is 'import' or 'manual' — its certifying
 * body when that names a known source. Null when neither does.
 */
function recordSource(record: Pick<Record, 'serviceName' | 'certifyingBody'>) {
  const byService = SOURCES.find((s) => sourceKey(s.id) === sourceKey(record.serviceName));
  if (byService) return byService;
  const body = sourceKey(record.certifyingBody);
  if (body.startsWith('tuv')) return SOURCES.find((s) => s.label === 'TÜV') ?? null;
  return SOURCES.find((s) => sourceKey(s.id) === body) ?? null;
}

/** The mapped label (both TÜV directories read 'TÜV'); else the certifying body as written. */
export function recordSourceLabel(record: Pick<Record, 'serviceName' | 'certifyingBody'>): string {
  const source = recordSource(record);
  return source ? sourceLabel(source.id) : record.certifyingBody || record.serviceName;
}

/** VDE links are resolved through the API on click; every other source links directly. */
export function isVdeRecord(record: Pick<Record, 'serviceName' | 'certifyingBody'>): boolean {
  return recordSource(record)?.id === 'vde';
}

export type SourceLinkKind = 'vde' | 'direct' | 'none';

export function sourceLinkKind(
  record: Pick<Record, 'serviceName' | 'certifyingBody' | 'source'>,
): SourceLinkKind {
  if (isVdeRecord(record)) return 'vde';
  return record.source ? 'direct' : 'none';
}

/** The VDE link call's body: the component's model and maker and the record's number. */
export function vdeLinkRequest(
  component: Pick<Component, 'componentName' | 'manufacturer'>,
  record: Pick<Record, 'referenceNumber'>,
) {
  return {
    model: component.componentName,
    manufacturer: component.manufacturer,
    certificateNo: record.referenceNumber,
  };
}
