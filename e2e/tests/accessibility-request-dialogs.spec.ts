/**
 * Accessibility (issue 22) of the request dialogs and of the law imports' previews, each with
 * data in it: from a row of the product page's component table 'Email manufacturer' (with a
 * field error, then its preview), the manufacturer's contacts (kept ones, a new row with a
 * field error; a manufacturer not yet in the list) and the request history (a sent and a
 * revoked request, and 'Revoke the link'); 'Activate RoHS DoC collection' and its result; on
 * the Documents screen 'Import candidate list' and the exemption table with an import's
 * preview. No serious or critical axe violation (WCAG 2.0–2.2 A/AA) in any of them, nor in
 * the letter a request sends (checked on a page of its own).
 */
import { exemptionTableCsv, lawApi, requestApi, type Product } from '@partproof/shared';
import type { Page } from '@playwright/test';
import { adminToken, callApi } from './support/api.js';
import { axeProblemsOfDocument, expectOpenDialogAccessible } from './support/axe.js';
import { createProductWithParts, materialOf, type Part } from './support/certificates.js';
import { showColumn } from './support/component-table.js';
import { unique, uniqueEmail } from './support/env.js';
import { expect, test } from './support/fixtures.js';
import { detail } from './support/products.js';
import {
  composeDialog,
  contactsDialog,
  historyDialog,
  requestTools,
  saveContactsViaApi,
  sendRequestViaApi,
} from './support/requests.js';

/** A maker with two contacts and two requests, and one not yet in the manufacturer list. */
const MAKER = unique('Kemtronic');
const NEW_MAKER = unique('Nichiden');
const PARTS = [
  { componentName: 'T491A106K016AT', manufacturer: MAKER, type: 'Capacitor' },
  { componentName: 'UWT1C101MCL1GS', manufacturer: NEW_MAKER, type: 'Capacitor' },
] as const satisfies readonly Part[];
const [PART, NEW_PART] = PARTS;
const QUALITY = uniqueEmail('quality');
const SALES = uniqueEmail('sales');

let product: Product;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  const token = await adminToken();
  product = await createProductWithParts(token, unique('Request dialog board'), PARTS);
  await saveContactsViaApi(token, MAKER, [
    { label: 'Quality', email: QUALITY },
    { label: 'Sales', email: SALES },
  ]);
  const materialIds = [materialOf(product, PART.componentName).id];
  const model = PART.componentName;
  const old = await sendRequestViaApi(token, {
    manufacturer: MAKER,
    receiver: SALES,
    model,
    materialIds,
  });
  await callApi(requestApi.revoke, { body: { requestId: old.requestId } }, token);
  await sendRequestViaApi(token, { manufacturer: MAKER, receiver: QUALITY, model, materialIds });
});

async function openProduct(page: Page) {
  await page.goto(`/products/${product.id}`);
  await expect(detail(page).heading(product.name)).toBeVisible();
  // Hidden by default (issue 22): the staff member working through requests shows it.
  await showColumn(page, 'Certificate contact');
}

test('Email manufacturer, with a field error, then its preview', async ({
  page,
  admin,
  signIn,
}) => {
  await signIn(admin);
  await openProduct(page);
  await requestTools(page, MAKER, PART.componentName).email.click();
  const compose = composeDialog(page, MAKER);
  await expect(compose.receiver).toHaveValue(QUALITY);
  await compose.note.fill('Please include the REACH SVHC statement.');
  await compose.receiver.fill('quality at kemtronic');
  await compose.previewButton.click();
  await expect(compose.compose.getByText('Invalid email')).toBeVisible();
  await expectOpenDialogAccessible(page, `Email manufacturer — ${MAKER}`);

  await compose.receiver.fill(QUALITY);
  await compose.previewButton.click();
  await expect(compose.headers).toContainText(QUALITY);
  await expect(compose.letter.locator('body')).toContainText('REACH SVHC statement');
  // The letter's frame never lets the page's network idle (its content is awaited above) and
  // runs no scripts, so axe cannot enter it: the frame is named (found by its title above),
  // and the letter is checked on a page of its own, as the manufacturer's mail program shows it.
  await expectOpenDialogAccessible(page, `Preview — ${MAKER}`, {
    settle: false,
    exclude: 'iframe[title="Letter"]',
  });
  const letter = await page.locator('iframe[title="Letter"]').getAttribute('srcdoc');
  expect(letter).toContain('REACH SVHC statement');
  expect(await axeProblemsOfDocument(page, letter ?? '')).toEqual([]);
});

