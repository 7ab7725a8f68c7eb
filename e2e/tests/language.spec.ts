/**
 * English and German (issue 22): a German browser gets the translated screens in German, a
 * choice in Account Setting is kept on the user and wins over the browser, and an English
 * browser sees the spec's texts.
 */
import { createCompanyWithUser, ROLE, type NewUser } from './support/api.js';
import { unique, uniqueEmail } from './support/env.js';
import { expect, test } from './support/fixtures.js';
import { header } from './support/ui.js';

let user: NewUser;

test.beforeAll(async () => {
  ({ user } = await createCompanyWithUser(ROLE.compliance, {
    company: unique('Sprache GmbH'),
    email: uniqueEmail('sprache'),
    firstName: 'Greta',
    lastName: 'Graf',
  }));
});

test('an English browser sees the spec’s texts', async ({ page, signIn }) => {
  await signIn(user);
  await page.goto('/home');
  await expect(page.getByRole('heading', { name: 'Welcome, Greta' })).toBeVisible();
  await expect(header(page).nav('Products')).toBeVisible();
});

test.describe('a German browser', () => {
  test.use({ locale: 'de-DE' });

  test('sees German, and a choice in Account Setting follows the user', async ({
    page,
    signIn,
  }) => {
    await signIn(user);
    await page.goto('/home');
    await expect(page.getByRole('heading', { name: 'Willkommen, Greta' })).toBeVisible();
    await expect(header(page).nav('Produkte')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('table', { name: 'Produkte und was ihnen fehlt' })).toHaveCount(0);

    // Account Setting: English, kept on the user.
    await page.getByRole('button', { name: /Kontomenü/ }).click();
    await page.getByRole('menuitem', { name: 'Kontoeinstellungen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Account Setting' });
    await dialog.getByRole('combobox', { name: 'Sprache' }).click();
    await page.getByRole('option', { name: 'English' }).click();
    await dialog.getByRole('button', { name: 'Aktualisieren' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome, Greta' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Welcome, Greta' })).toBeVisible();
    await expect(header(page).nav('Products')).toBeVisible();
  });
});
