import { expect, test } from './support/fixtures.js';
import { header } from './support/ui.js';

test('the User Manual button opens the PDF in a new tab', async ({
  page,
  context,
  signIn,
  admin,
}) => {
  await signIn(admin);
  const pdfResponse = context.waitForEvent('response', (r) =>
    new URL(r.url()).pathname.endsWith('/api/manual.pdf'),
  );
  const popup = page.waitForEvent('popup');
  await header(page).userManual.click();

  const tab = await popup;
  await expect.poll(() => new URL(tab.url()).pathname).toBe('/api/manual.pdf');
  const response = await pdfResponse;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/pdf');
  // The app itself stays open in the first tab.
  expect(new URL(page.url()).pathname).not.toBe('/api/manual.pdf');
});
