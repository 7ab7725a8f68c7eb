/**
 * The Documents screen and the Outbox in German (issue 22): the first admin (RoHS flag, no
 * language of their own, so the browser's counts), in a German browser, reads the screen's
 * heading, tabs, search bar and dialogs in German — the exemption table and the
 * candidate-list import with its field messages — and the Outbox's heading.
 */
import { expect, test } from './support/fixtures.js';
import { dialog } from './support/ui.js';

test.use({ locale: 'de-DE' });

test('a German admin reads the Documents screen and its dialogs in German', async ({
  page,
  signIn,
  admin,
}) => {
  await signIn(admin);
  await page.goto('/documents');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { name: 'Dokumente', level: 2 })).toBeVisible();
  await expect(page.getByText('Zertifikate', { exact: true })).toBeVisible();
  await expect(page.getByText('Materialdeklarationen', { exact: true })).toBeVisible();

  const search = page.getByRole('search', { name: 'Zertifikate durchsuchen' });
  await expect(search.getByRole('textbox', { name: 'Suchbegriff' })).toBeVisible();
  await expect(search.getByRole('button', { name: 'Suchen', exact: true })).toBeVisible();
  await search.getByRole('combobox', { name: 'Suchen nach' }).click();
  await expect(page.getByRole('option', { name: 'REFERENZNUMMER' })).toBeVisible();
  await page.keyboard.press('Escape');

  // The declarations tab names its own search.
  await page.getByText('Materialdeklarationen', { exact: true }).click();
  await expect(
    page.getByRole('search', { name: 'Materialdeklarationen durchsuchen' }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Ausnahmetabelle' }).click();
  const exemptions = dialog(page, 'Ausnahmetabelle (RoHS Anhang III)');
  await expect(exemptions).toBeVisible();
  await expect(exemptions.getByRole('columnheader', { name: 'Ausnahme' })).toBeVisible();
  await expect(exemptions.getByRole('button', { name: 'JSON herunterladen' })).toBeVisible();
  await expect(exemptions.getByText(/^In Kraft: Version vom /)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(exemptions).toBeHidden();

  await page.getByRole('button', { name: 'Kandidatenliste importieren' }).click();
  const candidates = dialog(page, 'Kandidatenliste importieren');
  await expect(candidates.getByRole('textbox', { name: 'Versionsdatum' })).toBeVisible();
  await candidates.getByRole('textbox', { name: 'Versionsdatum' }).fill('');
  await candidates.getByRole('button', { name: 'Vorschau' }).click();
  await expect(candidates.getByText('Wählen Sie den CSV- oder xlsx-Export')).toBeVisible();
  await expect(candidates.getByText('Geben Sie ein Datum als JJJJ-MM-TT ein')).toBeVisible();
  await candidates.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(candidates).toBeHidden();
});

test('a German admin reads the Outbox in German', async ({ page, signIn, admin }) => {
  await signIn(admin);
  await page.goto('/outbox');
  await expect(page.getByRole('heading', { name: 'Postausgang', level: 2 })).toBeVisible();
  await expect(
    page.getByText('Jede E-Mail, die die Anwendung versendet, mit ihrem Zustellstatus.'),
  ).toBeVisible();
});
