import type { ManufacturerCertificateRow } from '@partproof/shared';
import { describe, expect, it } from 'vitest';
import { toCertificateCells } from './certificate-row';

const row: ManufacturerCertificateRow = {
  id: 7,
  document_id: 'DOC-1',
  cert: { ref_number: 'E123', model: 'LED-12; LED-13', rawVersion: null, certifying_body: 'UL' },
  name: 'Acme',
  is_valid: true,
  why_valid: null,
  url: null,
  document_links: [{ link: 'https://example.org/cert/E123' }],
};

describe('certificate table row', () => {
  it('shows validity as TRUE/FALSE and blanks for missing texts', () => {
    const cells = toCertificateCells(row);
    expect(cells.validity).toBe('TRUE');
    expect(toCertificateCells({ ...row, is_valid: false }).validity).toBe('FALSE');
    expect(cells.rawVersion).toBe('');
    expect(cells.reason).toBe('');
    expect(cells.documentNo).toBe('DOC-1');
    expect(toCertificateCells({ ...row, document_id: null }).documentNo).toBe('');
  });

  it('links the certificate url first, else the first document link', () => {
    expect(toCertificateCells(row).link).toBe('https://example.org/cert/E123');
    expect(toCertificateCells({ ...row, url: 'https://example.org/pdf' }).link).toBe(
      'https://example.org/pdf',
    );
  });

  it('offers no link for a missing or non-web address', () => {
    expect(toCertificateCells({ ...row, document_links: [] }).link).toBeNull();
    expect(
      toCertificateCells({ ...row, document_links: [{ link: 'javascript:alert(1)' }] }).link,
    ).toBeNull();
  });
});
