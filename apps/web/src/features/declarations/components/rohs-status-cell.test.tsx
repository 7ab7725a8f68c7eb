/**
 * The component table's RoHS status badge in the reader's language (issue 22), drawn to HTML
 * under Node: the shared status label in English, then in German from the shared catalogue;
 * the reason, stored in English, in the reader's words too.
 */
import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { stubBrowserStorage } from '@/lib/test-browser';
import { testMaterial } from '@/lib/test-material';

stubBrowserStorage();
const { RohsStatusCell } = await import('./rohs-status-cell');
const { applyLanguage } = await import('@/i18n/i18n');

const material = testMaterial({
  id: 7,
  internalReference: 'R1',
  designator: ['R1'],
  componentName: 'RC0603FR-0710KL',
  quantity: 1,
  partId: 3,
  // Soon outdated, covered by two declarations.
  rohsStatus: 5,
  rohsStatusReason: 'Relies on exemption 7(c)-I, which expires 2026-07-21 (in 90 days)',
  totalRohsCerts: 2,
});

function render(): string {
  const html = renderToStaticMarkup(
    <MantineProvider>
      <RohsStatusCell material={material} onOpen={() => undefined} />
    </MantineProvider>,
  );
  return html.replaceAll('<!-- -->', '');
}

afterAll(() => vi.unstubAllGlobals());

describe('the RoHS status cell', () => {
  it('speaks the spec’s English', () => {
    const html = render();
    expect(html).toContain('>Soon outdated<');
    expect(html).toContain(
      'aria-label="RoHS certificates RC0603FR-0710KL: Soon outdated, 2 declarations"',
    );
    expect(html).toContain('title="Declarations covering the part"');
  });

  it('is in German for a German reader, its reason too', async () => {
    await applyLanguage('de');
    const html = render();
    expect(html).toContain('>Bald veraltet<');
    expect(html).toContain(
      'aria-label="RoHS-Zertifikate von RC0603FR-0710KL: Bald veraltet, 2 Deklarationen"',
    );
    expect(html).toContain('title="Deklarationen, die das Teil abdecken"');
    expect(html).toContain(
      'Stützt sich auf Ausnahme 7(c)-I, die am 21.07.2026 ausläuft (in 90 Tagen)',
    );
    expect(html).not.toContain('Soon outdated');
    expect(html).not.toContain('Relies on');
  });
});
