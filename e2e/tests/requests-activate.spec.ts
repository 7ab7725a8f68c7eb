/**
 * 'Activate RoHS DoC collection' in the browser (spec §2; DESIGN.md §9.7): after the
 * confirmation, the manufacturer with a contact is mailed and the one without is listed as
 * skipped with a way to add its contacts.
 */
import { REQUEST_MSG, type Product } from '@partproof/shared';
import { adminToken } from './support/api.js';
import { createProductWithParts, type Part } from './support/certificates.js';
import { unique, uniqueEmail } from './support/env.js';
import { expect, test } from './support/fixtures.js';
import { waitForMail } from './support/mail.js';
import { detail } from './support/products.js';
import { contactsDialog, saveContactsViaApi, supplyLinkOf } from './support/requests.js';

const WITH_CONTACT = unique('Murasame');
const WITHOUT_CONTACT = unique('Nichiden');
const PARTS = [
  { componentName: 'GRM188R71H104KA93D', manufacturer: WITH_CONTACT, type: 'Capacitor' },
  { componentName: 'UWT1C101MCL1GS', manufacturer: WITHOUT_CONTACT, type: 'Capacitor' },
] as const satisfies readonly Part[];
const CONTACT = uniqueEmail('docs');

let product: Product;

test.beforeAll(async () => {
  const token = await adminToken();
  product = await createProductWithParts(token, unique('Activate board'), PARTS);
  await saveContactsViaApi(token, WITH_CONTACT, [{ label: 'Documents', email: CONTACT }]);
});

test('Activate mails the manufacturers with a contact and lists the others', async ({
  page,
  admin,
  signIn,
}) => {
  await signIn(admin);
  await page.goto(`/products/${product.id}`);
  await expect(detail(page).heading(product.name)).toBeVisible();
  await page.getByRole('button', { name: 'Activate RoHS DoC collection' }).click();
  const confirm = page.getByRole('dialog', { name: 'Activate RoHS DoC collection' });
  await expect(confirm).toContainText(
    'Confirming sends emails to all manufacturers requesting documentation.',
  );
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(REQUEST_MSG.sent)).toBeVisible();

  const result = page.getByRole('dialog', { name: 'RoHS DoC collection' });
  await expect(result.getByRole('list', { name: 'Mailed manufacturers' })).toHaveText(
    `${WITH_CONTACT} — ${CONTACT}`,
  );
  await expect(result.getByLabel('Skipped manufacturers')).toContainText(
    `${WITHOUT_CONTACT} — ${REQUEST_MSG.noContact}`,
  );
  await result.getByRole('button', { name: `Add contacts of ${WITHOUT_CONTACT}` }).click();
  await expect(contactsDialog(page, WITHOUT_CONTACT).modal).toBeVisible();

  const mail = await waitForMail(CONTACT);
  expect(mail.text).toContain(PARTS[0].componentName);
  expect(supplyLinkOf(mail)).toMatch(/\/supply\//);
});
