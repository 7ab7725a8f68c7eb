/**
 * Keyboard alone (issue 22), the staff's side: an admin signs in, goes to a customer's
 * product, searches its bill of materials, runs Search database on a component, opens its
 * candidates and approves one, sets the component's certificate status and the product's
 * status, on the product page and in the products list: Tab, Shift+Tab, Enter, Space,
 * arrows and typing only, with every focused control showing where the focus is. The data
 * (a certificate export of this run's own maker, a customer and their product) is seeded
 * through the API; what the keyboard did is read back through the UI and the API.
 */
import {
  CERT_MSG,
  cdocApi,
  certificateReviewApi,
  MaterialStatus,
  MSG,
  ProductStatus,
  SEARCH_MSG,
  type Material,
  type Product,
} from '@partproof/shared';
import type { Locator, Page } from '@playwright/test';
import { adminToken, apiLogin, callApi, createCompanyWithUser, ROLE } from './support/api.js';
import { byAriaLabel } from './support/aria-label.js';
import { createProductWithParts, materialOf } from './support/certificates.js';
import { unique, uniqueEmail } from './support/env.js';
import { expect, test } from './support/fixtures.js';
import { expectVisibleFocus, tabTo } from './support/keyboard.js';
import { detail, notification, productsList, productViaApi } from './support/products.js';
import { dialog, header, loginForm } from './support/ui.js';

// A maker and model of this run only: no other spec's search or approval touches the part
// (candidates and records belong to the part, shared by every product that uses it).
const run = unique('').slice(1).toUpperCase();
const part = { componentName: `KBR${run}-12V`, manufacturer: `Keyrelay ${run}`, type: 'Relay' };
const other = { componentName: `KBX${run}-5V`, manufacturer: `Keyrelay ${run}`, type: 'Relay' };
const REFS = { ul: `KB-UL-${run}`, vde: `KB-VDE-${run}` } as const;

let product: Product;
let material: Material;

/** Two certificates of the part, as a certificate directory's export lists them. */
function certificateExport(): File {
  const row = (body: string, ref: string) =>
    [
      body,
      ref,
      `DOC-${ref}`,
      part.manufacturer,
      part.componentName,
      part.componentName,
      'IEC 61810-1',
      '2023-02-01',
      '2033-01-31',
      'TRUE',
      '',
      `https://certificates.example/${ref}.pdf`,
    ].join(',');
  const csv = [
    'Certifying Body,Reference Number,Document No,Holder,Model,Raw Version,Standard,Issue Date,Expiry Date,Validity,Reason,Link',
    row('UL', REFS.ul),
    row('VDE', REFS.vde),
  ].join('\n');
  return new File([csv], 'keyboard-certificates.csv', { type: 'text/csv' });
}

test.beforeAll(async () => {
  const token = await adminToken();
  await callApi(cdocApi.importCdocs, { form: {}, files: [certificateExport()] }, token);
  const { user } = await createCompanyWithUser(ROLE.compliance, {
    company: unique('Keyboard Customer'),
    email: uniqueEmail('keyboard-customer'),
  });
  product = await createProductWithParts(await apiLogin(user), unique('Keyboard relay board'), [
    part,
    other,
  ]);
  material = materialOf(product, part.componentName);
});

/** The element that has the focus now. */
const focused = (page: Page) => page.locator(':focus');

/** A count button of the component table, by what it counts ('Temp certificates'). */
function countButton(page: Page, label: string): Locator {
  return page
    .getByRole('button')
    .and(byAriaLabel(page, { startsWith: `${label} ${part.componentName}: ` }));
}

/** The part's material as the server has it now. */
async function storedMaterial(token: string): Promise<Material> {
  return materialOf(await productViaApi(token, product.id), part.componentName);
}

