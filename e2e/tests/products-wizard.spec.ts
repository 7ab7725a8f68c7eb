/**
 * The Add product wizard (spec §2 "Add product wizard", §4, §5, §9; DESIGN.md §5.5) walked
 * as users would: an admin imports a real Altium-shaped xlsx, pages and edits the confirm
 * table and creates the product; a trial customer's 6-component BOM is refused whole.
 */
import { MSG } from '@partproof/shared';
import { apiLogin, createCompanyWithUser, ROLE } from './support/api.js';
import { unique, uniqueEmail } from './support/env.js';
import { expect, test } from './support/fixtures.js';
import {
  BOM,
  detail,
  fillProductInfo,
  fixturePath,
  notification,
  productsList,
  productsListViaApi,
  wizard,
} from './support/products.js';

test('an admin imports a real xlsx through the wizard, pages and edits the confirm table, and creates the product', async ({
  page,
  signIn,
  admin,
}) => {
  const productName = unique('Controller board');
  const editedName = 'RC0603FR-0710KL-EDITED';
  await signIn(admin);
  await page.goto('/products');
  const list = productsList(page);
  await list.addNew.click();
  const w = wizard(page);
  await expect(w.modal).toBeVisible();

  await test.step('01 Enter product info: every required field says so', async () => {
    await w.customer.clear();
    await w.next.click();
    for (const text of [
      MSG.typeRequired,
      MSG.standardRequired,
      MSG.marketsRequired,
      MSG.statusRequired,
      MSG.manufacturerRequired,
    ]) {
      await expect(w.modal.getByText(text, { exact: true })).toBeVisible();
    }
    // 'Name is required' is both the product name's and the customer's text (spec §5).
    await expect(w.modal.getByText(MSG.nameRequired, { exact: true })).toHaveCount(2);
    await expect(w.name).toHaveAttribute('aria-invalid', 'true');
    await expect(w.customer).toHaveAttribute('aria-invalid', 'true');

    await fillProductInfo(page, w, productName);
    await w.customer.fill('Admin Customer');
    await expect(w.modal.getByText(MSG.nameRequired, { exact: true })).toHaveCount(0);
    await w.next.click();
  });

  await test.step('02 Upload BOM: no file → "Please upload a file"; then the xlsx', async () => {
    await expect(w.modal.getByText('BOM file (.xlsx or .csv, at most 10 MB)')).toBeVisible();
    await w.next.click();
    await expect(notification(page, MSG.uploadFile)).toBeVisible();
    await expect(w.create).toHaveCount(0);

    await w.file.setInputFiles(fixturePath(BOM.admin));
    await expect(w.modal.getByLabel('Chosen file')).toContainText(BOM.admin);
    await w.next.click();
  });

  await test.step('03 Confirm & Create: 5 rows a page with First/Prev/Next/Last', async () => {
    await expect(w.modal.getByText(`16 components from ${BOM.admin}`)).toBeVisible();
    // The header was found on row 4 below the title lines; the mapping is shown.
    await expect(w.modal.getByLabel('Column mapping')).toContainText('IPN → ');
    const range = w.modal.getByText(/^Showing \d+ to \d+ of 16$/);
    const pageOf = w.pager.getByText(/^Page \d+ of 4$/);
    const button = (name: string) => w.pager.getByRole('button', { name, exact: true });

    await expect(range).toHaveText('Showing 1 to 5 of 16');
    await expect(pageOf).toHaveText('Page 1 of 4');
    await expect(button('First')).toBeDisabled();
    await expect(button('Prev')).toBeDisabled();
    // The designator range R1-R4 was expanded.
    await expect(w.row(1)).toContainText('R1, R2, R3, R4');
    // Names longer than 18 characters are cut with an ellipsis; the full text is on hover.
    await expect(w.modal.getByTitle('Samsung Electro-Mechanics')).toHaveText('Samsung Electro-Me…');

    await button('Next').click();
    await expect(range).toHaveText('Showing 6 to 10 of 16');
    await expect(pageOf).toHaveText('Page 2 of 4');
    // Row 6 is the second source of IPN-005: an alternative.
    await expect(w.componentName(6)).toHaveValue('AZ1117CH-3.3TRG1');
    await expect(w.row(6)).toContainText('Alternative');

    await button('Last').click();
    await expect(range).toHaveText('Showing 16 to 16 of 16');
    await expect(pageOf).toHaveText('Page 4 of 4');
    await expect(button('Next')).toBeDisabled();
    await expect(button('Last')).toBeDisabled();

    await button('Prev').click();
    await expect(pageOf).toHaveText('Page 3 of 4');
    // Row 15 (IPN-014) is marked do-not-populate.
    await expect(w.row(15)).toContainText('DNP');

    await button('First').click();
    await expect(pageOf).toHaveText('Page 1 of 4');
  });

  await test.step('03: edit a component name and untick critical; the edits survive paging', async () => {
    await w.componentName(1).fill('');
    await expect(w.modal.getByText('Required', { exact: true })).toBeVisible();
    await w.componentName(1).fill(editedName);
    await expect(w.critical(2)).toBeChecked();
    await w.critical(2).uncheck();
    await w.pager.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(w.componentName(6)).toBeVisible();
    await w.pager.getByRole('button', { name: 'First', exact: true }).click();
    await expect(w.componentName(1)).toHaveValue(editedName);
    await expect(w.critical(2)).not.toBeChecked();
  });

  await test.step('Create product → "Product added", the list shows it', async () => {
    await w.create.click();
    await expect(notification(page, MSG.productAdded)).toBeVisible();
    await expect(w.modal).toBeHidden();
    const row = list.row(productName);
    await expect(row).toContainText('Power supply');
    await expect(row).toContainText('Pending');
    await expect(row).toContainText(new Date().toISOString().slice(0, 10));
    // The wizard starts over at step 01 with an empty form.
    await list.addNew.click();
    await expect(w.name).toHaveValue('');
    await w.cancel.click();
    await expect(w.modal).toBeHidden();
  });

  await test.step('the detail shows the imported components with the edits', async () => {
    await list.link(productName).click();
    const d = detail(page);
    await expect(d.heading(productName)).toBeVisible();
    await expect(page.getByText(`Retrieved from ${BOM.admin}`)).toBeVisible();
    await expect(d.showing).toHaveText('Showing 1 to 10 of 15 results');
    await expect(page.getByRole('checkbox', { name: `Critical ${editedName}` })).toBeChecked();
    await expect(
      page.getByRole('checkbox', { name: 'Critical RC0603FR-07100KL' }),
    ).not.toBeChecked();
    await expect(d.count('In Review')).toHaveText('In Review: 16');
  });
});

