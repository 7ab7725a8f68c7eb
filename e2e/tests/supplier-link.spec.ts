/**
 * Requests to manufacturers and the supplier link in the browser (spec §2 email request
 * dialogs; DESIGN.md §9.7): an admin with the RoHS flag keeps a manufacturer's contact,
 * composes, previews and sends a request; the manufacturer opens the link from the mail in a
 * browser of its own without an account — on a phone-sized screen — sees the provider and the
 * part numbers (never the customer), has a wrong file and an oversized one refused and uploads
 * a PDF; the admin finds it in review in the component's RoHS dialog and got a mail. A revoked
 * link, a random one and a malformed one show the one clear page.
 */
import { randomBytes } from 'node:crypto';
import { REQUEST_MSG, type Product } from '@partproof/shared';
import type { Browser, Page } from '@playwright/test';
import { adminToken } from './support/api.js';
import { createProductWithParts, materialOf, type Part } from './support/certificates.js';
import { showColumn } from './support/component-table.js';
import { rohsDialog, rohsStatementPdf, rohsTools } from './support/declarations.js';
import { unique, uniqueEmail } from './support/env.js';
import { expect, test } from './support/fixtures.js';
import { readMails, waitForMail } from './support/mail.js';
import { detail } from './support/products.js';
import {
  composeDialog,
  contactsDialog,
  historyDialog,
  requestTools,
  sendRequestViaApi,
  supplierPage,
  supplyLinkOf,
} from './support/requests.js';

const MANUFACTURER = unique('Kemtronic');
const PARTS = [
  { componentName: 'T491A106K016AT', manufacturer: MANUFACTURER, type: 'Capacitor' },
  { componentName: 'T495D227K010ATE', manufacturer: MANUFACTURER, type: 'Capacitor' },
] as const satisfies readonly Part[];
const [FIRST, SECOND] = PARTS;
const CONTACT = uniqueEmail('quality');
const CUSTOMER = 'Certificate Customer';

let product: Product;
let link: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  product = await createProductWithParts(await adminToken(), unique('Request board'), PARTS);
});

async function phone(browser: Browser, baseURL: string | undefined): Promise<Page> {
  // A new context: no stored token, nobody signed in — the supplier is not a user.
  const context = await browser.newContext({ baseURL, viewport: { width: 375, height: 740 } });
  return context.newPage();
}

test('an admin sends a request through compose and preview', async ({ page, admin, signIn }) => {
  await signIn(admin);
  await page.goto(`/products/${product.id}`);
  await expect(detail(page).heading(product.name)).toBeVisible();
  // Hidden by default (issue 22): the staff member working through requests shows it.
  await showColumn(page, 'Certificate contact');
  const tools = requestTools(page, MANUFACTURER, FIRST.componentName);

  await test.step('the contact-label dialog keeps a labelled address', async () => {
    await tools.contacts.click();
    const dialog = contactsDialog(page, MANUFACTURER);
    // A BOM names manufacturers as text; the manufacturer list gets this one here.
    await dialog.modal
      .getByRole('button', { name: `Add ${MANUFACTURER} to the manufacturers` })
      .click();
    await dialog.add.click();
    await dialog.label(1).fill('Quality');
    await dialog.email(1).fill('not an address');
    await dialog.save.click();
    await expect(dialog.modal.getByText('Invalid email')).toBeVisible();
    await dialog.email(1).fill(CONTACT);
    await dialog.save.click();
    await expect(dialog.modal).toBeHidden();
    await expect(page.getByText('Contacts saved')).toBeVisible();
  });

  await test.step('compose is prefilled; Preview shows exactly the mail', async () => {
    await tools.email.click();
    const compose = composeDialog(page, MANUFACTURER);
    await expect(compose.receiver).toHaveValue(CONTACT);
    await expect(compose.subject).toHaveValue(
      `Request for RoHS / REACH declarations: ${MANUFACTURER}`,
    );
    await compose.model.fill(`${FIRST.componentName}\n${SECOND.componentName}`);
    await compose.note.fill('Please include the REACH SVHC statement.');
    await compose.previewButton.click();
    await expect(compose.headers).toContainText(CONTACT);
    await expect(compose.headers).toContainText(MANUFACTURER);
    await expect(compose.letter.locator('body')).toContainText(SECOND.componentName);
    await expect(compose.letter.locator('body')).toContainText('REACH SVHC statement');
    await expect(compose.letter.locator('body')).not.toContainText(CUSTOMER);
    await compose.send.click();
    await expect(page.getByText(REQUEST_MSG.sent)).toBeVisible();
    await expect(compose.preview).toBeHidden();
  });

  await test.step('its parts wait for a reply; the row and the history show the request', async () => {
    await expect(tools.latest).toContainText('Sent');
    await expect(tools.latest).toContainText(CONTACT);
    await expect(rohsTools(page).cell(FIRST.componentName, 'Waiting for reply')).toBeVisible();
    await expect(rohsTools(page).cell(SECOND.componentName, 'Waiting for reply')).toBeVisible();
    await tools.history.click();
    const row = historyDialog(page, MANUFACTURER).row(CONTACT);
    await expect(row).toContainText('Sent');
    await expect(row).toContainText(SECOND.componentName);
    await page.keyboard.press('Escape');
  });

  const mail = await waitForMail(CONTACT, (m) => m.subject.includes(MANUFACTURER));
  expect(mail.text).toContain(FIRST.componentName);
  expect(mail.text).not.toContain(CUSTOMER);
  link = supplyLinkOf(mail);
});

