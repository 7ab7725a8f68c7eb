/**
 * The products and components screens in German (issue 22): a user of a German browser
 * reads the products list, the Add new product wizard, a product's page with its Edit
 * Product dialog, and the Components screen with its Certification Records dialog in German;
 * staff read a part's RoHS status and its reason (stored in English) in German.
 */
import { apiLogin, createCompanyWithUser, ROLE, type NewUser } from './support/api.js';
import { unique, uniqueEmail } from './support/env.js';
import { expect, test } from './support/fixtures.js';
import { BOM, createProductViaApi } from './support/products.js';

let user: NewUser;
let productName: string;
let productId: number;

test.beforeAll(async () => {
  ({ user } = await createCompanyWithUser(ROLE.compliance, {
    company: unique('Platinen GmbH'),
    email: uniqueEmail('paula'),
    firstName: 'Paula',
    lastName: 'Prüfer',
  }));
  productName = unique('Sensorplatine');
  ({ id: productId } = await createProductViaApi(await apiLogin(user), productName, BOM.customer));
});

test.use({ locale: 'de-DE' });

test('the products list and the wizard speak German', async ({ page, signIn }) => {
  await signIn(user);
  await page.goto('/products');
  await expect(page.getByRole('heading', { name: 'Produkte', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Liste aktualisieren' })).toBeVisible();
  const table = page.getByRole('table');
  await expect(
    table.getByRole('columnheader', { name: 'Status der Zertifikatssammlung' }),
  ).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Erstellungsdatum' })).toBeVisible();

  await page.getByRole('button', { name: 'Neues Produkt hinzufügen' }).click();
  const wizard = page.getByRole('dialog', { name: 'Neues Produkt hinzufügen' });
  await expect(wizard.getByText('01 Produktdaten eingeben')).toBeVisible();
  await expect(wizard.getByText('02 Stückliste hochladen')).toBeVisible();
  await expect(wizard.getByRole('combobox', { name: /^Entwicklungsstatus/ })).toBeVisible();
  await expect(wizard.getByRole('combobox', { name: /^Normen/ })).toBeVisible();
  await expect(wizard.getByRole('button', { name: 'Weiter', exact: true })).toBeVisible();
  await wizard.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(wizard).toBeHidden();
});

test('a product page and its Edit Product dialog speak German', async ({ page, signIn }) => {
  await signIn(user);
  await page.goto('/products');
  await page.getByRole('link', { name: productName, exact: true }).click();
  await expect(page.getByRole('heading', { name: productName, level: 2 })).toBeVisible();
  await expect(page.getByText('Status der Zertifikatsliste', { exact: true })).toBeVisible();
  await expect(page.getByText(/^Freigegeben: \d+$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'ZIP herunterladen' })).toBeVisible();

  await page.getByRole('button', { name: 'Produkt bearbeiten' }).click();
  const dialog = page.getByRole('dialog', { name: 'Produkt bearbeiten' });
  await expect(dialog.getByRole('textbox', { name: /^Beschreibung/ })).toBeVisible();
  await expect(
    dialog.getByRole('combobox', { name: 'RoHS-Gerätekategorie (Anhang I)' }),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(dialog).toBeHidden();
});

test('the Components screen and its records dialog speak German', async ({ page, signIn }) => {
  await signIn(user);
  await page.goto('/components');
  await expect(page.getByRole('heading', { name: 'Bauteile', exact: true })).toBeVisible();
  await expect(
    page.getByRole('columnheader', { name: 'BAUTEILNAME DES HERSTELLERS' }),
  ).toBeVisible();
  await expect(page.getByText(/^1 bis \d+ von \d+ Ergebnissen$/)).toBeVisible();

  await page
    .getByRole('button', { name: /^\d+ Zertifizierungsnachweise von .+ anzeigen$/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Zertifizierungsnachweise' });
  await expect(dialog.getByText('Hersteller:', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Bauteilname:', { exact: true })).toBeVisible();
});

test('staff read a part’s RoHS status and its reason in German', async ({
  page,
  signIn,
  admin,
}) => {
  await signIn(admin);
  await page.goto(`/products/${productId}`);
  // No declaration covers the new product's parts yet: Pending, for the reason stored in English.
  const pending = page
    .getByRole('table')
    .getByRole('button', { name: /^RoHS-Zertifikate von .+: Ausstehend, 0 Deklarationen$/ })
    .first();
  await expect(pending).toBeVisible();
  await expect(pending).toHaveAccessibleDescription('Keine Erklärung deckt dieses Bauteil ab');
  await pending.hover();
  await expect(
    page.getByRole('tooltip', { name: 'Keine Erklärung deckt dieses Bauteil ab' }),
  ).toBeVisible();
});