test('a BOM with a title line: the user names the header row, maps the columns and goes on', async ({
  page,
  signIn,
  admin,
}) => {
  const fileName = 'titled-fields-bom.csv';
  await signIn(admin);
  await page.goto('/products');
  await productsList(page).addNew.click();
  const w = wizard(page);
  await fillProductInfo(page, w, unique('Titled BOM'));
  await w.next.click();
  await w.file.setInputFiles(fixturePath(fileName));
  await w.next.click();

  // Nothing looks like a header, so the title line was taken for one: the real header
  // 'Field3' would be read as a part.
  await expect(w.modal.getByText('Which column is which?')).toBeVisible();
  const headerRow = w.modal.getByRole('textbox', { name: 'Header row' });
  await expect(headerRow).toHaveValue('1');
  const partNumber = w.modal.getByRole('combobox', { name: 'Part number' });
  await expect(partNumber).toHaveValue(/^Column 3 \(e\.g\. Field3, /);

  await headerRow.fill('2');
  await w.modal.getByRole('button', { name: 'Read the columns from this row' }).click();
  await expect(headerRow).toHaveValue('2');
  // Read from row 2, the columns are the file's own: part numbers and designators are
  // recognised by their values, the user names the manufacturer column.
  const column = (field: string) => w.modal.getByRole('combobox', { name: field });
  await expect(column('Part number')).toHaveValue(/^Field3 \(e\.g\. RC0603FR-0710KL/);
  await expect(column('Designator')).toHaveValue(/^Field1 \(e\.g\. R1, R2/);
  await expect(column('Manufacturer')).toHaveValue('');
  await column('Manufacturer').click();
  await page.getByRole('option', { name: /^Field2 \(e\.g\. Yageo/ }).click();
  await expect(column('Manufacturer')).toHaveValue(/^Field2 \(e\.g\. Yageo/);
  await w.modal.getByRole('button', { name: 'Parse with this mapping' }).click();
  await w.next.click();
  await expect(w.modal.getByText(`2 components from ${fileName}`)).toBeVisible();
  await expect(w.componentName(1)).toHaveValue('RC0603FR-0710KL');
  await expect(w.componentName(2)).toHaveValue('GRM188R71H104KA93D');
});

test('a trial customer whose BOM has more than 5 components gets the server message and nothing is created', async ({
  page,
  signIn,
}) => {
  const { user } = await createCompanyWithUser(ROLE.compliance, {
    company: unique('Trial Co'),
    email: uniqueEmail('trial'),
    firstName: 'Tia',
    lastName: 'Trial',
  });
  const trialMessage = MSG.trialComponentLimit.replace('{limit}', '5');
  await signIn(user);
  await page.goto('/products');
  const list = productsList(page);
  await expect(page.getByText(MSG.noProducts)).toBeVisible();

  await list.addNew.click();
  const w = wizard(page);
  // The customer field starts with the signed-in user's name.
  await expect(w.customer).toHaveValue('Tia Trial');
  await fillProductInfo(page, w, unique('Six parts'));
  await w.next.click();
  await w.file.setInputFiles(fixturePath(BOM.trialSix));
  await w.next.click();
  await expect(w.modal.getByText(`6 components from ${BOM.trialSix}`)).toBeVisible();

  await w.create.click();
  await expect(notification(page, trialMessage)).toBeVisible();
  // The wizard stays on step 03 and says why.
  await expect(w.modal.getByRole('alert')).toContainText('The product was not created');
  await expect(w.create).toBeEnabled();

  await page.keyboard.press('Escape');
  await expect(w.modal).toBeHidden();
  await list.refresh.click();
  await expect(page.getByText(MSG.noProducts)).toBeVisible();
  expect((await productsListViaApi(await apiLogin(user))).data).toHaveLength(0);
});