test('the manufacturer uploads through the link without an account', async ({
  browser,
  baseURL,
}) => {
  const page = await phone(browser, baseURL);
  const supplier = supplierPage(page);
  await page.goto(link);
  await expect(page).toHaveURL(link);
  await expect(supplier.heading).toContainText(MANUFACTURER);
  await expect(page.getByText('Document request from PartProof')).toBeVisible();
  await expect(supplier.parts.getByRole('listitem')).toHaveText([
    FIRST.componentName,
    SECOND.componentName,
  ]);
  await expect(page.locator('body')).not.toContainText(CUSTOMER);
  await expect(page.locator('body')).not.toContainText(product.name);
  // No navigation of the app, and nothing wider than the phone.
  await expect(page.getByRole('link', { name: 'Products' })).toHaveCount(0);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);

  await test.step('a file of another kind is refused before it leaves', async () => {
    await supplier.files.setInputFiles({
      name: 'setup.exe',
      mimeType: 'application/x-msdownload',
      buffer: Buffer.from('MZ not a declaration'),
    });
    await expect(supplier.alert).toContainText(
      'setup.exe: Upload a PDF, a PNG or JPEG scan, or an IPC-1752A XML file',
    );
    await supplier.files.setInputFiles({
      name: 'huge.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.alloc(10 * 1024 * 1024 + 1, 0x20),
    });
    await expect(supplier.alert).toContainText('huge.pdf: The file is larger than 10 MB');
    await expect(supplier.send).toBeDisabled();
  });

  await test.step('a renamed text file gets the server’s refusal', async () => {
    await supplier.files.setInputFiles({
      name: 'renamed.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('just some text, no PDF at all'),
    });
    await supplier.send.click();
    await expect(page.getByRole('alert').filter({ hasText: 'Not received' })).toContainText(
      'Upload a PDF, a PNG or JPEG scan, or an IPC-1752A XML file',
    );
    await page.getByRole('button', { name: 'Remove renamed.pdf' }).click();
  });

  await test.step('a PDF declaration is received', async () => {
    const pdf = rohsStatementPdf({
      manufacturer: MANUFACTURER,
      series: `${FIRST.componentName} ${SECOND.componentName}`,
      directives: '2011/65/EU, (EU) 2015/863',
      date: '2025-03-01',
    });
    await supplier.files.setInputFiles({
      name: 'rohs-declaration.pdf',
      mimeType: 'application/pdf',
      buffer: pdf,
    });
    await supplier.send.click();
    await expect(page.getByText('Received — thank you')).toBeVisible();
    await expect(supplier.received.getByRole('listitem')).toHaveText(['rohs-declaration.pdf']);
  });
  await page.context().close();
});

test('the upload waits in review and the staff member was mailed', async ({
  page,
  admin,
  signIn,
}) => {
  const staffMail = await waitForMail(admin.email, (m) => m.text.includes(MANUFACTURER));
  expect(staffMail.text).toContain(MANUFACTURER);

  await signIn(admin);
  await page.goto(`/products/${product.id}`);
  await rohsTools(page).cell(FIRST.componentName).click();
  const dialog = rohsDialog(page, FIRST.componentName);
  const card = dialog.declaration(MANUFACTURER);
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('supplier');
  await expect(card).toContainText('Awaiting review');
  await page.keyboard.press('Escape');

  // The refused files left nothing behind: one upload in the history.
  await showColumn(page, 'Certificate contact');
  await requestTools(page, MANUFACTURER, FIRST.componentName).history.click();
  const history = historyDialog(page, MANUFACTURER);
  await expect(history.row(CONTACT)).toHaveCount(1);
  await expect(history.row(CONTACT).locator('td').nth(6)).toHaveText('1');
});

test('a revoked, a random and a malformed link show the clear page', async ({
  page,
  admin,
  signIn,
  browser,
  baseURL,
}) => {
  const other = uniqueEmail('sales');
  await sendRequestViaApi(await adminToken(), {
    manufacturer: MANUFACTURER,
    receiver: other,
    model: SECOND.componentName,
    materialIds: [materialOf(product, SECOND.componentName).id],
  });
  const revoked = supplyLinkOf(await waitForMail(other));

  await signIn(admin);
  await page.goto(`/products/${product.id}`);
  await showColumn(page, 'Certificate contact');
  await requestTools(page, MANUFACTURER, SECOND.componentName).history.click();
  const history = historyDialog(page, MANUFACTURER);
  await history.revoke(other).click();
  await page
    .getByRole('dialog', { name: 'Revoke the link' })
    .getByRole('button', { name: 'Revoke' })
    .click();
  await expect(history.row(other)).toContainText('Revoked');

  const supplier = await phone(browser, baseURL);
  const random = randomBytes(32).toString('base64url');
  for (const url of [revoked, `/supply/${random}`, '/supply/not-a-link']) {
    await supplier.goto(url);
    await expect(supplier.getByRole('alert')).toHaveText(REQUEST_MSG.linkGone);
    await expect(supplier).not.toHaveURL(/\/login/);
    await expect(supplier.getByRole('button', { name: 'Send files' })).toHaveCount(0);
  }
  // The first link still works: revoking one request leaves the others alone.
  await supplier.goto(link);
  await expect(supplierPage(supplier).parts).toBeVisible();
  expect(readMails(other)).toHaveLength(1);
  await supplier.context().close();
});
