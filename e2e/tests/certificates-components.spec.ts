/**
 * The Components screen (spec §2 "Components screen", §6, §9): one part used by a customer's
 * product and an admin's product, with a certification record attached through the API.
 * The admin sees both products ('Open' in a new tab), the records with their C-Doc No. and
 * uploads a certificate PDF; a compliance user of the customer sees the records without
 * C-Doc No. and no upload; an engineer does not see IN PRODUCT.
 */
import {
  CERT_MSG,
  certificateReviewApi,
  MSG,
  productApi,
  ProductStatus,
  type Product,
} from '@partproof/shared';
import { readFileSync } from 'node:fs';
import {
  acceptTermsViaApi,
  adminToken,
  apiLogin,
  callApi,
  createCompanyWithUser,
  createUserViaApi,
  ROLE,
  type NewUser,
} from './support/api.js';
import {
  componentsScreen,
  createProductWithParts,
  materialOf,
  SAMPLE_PDF,
} from './support/certificates.js';
import { unique, uniqueEmail } from './support/env.js';
import { expect, test } from './support/fixtures.js';
import { detail, fixturePath, notification } from './support/products.js';
import { dialog } from './support/ui.js';

// '0001-…' sorts before every part of the other specs' BOMs: page 1 of the screen.
const partName = unique('0001-E2E');
const part = { componentName: partName, manufacturer: 'Littelfuse', type: 'Fuse' };
const other = { componentName: unique('0002-E2E'), manufacturer: 'Yageo', type: 'Resistor' };
const recordRef = unique('E2E-MAN');
const EXPIRES = '2031-05-31';

let customer: NewUser;
let engineer: NewUser;
let customerProduct: Product;
let adminProduct: Product;
let cdocId: number;

test.beforeAll(async () => {
  const token = await adminToken();
  const created = await createCompanyWithUser(ROLE.compliance, {
    company: unique('Components Customer'),
    email: uniqueEmail('components-compliance'),
  });
  customer = created.user;
  engineer = await createUserViaApi(token, {
    email: uniqueEmail('components-engineer'),
    role: ROLE.engineer,
    companyId: created.company.id,
  });
  await acceptTermsViaApi(await apiLogin(engineer));

  customerProduct = await createProductWithParts(
    await apiLogin(customer),
    unique('Customer fuse board'),
    [part, other],
  );
  adminProduct = await createProductWithParts(token, unique('Admin fuse board'), [part]);
  // A Pending product is listed only to those who may open it (admins, compliance): an admin
  // moves the customer's on, so the company's engineer sees its components too.
  await callApi(
    productApi.updateStatus,
    { body: { productId: customerProduct.id, statusId: ProductStatus.Collecting } },
    token,
  );

  // The certification record: a manual certificate of the customer's material (admin).
  const form = {
    serviceName: 'UL',
    modelName: partName,
    materialId: materialOf(customerProduct, partName).id,
    referenceNumber: recordRef,
    expireDate: EXPIRES,
  };
  const saved = await callApi(certificateReviewApi.manual, { form }, token);
  cdocId = saved.cdoc.id;
});

