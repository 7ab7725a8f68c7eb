/** One row of the Manufacturer screen's table (spec §2 columns) from a manufacturer-certificate row. */
import { isHttpUrl, type ManufacturerCertificateRow } from '@partproof/shared';

export interface CertificateCells {
  cdocId: number;
  documentNo: string;
  reference: string;
  modelNo: string;
  rawVersion: string;
  companyName: string;
  validity: 'TRUE' | 'FALSE';
  reason: string;
  certifyingBody: string;
  /** Where 'Document Link' points: the certificate's own link, else its first document link. */
  link: string | null;
}

export function toCertificateCells(row: ManufacturerCertificateRow): CertificateCells {
  const firstLink = row.document_links.find((l) => l.link.trim() !== '')?.link ?? null;
  return {
    cdocId: row.id,
    documentNo: row.document_id ?? '',
    reference: row.cert.ref_number,
    modelNo: row.cert.model,
    rawVersion: row.cert.rawVersion ?? '',
    companyName: row.name,
    validity: row.is_valid ? 'TRUE' : 'FALSE',
    reason: row.why_valid ?? '',
    certifyingBody: row.cert.certifying_body,
    link: safeLink(row.url) ?? safeLink(firstLink),
  };
}

/** Only web links open in a new tab; anything else (javascript:, relative junk) is dropped. */
function safeLink(value: string | null): string | null {
  const text = value?.trim();
  return text && isHttpUrl(text) ? new URL(text).href : null;
}