test('the contacts of a manufacturer, kept and new, and of one not yet listed', async ({
  page,
  admin,
  signIn,
}) => {
  await signIn(admin);
  await openProduct(page);
  await test.step('two kept contacts and a new one with an error', async () => {
    await requestTools(page, MAKER, PART.componentName).contacts.click();
    const contacts = contactsDialog(page, MAKER);
    await expect(contacts.email(2)).toHaveValue(SALES);
    await contacts.add.click();
    await contacts.label(3).fill('Documents');
    await contacts.email(3).fill('not an address');
    await contacts.save.click();
    await expect(contacts.modal.getByText('Invalid email')).toBeVisible();
    await expectOpenDialogAccessible(page, `Contacts — ${MAKER}`);
    await page.keyboard.press('Escape');
    await expect(contacts.modal).toBeHidden();
  });

  await test.step('a manufacturer not yet in the list', async () => {
    await requestTools(page, NEW_MAKER, NEW_PART.componentName).contacts.click();
    const contacts = contactsDialog(page, NEW_MAKER);
    await expect(
      contacts.modal.getByRole('button', { name: `Add ${NEW_MAKER} to the manufacturers` }),
    ).toBeVisible();
    await expectOpenDialogAccessible(page, `Contacts — ${NEW_MAKER}`);
  });
});

test('the request history, a sent and a revoked request, and Revoke the link', async ({
  page,
  admin,
  signIn,
}) => {
  await signIn(admin);
  await openProduct(page);
  await requestTools(page, MAKER, PART.componentName).history.click();
  const history = historyDialog(page, MAKER);
  await expect(history.row(QUALITY)).toContainText('Sent');
  await expect(history.row(SALES)).toContainText('Revoked');
  await expectOpenDialogAccessible(page, `Request history — ${MAKER}`);

  await history.revoke(QUALITY).click();
  const confirm = page.getByRole('dialog', { name: 'Revoke the link' });
  await expect(confirm).toContainText(QUALITY);
  await expectOpenDialogAccessible(page, 'Revoke the link');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
});

test('Activate RoHS DoC collection and its result', async ({ page, admin, signIn }) => {
  await signIn(admin);
  await openProduct(page);
  await page.getByRole('button', { name: 'Activate RoHS DoC collection' }).click();
  const confirm = page.getByRole('dialog', { name: 'Activate RoHS DoC collection' });
  await expectOpenDialogAccessible(page, 'Activate RoHS DoC collection');
  await confirm.getByRole('button', { name: 'Confirm' }).click();

  const result = page.getByRole('dialog', { name: 'RoHS DoC collection', exact: true });
  await expect(result.getByRole('list', { name: 'Mailed manufacturers' })).toContainText(MAKER);
  await expect(result.getByRole('button', { name: `Add contacts of ${NEW_MAKER}` })).toBeVisible();
  await expectOpenDialogAccessible(page, /^RoHS DoC collection$/);
});

test('the Documents screen’s law imports, each with its preview', async ({
  page,
  admin,
  signIn,
}) => {
  await signIn(admin);
  await page.goto('/documents');
  await test.step('Import candidate list', async () => {
    await page.getByRole('button', { name: 'Import candidate list' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import candidate list' });
    const csv = [
      'Substance name,EC No.,CAS No.,Date of inclusion',
      '"Lead titanium zirconium oxide",235-727-4,12626-81-2,27-Jun-2018',
      '"Dibutyl phthalate (DBP)",201-557-4,84-74-2,28/10/2008',
    ].join('\r\n');
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: /^Candidate list export/ }).click();
    await (
      await chooser
    ).setFiles({ name: 'candidate-list.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await dialog.getByRole('button', { name: 'Preview', exact: true }).click();
    await expect(dialog.getByRole('button', { name: 'Apply', exact: true })).toBeVisible();
    await expectOpenDialogAccessible(page, 'Import candidate list');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  await test.step('Exemption table, a newer version previewed', async () => {
    const inForce = await callApi(lawApi.exemptions, { query: {} }, await adminToken());
    const newer = { ...inForce, version: { ...inForce.version, date: '2031-01-01' } };
    await page.getByRole('button', { name: 'Exemption table' }).click();
    const dialog = page.getByRole('dialog', { name: 'Exemption table (RoHS Annex III)' });
    await expect(dialog.getByRole('table', { name: 'Exemptions' })).toBeVisible();
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByLabel('Import a newer version (JSON or CSV)').click();
    await (
      await chooser
    ).setFiles({
      name: 'exemptions.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(exemptionTableCsv(newer)),
    });
    await dialog.getByRole('button', { name: 'Preview', exact: true }).click();
    await expect(dialog.getByRole('button', { name: 'Apply', exact: true })).toBeVisible();
    await expectOpenDialogAccessible(page, 'Exemption table (RoHS Annex III)');
  });
});