test('an admin sees both products and the records with C-Doc No., and uploads a PDF', async ({
  page,
  context,
  signIn,
  admin,
}) => {
  await signIn(admin);
  await page.goto('/components');
  const c = componentsScreen(page);
  await expect(c.title).toBeVisible();
  for (const column of ["MANUFACTURER'S COMPONENT NAME", 'IN PRODUCT', 'Certification Records']) {
    await expect(c.header(column)).toBeVisible();
  }
  await expect(c.viewProducts(partName)).toHaveText('View 2');
  await expect(c.viewRecords(partName)).toHaveText('View 1');

  await test.step("'View 2' products, each opened in a new tab", async () => {
    await c.viewProducts(partName).click();
    const modal = dialog(page, 'In product');
    await expect(modal.getByText(adminProduct.name, { exact: true })).toBeVisible();
    await expect(modal.getByText(customerProduct.name, { exact: true })).toBeVisible();
    const open = modal.getByRole('link', { name: `Open ${customerProduct.name} in a new tab` });
    await expect(open).toHaveAttribute('href', `/products/${customerProduct.id}`);
    await expect(open).toHaveAttribute('target', '_blank');
    const [tab] = await Promise.all([context.waitForEvent('page'), open.click()]);
    await expect(tab).toHaveURL((url) => url.href.endsWith(`/products/${customerProduct.id}`));
    await expect(detail(tab).heading(customerProduct.name)).toBeVisible();
    await tab.close();
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
  });

  await test.step("'View 1' records, with the C-Doc No. column", async () => {
    await c.viewRecords(partName).click();
    const modal = dialog(page, 'Certification Records');
    await expect(modal.getByText(`Component name: ${partName}`)).toBeVisible();
    await expect(modal.getByText('Manufacturer: Littelfuse')).toBeVisible();
    await expect(modal.getByRole('columnheader', { name: 'C-Doc No.' })).toBeVisible();
    const row = modal.getByRole('row').filter({ hasText: recordRef });
    await expect(row.getByRole('cell')).toHaveText(['UL', recordRef, EXPIRES, String(cdocId)]);
  });

  await test.step("'Upload new certificate' with a PDF adds a record", async () => {
    const records = dialog(page, 'Certification Records');
    await records.getByRole('button', { name: 'Upload new certificate' }).click();
    const upload = dialog(page, 'Upload new certificate');
    await expect(upload).toBeVisible();
    await expect(upload.getByRole('textbox', { name: 'Model name' })).toHaveValue(partName);

    // Without a PDF the form refuses.
    const uploadedRef = unique('E2E-UP');
    await upload.getByRole('textbox', { name: 'Service name (certifying body)' }).fill('TUV');
    await upload.getByRole('textbox', { name: 'Reference number' }).fill(uploadedRef);
    await upload.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(notification(page, MSG.uploadFile)).toBeVisible();

    await upload.locator('input[type="file"]').setInputFiles({
      name: 'littelfuse-certificate.pdf',
      mimeType: 'application/pdf',
      buffer: readFileSync(fixturePath(SAMPLE_PDF)),
    });
    await expect(upload.getByLabel('Chosen file')).toContainText('littelfuse-certificate.pdf');
    await upload.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(notification(page, CERT_MSG.certificateSaved)).toBeVisible();
    await expect(upload).toBeHidden();

    await expect(records.getByRole('row').filter({ hasText: uploadedRef })).toBeVisible();
    await expect(records.getByRole('row').filter({ hasText: recordRef })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(records).toBeHidden();
    await expect(c.viewRecords(partName)).toHaveText('View 2');
  });
});

test('a compliance user sees the records without C-Doc No. and cannot upload', async ({
  page,
  signIn,
}) => {
  await signIn(customer);
  await page.goto('/components');
  const c = componentsScreen(page);
  await expect(c.header('IN PRODUCT')).toBeVisible();
  // Only the company's own product uses the part, as far as this user can see.
  await expect(c.viewProducts(partName)).toHaveText('View 1');
  await expect(c.row(other.componentName)).toBeVisible();

  await c.viewRecords(partName).click();
  const modal = dialog(page, 'Certification Records');
  const row = modal.getByRole('row').filter({ hasText: recordRef });
  await expect(row.getByRole('cell')).toHaveText(['UL', recordRef, EXPIRES]);
  await expect(modal.getByRole('columnheader', { name: 'Reference Number' })).toBeVisible();
  await expect(modal.getByRole('columnheader', { name: 'C-Doc No.' })).toHaveCount(0);
  await expect(modal.getByRole('button', { name: 'Upload new certificate' })).toHaveCount(0);
});

test('an engineer does not see IN PRODUCT', async ({ page, signIn }) => {
  await signIn(engineer);
  await page.goto('/components');
  const c = componentsScreen(page);
  await expect(c.row(partName)).toBeVisible();
  await expect(c.header('Certification Records')).toBeVisible();
  await expect(c.header('IN PRODUCT')).toHaveCount(0);
  await expect(c.viewProducts(partName)).toHaveCount(0);
  await expect(c.viewRecords(partName)).toBeVisible();
});
