/**
 * The supplier page in the reader's language (issue 22), drawn to HTML under Node from a
 * link's details already fetched: English as the spec words it, German once the route has
 * fetched the page's texts.
 */
import type { SupplyInfo } from '@partproof/shared';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { stubBrowserStorage } from '@/lib/test-browser';
import { supplyKeys } from '../api/query-keys';

stubBrowserStorage();
const { SupplierPage } = await import('./supplier-page');
const { setCurrentLanguage } = await import('@/i18n/language');
const { withReaderLanguage } = await import('@/i18n/switch-language');

const SECRET = 'a'.repeat(43);
const INFO: SupplyInfo = {
  provider: 'Acme Compliance',
  manufacturer: 'Maker GmbH',
  parts: ['MPN-1', 'MPN-2'],
  expiresAt: '2027-12-01T10:00:00.000Z',
  received: 3,
};

function render(secret: string): string {
  const client = new QueryClient();
  client.setQueryData(supplyKeys.info(SECRET), INFO);
  const html = renderToStaticMarkup(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <SupplierPage secret={secret} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  // React separates neighbouring texts with empty comments.
  return html.replaceAll('<!-- -->', '');
}

afterAll(() => vi.unstubAllGlobals());

describe('the supplier page', () => {
  it('speaks the spec’s English', () => {
    const html = render(SECRET);
    for (const text of [
      'Document request from Acme Compliance',
      'RoHS / REACH declarations for Maker GmbH',
      'Acme Compliance asks Maker GmbH for the current RoHS / REACH declarations (or an IPC-1752A material declaration) of these parts:',
      'aria-label="Requested part numbers"',
      'This link is valid until 2027-12-01. 3 files have been received through it so far.',
      '>Your declarations<',
      'PDF, PNG or JPEG scans, or IPC-1752A XML; up to 5 files of at most 10 MB each',
      '>Send files<',
    ])
      expect(html).toContain(text);
  });

  it('is in German for a German reader, the link’s details as they are', async () => {
    setCurrentLanguage('de');
    // As the router loads the page: its code and its texts together.
    await withReaderLanguage(() => import('./supplier-page'), ['sign-in', 'supply'])();
    const html = render(SECRET);
    for (const text of [
      'Dokumentenanfrage von Acme Compliance',
      'RoHS-/REACH-Erklärungen für Maker GmbH',
      'Acme Compliance bittet Maker GmbH um die aktuellen RoHS-/REACH-Erklärungen',
      'aria-label="Angefragte Teilenummern"',
      'Dieser Link ist gültig bis 01.12.2027. Bisher sind 3 Dateien über diesen Link eingegangen.',
      '>Ihre Erklärungen<',
      'Legen Sie die Dateien hier ab',
      '>Dateien senden<',
      '>MPN-1<',
    ])
      expect(html).toContain(text);
    expect(html).not.toContain('Send files');
    expect(document.documentElement.lang).toBe('de');
  });

  it('refuses a malformed link in German, with the shared message', () => {
    const html = render('not-a-secret');
    expect(html).toContain('>Link ungültig<');
    expect(html).toContain('Dieser Link ist nicht mehr gültig.');
  });
});
