/**
 * A customer's whole products flow next to the admin's (spec §2, §4, §6; DESIGN.md §5.1,
 * §5.5): a compliance user of a new trial company imports a 4-component xlsx, a role-2
 * colleague cannot open it while it is pending, the admin sends it to review, the customer
 * searches, sets a material status, downloads, approves and reverts, the admin approves the
 * certificate list and sets "Collecting additional certificates" from the list.
 */
import { MSG } from '@partproof/shared';
import type { Browser, Page } from '@playwright/test';
import {
  acceptTermsViaApi,
  apiLogin,
  createCompanyWithUser,
  createUserViaApi,
  adminToken,
  ROLE,
} from './support/api.js';
import { unique, uniqueEmail } from './support/env.js';
import { expect, test } from './support/fixtures.js';
import {
  BOM,
  detail,
  download,
  fillProductInfo,
  fixturePath,
  notification,
  productsList,
  productsListViaApi,
  readWorkbook,
  readZip,
  wizard,
} from './support/products.js';

const CONFIRM_APPROVE =
  'Are you sure that you want to set the status from In Review to "Approved"?';
const CONFIRM_REVERT =
  'Are you sure that you want to revert the status from Approved to "Ready for review"?';
const EDITED_NAME = 'B4B-PH-K-S(LF)(SN)';

async function newPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  return context.newPage();
}

