/**
 * English and German (issue 22): a German browser gets the translated screens in German, a
 * choice in Account Setting is kept on the user and wins over the browser, and an English
 * browser sees the spec's texts.
 */
import { createCompanyWithUser, ROLE, type NewUser } from './support/api.js';
import { unique, uniqueEmail } from './support/env.js';
import { expect, test } from './support/fixtures.js';
import { waitForMail } from './support/mail.js';
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
    const dialog = page.getByRole('dialog', { name: 'Kontoeinstellungen' });
    await expect(dialog.getByRole('button', { name: 'Dialog schließen' })).toBeVisible();
    await dialog.getByRole('combobox', { name: 'Sprache' }).click();
    await page.getByRole('option', { name: 'English' }).click();
    await dialog.getByRole('button', { name: 'Aktualisieren' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome, Greta' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Welcome, Greta' })).toBeVisible();
    await expect(header(page).nav('Products')).toBeVisible();
  });

  test('asks for a new password on German pages and gets the mail in German', async ({ page }) => {
    const { user: reader } = await createCompanyWithUser(ROLE.compliance, {
      company: unique('Postfach GmbH'),
      email: uniqueEmail('postfach'),
      firstName: 'Paul',
      lastName: 'Post',
    });
    await page.goto('/login');
    await expect(page.getByText('Melden Sie sich bei Ihrem Konto an')).toBeVisible();
    await page.getByRole('link', { name: 'Passwort vergessen?' }).click();
    // The sign-in form, with its own E-Mail field, stays until the next screen has come.
    await expect(page.getByRole('heading', { name: 'Passwort vergessen' })).toBeVisible();
    await page.getByLabel('E-Mail').fill(reader.email);
    await page.getByRole('button', { name: 'E-Mail senden' }).click();
    // The account has no language of its own: the mail follows the browser that asked.
    const mail = await waitForMail(reader.email, (m) => m.text.includes('Hallo Paul,'));
    expect(mail.text).toContain(
      'Jemand hat das Zurücksetzen des Passworts Ihres PartProof-Kontos angefordert.',
    );
    expect(mail.links.some((link) => link.includes('/reset-password/'))).toBe(true);
  });
});