test('an admin searches, approves a candidate and changes statuses by keyboard', async ({
  page,
  admin,
}) => {
  const token = await adminToken();
  const d = detail(page);
  const temps = countButton(page, 'Temp certificates');
  const records = countButton(page, 'Certification records');

  await test.step('sign in and open the product from the products list', async () => {
    await page.goto('/login');
    const form = loginForm(page);
    await tabTo(page, form.email);
    await page.keyboard.type(admin.email);
    await tabTo(page, form.password);
    await page.keyboard.type(admin.password);
    await page.keyboard.press('Enter');
    await expect(page).not.toHaveURL(/\/login(\?|$)/);

    await tabTo(page, header(page).nav('Products'));
    await page.keyboard.press('Enter');
    const list = productsList(page);
    await expect(list.title).toBeVisible();
    await tabTo(page, list.link(product.name));
    await page.keyboard.press('Enter');
    await expect(d.heading(product.name)).toBeVisible();
  });

  await test.step('search the bill of materials for the component', async () => {
    await tabTo(page, d.searchBox);
    await page.keyboard.type(part.componentName);
    await page.keyboard.press('Enter');
    await expect(notification(page, MSG.searchSuccess)).toBeVisible();
    await expect(d.bodyRows).toHaveCount(1);
    await expect(d.bodyRows).toContainText(part.componentName);
  });

  await test.step('Search database on the component: the candidates arrive', async () => {
    await expect(temps).toHaveText('0');
    const search = page.getByRole('button', { name: `Search database ${part.componentName}` });
    await tabTo(page, search);
    await page.keyboard.press('Enter');
    await expect(notification(page, SEARCH_MSG.scrapingStarted)).toBeVisible();
    await expect(temps).toHaveText('2', { timeout: 30_000 });
    // Disabled while the search ran, the button has the focus back.
    await expect(search).toBeEnabled();
    await expect(search).toBeFocused();
    await expectVisibleFocus(search);
    expect((await storedMaterial(token)).totalTempCertificate).toBe(2);
  });

  await test.step('open the candidates and approve one', async () => {
    await tabTo(page, temps, { back: true });
    await page.keyboard.press('Enter');
    const modal = dialog(page, `Temporary certificates — ${part.componentName}`);
    await expect(modal).toBeVisible();
    // The dialog takes the focus, and shows it.
    await expect(focused(page)).toHaveCount(1);
    expect(await modal.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await expectVisibleFocus(focused(page));

    for (const ref of Object.values(REFS)) {
      await expect(modal.getByRole('row').filter({ hasText: ref })).toContainText('100%');
    }
    const pick = modal.getByRole('checkbox', { name: `Select certificate ${REFS.vde}` });
    await tabTo(page, pick);
    await page.keyboard.press('Space');
    await expect(pick).toBeChecked();
    await tabTo(page, modal.getByRole('button', { name: 'Approve selected (1)' }));
    await page.keyboard.press('Enter');
    await expect(notification(page, CERT_MSG.certificatesApproved)).toBeVisible();
    await expect(modal.getByRole('row').filter({ hasText: REFS.vde })).toHaveCount(0);
    await expect(modal.getByRole('row').filter({ hasText: REFS.ul })).toBeVisible();
    // Nothing is ticked now: the button is dimmed and keeps the focus.
    const approveNone = modal.getByRole('button', { name: 'Approve selected', exact: true });
    await expect(approveNone).toBeDisabled();
    await expect(approveNone).toBeFocused();
    await expectVisibleFocus(approveNone);

    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    // Back where the dialog was opened from.
    await expect(temps).toBeFocused();
    await expectVisibleFocus(temps);
  });

  await test.step('the component shows the record, here and on the server', async () => {
    await expect(records).toHaveText('1');
    await expect(temps).toHaveText('1');
    const stored = await storedMaterial(token);
    expect(stored.approvedMaterialCertificates).toBe(1);
    expect(stored.totalTempCertificate).toBe(1);
    const approved = await callApi(
      certificateReviewApi.approvedOfMaterial,
      { params: { id: material.id } },
      token,
    );
    expect(approved.data.map((r) => r.cdoc.cert.ref_number)).toEqual([REFS.vde]);

    await tabTo(page, records, { back: true });
    await page.keyboard.press('Enter');
    const modal = dialog(page, `Certification records — ${part.componentName}`);
    await expect(modal.getByRole('row').filter({ hasText: REFS.vde })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    await expect(records).toBeFocused();
  });

  await test.step("set the component's certificate status to Approved", async () => {
    const status = page.getByRole('combobox', {
      name: `Certificate status ${part.componentName}`,
    });
    await expect(status).toHaveValue(String(MaterialStatus.InReview));
    await tabTo(page, status);
    // The options: In Review, Approved, Not Approved, Waiting for Reply.
    await page.keyboard.press('ArrowDown');
    await expect(status).toHaveValue(String(MaterialStatus.Approved));
    await expect(d.count('Approved')).toHaveText('Approved: 1');
    await expect
      .poll(async () => (await storedMaterial(token)).materialStatus.id)
      .toBe(MaterialStatus.Approved);
    await expect(status).toBeFocused();
  });

  await test.step("set the product's status to In Review", async () => {
    const setInReview = d.statusButton('Set status to In Review');
    await tabTo(page, setInReview, { back: true });
    await page.keyboard.press('Enter');
    await expect(notification(page, MSG.productStatusUpdated)).toBeVisible();
    const approveList = d.statusButton('Approve certificate list');
    await expect(approveList).toBeVisible();
    await expect(approveList).toBeFocused();
    expect((await productViaApi(token, product.id)).status.id).toBe(ProductStatus.ReadyForReview);
  });

  await test.step('in the products list, move it on to collecting certificates', async () => {
    // The breadcrumb back to the list.
    const breadcrumb = page.getByRole('main').getByRole('link', { name: 'Products', exact: true });
    await tabTo(page, breadcrumb, { back: true });
    await page.keyboard.press('Enter');
    const list = productsList(page);
    const statusButton = list.row(product.name).getByRole('button', { name: 'Ready for review' });
    await tabTo(page, statusButton);
    await page.keyboard.press('Enter');
    const modal = dialog(page, 'Update product certificate status');
    await expect(modal).toBeVisible();

    const current = modal.getByRole('radio', { name: 'Ready for review' });
    const collecting = modal.getByRole('radio', { name: 'Collecting additional certificates' });
    await expect(current).toBeChecked();
    await tabTo(page, current);
    await page.keyboard.press('ArrowDown');
    await expect(collecting).toBeChecked();
    await expect(collecting).toBeFocused();
    await expectVisibleFocus(collecting);
    await tabTo(page, modal.getByRole('button', { name: 'Update status' }));
    await page.keyboard.press('Enter');
    await expect(modal).toBeHidden();
    const moved = list
      .row(product.name)
      .getByRole('button', { name: 'Collecting additional certificates' });
    await expect(moved).toBeVisible();
    await expect(moved).toBeFocused();
    await expectVisibleFocus(moved);
    expect((await productViaApi(token, product.id)).status.id).toBe(ProductStatus.Collecting);
  });
});
