/**
 * The product page's Bill of Materials in the reader's language (issue 22), drawn to HTML
 * under Node from a page of components already read: the spec's English, then German once the
 * catalogues (the web app's and the shared labels) are loaded. The cells other features hand in
 * are left out; the certificate status is the materials feature's own.
 */
import { Role, type BomRow, type RoleId } from '@partproof/shared';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { stubBrowserStorage } from '@/lib/test-browser';
import { testMaterial } from '@/lib/test-material';

stubBrowserStorage();
const { BillOfMaterials } = await import('./bill-of-materials');
const { componentsPageQueryOptions } = await import('../api/get-components-page');
const { applyLanguage } = await import('@/i18n/i18n');

const material = testMaterial({
  id: 7,
  internalReference: 'R1',
  designator: ['R1'],
  componentName: 'RC0603FR-0710KL',
  quantity: 1,
  // Waiting for Reply: customers see it without being offered it.
  materialStatus: { id: 3 },
  partId: 3,
  certificateExpired: true,
});
const alternative = testMaterial({ ...material, id: 8, componentName: 'ERJ-3EKF1002V' });
const ROW: BomRow = { ...material, variations: [alternative] };

function render(role: RoleId = Role.Admin): string {
  const client = new QueryClient();
  const page = componentsPageQueryOptions({ productId: 1, page: 1, sort: null, search: null });
  client.setQueryData(page.queryKey, { data: [ROW], total: 1, page: 1, limit: 10 });
  const html = renderToStaticMarkup(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <BillOfMaterials
          productId={1}
          product={undefined}
          role={role}
          userId={5}
          certificates={{ records: () => '0' }}
        />
      </QueryClientProvider>
    </MantineProvider>,
  );
  // React separates neighbouring texts with empty comments.
  return html.replaceAll('<!-- -->', '');
}

afterAll(() => vi.unstubAllGlobals());

describe('the Bill of Materials', () => {
  it('speaks the spec’s English', () => {
    const html = render();
    for (const text of [
      '>Bill of Materials<',
      '>Add component<',
      '>Turn on edit mode<',
      '>Delete components<',
      'aria-label="Search the bill of materials"',
      'value="COMPONENT NAME"',
      '>Internal component reference<',
      '>Manufacturer&#x27;s component name<',
      '>Certification records<',
      '>Certificate status<',
      '>Actions<',
      '>Expired<',
      '>1 alternative<',
      'aria-label="Select RC0603FR-0710KL"',
      '>Waiting for Reply<',
      'Showing 1 to 1 of 1 results',
    ])
      expect.soft(html).toContain(text);
  });

  it('is in German for a German reader, the components’ data as they are', async () => {
    await applyLanguage('de');
    const html = render();
    for (const text of [
      '>Stückliste<',
      '>Bauteil hinzufügen<',
      '>Bearbeitungsmodus einschalten<',
      '>Bauteile löschen<',
      'aria-label="Stückliste durchsuchen"',
      'value="BAUTEILNAME"',
      // The headers, sortable or not.
      'aria-label="Alle Bauteile auf dieser Seite auswählen"',
      '>Interne Bauteilreferenz<',
      '>Bauteilname des Herstellers<',
      '>Hersteller<',
      '>Kritisch<',
      '>Zertifizierungsnachweise<',
      '>Zertifikatsstatus<',
      '>Aktionen<',
      '>Spalten<',
      'Kompakte Zeilen',
      // The cells: the expired badge, the alternatives, the status (the shared label).
      '>Abgelaufen<',
      '>1 Alternative<',
      'aria-label="RC0603FR-0710KL auswählen"',
      'aria-label="Kritisch: RC0603FR-0710KL"',
      'aria-label="Zertifikatsstatus von RC0603FR-0710KL"',
      '>Wartet auf Antwort<',
      '>Freigegeben<',
      '>RC0603FR-0710KL<',
    ])
      expect.soft(html).toContain(text);
    for (const english of ['Bill of Materials', 'Internal component reference', 'Expired'])
      expect(html).not.toContain(english);
  });

  it('shows an engineer the certificate status in German too, as a label', () => {
    const html = render(Role.Engineer);
    expect(html).toContain('>Wartet auf Antwort<');
    expect(html).not.toContain('Bauteil hinzufügen');
  });
});