test('a customer and an admin take a product from import to approval', async ({
  page,
  browser,
  baseURL,
  signIn,
  admin,
}) => {
  test.setTimeout(180_000);
  const companyName = unique('Sensor Co');
  const productName = unique('Sensor node');
  const { company, user: customer } = await createCompanyWithUser(ROLE.compliance, {
    company: companyName,
    email: uniqueEmail('cora'),
    firstName: 'Cora',
    lastName: 'Customer',
  });
  const colleague = await createUserViaApi(await adminToken(), {
    email: uniqueEmail('ulf'),
    role: ROLE.user,
    companyId: company.id,
  });
  await acceptTermsViaApi(await apiLogin(colleague));

  const customerPage = page;
  const adminPage = await newPage(browser, baseURL);
  const colleaguePage = await newPage(browser, baseURL);
  let productId = 0;

  await test.step('the customer imports a 4-component xlsx through the wizard', async () => {
    await signIn(customer, customerPage);
    await customerPage.goto('/products');
    const list = productsList(customerPage);
    await list.addNew.click();
    const w = wizard(customerPage);
    await w.next.click();
    await expect(w.modal.getByText(MSG.nameRequired, { exact: true })).toBeVisible();
    await fillProductInfo(customerPage, w, productName);
    await w.next.click();
    await w.next.click();
    await expect(notification(customerPage, MSG.uploadFile)).toBeVisible();
    await w.file.setInputFiles(fixturePath(BOM.customer));
    await w.next.click();
    await expect(w.modal.getByText(`4 components from ${BOM.customer}`)).toBeVisible();
    await expect(w.pager.getByText('Page 1 of 1')).toBeVisible();
    for (const name of ['First', 'Prev', 'Next', 'Last']) {
      await expect(w.pager.getByRole('button', { name, exact: true })).toBeDisabled();
    }
    await expect(w.row(1)).toContainText('R1, R2');
    await w.componentName(4).fill(EDITED_NAME);
    await w.critical(2).uncheck();
    await w.create.click();
    await expect(notification(customerPage, MSG.productAdded)).toBeVisible();
    await expect(w.modal).toBeHidden();

    const row = list.row(productName);
    await expect(row).toContainText('Pending');
    await expect(row).toContainText(companyName);
    // Pending: a compliance user may open it (DESIGN.md §5.1, spec §5 roles: one
    // canOpenProduct rule for the list link and the detail screen); no admin-only actions.
    await expect(list.link(productName)).toHaveCount(1);
    await expect(row.getByRole('button', { name: 'Download CSV file' })).toBeVisible();
    await expect(row.getByRole('button', { name: 'Edit' })).toHaveCount(0);
    await expect(row.getByRole('button', { name: 'Delete' })).toHaveCount(0);
    await expect(row.getByRole('button', { name: 'Pending' })).toHaveCount(0);

    const mine = await productsListViaApi(await apiLogin(customer));
    productId = mine.data.find((p) => p.name === productName)?.id ?? 0;
    expect(productId).toBeGreaterThan(0);
  });

  await test.step('a role-2 colleague cannot open the pending product', async () => {
    await signIn(colleague, colleaguePage);
    await colleaguePage.goto('/products');
    const list = productsList(colleaguePage);
    await expect(list.row(productName)).toBeVisible();
    await expect(list.link(productName)).toHaveCount(0);
    await expect(
      list.row(productName).getByRole('button', { name: 'Download CSV file' }),
    ).toHaveCount(0);
    await colleaguePage.goto(`/products/${productId}`);
    await expect(colleaguePage).toHaveURL(/\/products$/);
    await expect(notification(colleaguePage, MSG.pendingProduct)).toHaveCount(1);
    await expect(detail(colleaguePage).heading(productName)).toHaveCount(0);
  });

  await test.step('a compliance customer may open it by its address, with no status button', async () => {
    await customerPage.goto(`/products/${productId}`);
    await expect(detail(customerPage).heading(productName)).toBeVisible();
    await expect(customerPage.getByText('Pending', { exact: true })).toBeVisible();
    await expect(customerPage.getByRole('button', { name: 'Approve Product' })).toHaveCount(0);
    await expect(customerPage.getByRole('button', { name: 'Revert from Approved' })).toHaveCount(0);
  });

  await test.step('the admin: "Set status to In Review"', async () => {
    await signIn(admin, adminPage);
    await adminPage.goto('/products');
    await productsList(adminPage).link(productName).click();
    await expect(detail(adminPage).heading(productName)).toBeVisible();
    await adminPage.getByRole('button', { name: 'Set status to In Review' }).click();
    await expect(notification(adminPage, MSG.productStatusUpdated)).toBeVisible();
    await expect(adminPage.getByText('In Review', { exact: true }).first()).toBeVisible();
    await expect(adminPage.getByRole('button', { name: 'Approve certificate list' })).toBeVisible();
    // The critical flag is locked while the product is ready for review (spec §4).
    await expect(
      adminPage.getByRole('checkbox', { name: 'Critical ATTINY85-20SU' }),
    ).toBeDisabled();
  });

  await test.step('the customer opens it from the list, searches and sets a material status', async () => {
    await customerPage.goto('/products');
    const list = productsList(customerPage);
    await expect(list.row(productName)).toContainText('Ready for review');
    await list.link(productName).click();
    const d = detail(customerPage);
    await expect(d.heading(productName)).toBeVisible();
    await expect(customerPage.getByText(`Retrieved from ${BOM.customer}`)).toBeVisible();
    await expect(d.showing).toHaveText('Showing 1 to 4 of 4 results');
    // The wizard's edits were saved.
    await expect(customerPage.getByRole('cell', { name: EDITED_NAME, exact: true })).toBeVisible();
    await expect(
      customerPage.getByRole('checkbox', { name: 'Critical GRM155R71C104KA88D' }),
    ).not.toBeChecked();

    await d.searchButton.click();
    await expect(notification(customerPage, MSG.writeSomething)).toBeVisible();
    await d.searchBox.fill('attiny 85');
    await d.searchButton.click();
    await expect(notification(customerPage, MSG.searchSuccess)).toBeVisible();
    await expect(d.showing).toHaveText('Showing 1 to 1 of 1 results');
    await d.searchBox.fill('LM317');
    await d.searchButton.click();
    await expect(notification(customerPage, MSG.noComponentFound)).toBeVisible();
    await expect(d.bodyRows).toHaveCount(0);
    await d.clearSearch.click();
    await expect(d.showing).toHaveText('Showing 1 to 4 of 4 results');

    const status = customerPage.getByRole('combobox', { name: 'Certificate status ATTINY85-20SU' });
    // Customers may not set "Waiting for Reply" (DESIGN.md §5.1).
    await expect(status.getByRole('option')).toHaveText(['In Review', 'Approved', 'Not Approved']);
    await expect(d.count('Approved')).toHaveText('Approved: 0');
    await expect(d.count('In Review')).toHaveText('In Review: 4');
    await status.selectOption({ label: 'Approved' });
    await expect(d.count('Approved')).toHaveText('Approved: 1');
    await expect(d.count('In Review')).toHaveText('In Review: 3');
  });

  await test.step('the customer downloads the workbook and the zip', async () => {
    const d = detail(customerPage);
    const zip = await download(customerPage, () => d.downloadZip.click());
    expect(zip.file.suggestedFilename()).toBe(`${productName}-${productId}.zip`);
    const entries = await readZip(zip.bytes);
    expect(entries.has(`bom/${BOM.customer}`)).toBe(true);
    const manifest = JSON.parse(entries.get('manifest.json')?.toString('utf8') ?? '{}') as {
      components: { componentName: string; certificateStatus: string }[];
    };
    expect(manifest.components.map((c) => c.componentName).sort()).toEqual(
      [EDITED_NAME, 'ATTINY85-20SU', 'GRM155R71C104KA88D', 'RC0402FR-074K7L'].sort(),
    );
    expect(manifest.components).toContainEqual({
      id: expect.any(Number) as unknown as number,
      internalReference: 'U1',
      componentName: 'ATTINY85-20SU',
      manufacturer: 'Microchip Technology',
      certificateStatus: 'Approved',
    });

    await customerPage.getByRole('link', { name: 'Products', exact: true }).first().click();
    const list = productsList(customerPage);
    const csv = await download(customerPage, () =>
      list.row(productName).getByRole('button', { name: 'Download CSV file' }).click(),
    );
    expect(csv.file.suggestedFilename()).toBe(`${productName}-${productId}.xlsx`);
    const rows = (await readWorkbook(csv.bytes)).get('BOM') ?? [];
    expect(rows).toHaveLength(1 + 4);
    const byName = new Map(rows.slice(1).map((cells) => [cells[2], cells]));
    expect(byName.get('ATTINY85-20SU')?.[9]).toBe('Approved');
    expect(byName.get('GRM155R71C104KA88D')?.[5]).toBe('No');
    expect(byName.get(EDITED_NAME)?.[1]).toBe('J1');
    expect(byName.get('RC0402FR-074K7L')?.[1]).toBe('R1, R2');
  });

  await test.step('the customer approves, then reverts from Approved', async () => {
    await productsList(customerPage).link(productName).click();
    const approve = customerPage.getByRole('button', { name: 'Approve Product' });
    await approve.click();
    const modal = customerPage.getByRole('dialog', { name: 'Product Status' });
    await expect(modal).toContainText(CONFIRM_APPROVE);
    await modal.getByRole('button', { name: 'NO' }).click();
    await expect(modal).toBeHidden();
    await expect(customerPage.getByText('In Review', { exact: true }).first()).toBeVisible();

    await approve.click();
    await modal.getByRole('button', { name: 'Yes' }).click();
    await expect(notification(customerPage, MSG.productStatusUpdated)).toBeVisible();
    await expect(modal).toBeHidden();
    const today = new Date().toISOString().slice(0, 10);
    await expect(customerPage.getByText(`Approved (${today})`, { exact: true })).toBeVisible();

    await customerPage.getByRole('button', { name: 'Revert from Approved' }).click();
    await expect(modal).toContainText(CONFIRM_REVERT);
    await modal.getByRole('button', { name: 'Yes' }).click();
    await expect(modal).toBeHidden();
    await expect(approve).toBeVisible();
    await expect(customerPage.getByText('In Review', { exact: true }).first()).toBeVisible();
  });

  await test.step('the admin: "Approve certificate list", then the list dialog', async () => {
    await adminPage.reload();
    await adminPage.getByRole('button', { name: 'Approve certificate list' }).click();
    await expect(notification(adminPage, MSG.productStatusUpdated)).toBeVisible();
    await expect(adminPage.getByText(/^Approved \(\d{4}-\d{2}-\d{2}\)$/)).toBeVisible();
    await expect(adminPage.getByRole('button', { name: 'Set status to In Review' })).toBeVisible();

    await adminPage.goto('/products');
    const row = productsList(adminPage).row(productName);
    // The admin's filter: one company's products, then the benchmark ones (none here).
    await adminPage.getByText('Companies', { exact: true }).click();
    await adminPage.getByRole('combobox', { name: 'Company' }).selectOption({ label: companyName });
    await expect(productsList(adminPage).table.locator('tbody tr')).toHaveCount(1);
    await expect(row).toContainText(companyName);
    await adminPage.getByText('Benchmark', { exact: true }).click();
    await expect(row).toHaveCount(0);
    await adminPage.getByText('All', { exact: true }).click();
    await row.getByRole('button', { name: 'Done' }).click();
    const dialog = adminPage.getByRole('dialog', { name: 'Update product certificate status' });
    await expect(dialog.getByRole('radio')).toHaveCount(3);
    await expect(dialog.getByRole('radio', { name: 'Pending' })).toBeVisible();
    await expect(dialog.getByRole('radio', { name: 'Ready for review' })).toBeVisible();
    await dialog.getByRole('radio', { name: 'Collecting additional certificates' }).check();
    await dialog.getByRole('button', { name: 'Update status' }).click();
    await expect(notification(adminPage, MSG.productStatusUpdated)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(
      row.getByRole('button', { name: 'Collecting additional certificates' }),
    ).toBeVisible();
  });

  await test.step('the colleague can open the product now that it is not pending', async () => {
    await colleaguePage.goto('/products');
    const list = productsList(colleaguePage);
    await expect(list.row(productName)).toContainText('Collecting additional certificates');
    await list.link(productName).click();
    await expect(detail(colleaguePage).heading(productName)).toBeVisible();
    await expect(colleaguePage).toHaveURL((url) => url.href.endsWith(`/products/${productId}`));
  });

  await adminPage.context().close();
  await colleaguePage.context().close();
});
