import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.js';
import { pdfkitTextLines } from './support/pdf-text.js';
import { header } from './support/ui.js';

/**
 * Presses the header's manual link (named in the reader's language): the PDF opens in a new
 * tab; answers that tab's URL and its text.
 */
async function openManual(page: Page, context: BrowserContext, linkName = 'User Manual') {
  const pdfResponse = context.waitForEvent('response', (r) =>
    new URL(r.url()).pathname.endsWith('/api/manual.pdf'),
  );
  const popup = page.waitForEvent('popup');
  await header(page).banner.getByRole('link', { name: linkName }).click();

  const tab = await popup;
  await expect.poll(() => new URL(tab.url()).pathname).toBe('/api/manual.pdf');
  const response = await pdfResponse;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/pdf');
  // The app itself stays open in the first tab.
  expect(new URL(page.url()).pathname).not.toBe('/api/manual.pdf');
  // The tab's response is Chromium's PDF viewer page: read the PDF its address serves.
  const pdf = await context.request.get(tab.url());
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  return { url: new URL(tab.url()), lines: pdfkitTextLines(await pdf.body()) };
}

test.describe('in an English browser', () => {
  test.use({ locale: 'en-US' });

  test('the User Manual button opens the English PDF in a new tab', async ({
    page,
    context,
    signIn,
    admin,
  }) => {
    await signIn(admin);
    const manual = await openManual(page, context);
    expect(manual.url.searchParams.get('lang')).toBe('en');
    expect(manual.lines).toContain('PartProof user manual');
    expect(manual.lines).toContain('Users and companies');
  });
});

test.describe('in a German browser', () => {
  test.use({ locale: 'de-DE' });

  test('the User Manual button opens the German PDF', async ({ page, context, signIn, admin }) => {
    await signIn(admin);
    const manual = await openManual(page, context, 'Benutzerhandbuch');
    expect(manual.url.searchParams.get('lang')).toBe('de');
    expect(manual.lines).toContain('PartProof-Benutzerhandbuch');
    expect(manual.lines).toContain('Produkte und Stücklisten');
    expect(manual.lines).not.toContain('PartProof user manual');
  });
});
