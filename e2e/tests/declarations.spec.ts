/**
 * RoHS/REACH declarations in the browser (spec §2 product detail, component table, "RoHS
 * certificate dialog", "Add new material declaration dialog", Documents screen; §8; DESIGN.md
 * §9.3–9.6): an admin with the RoHS flag drops a PDF in the add dialog, checks the reader's
 * proposal, corrects a field and saves; runs Fetch RoHs/REACH and watches a status change over
 * the live feed; approves a declaration; sees an approved RoHS 1 declaration as 'Outdated'
 * with its reason; pages and searches both Documents tabs; and a customer without the RoHS
 * flag sees none of it.
 */
import { MSG, ROHS_MSG, ROHS_REASONS, type Product } from '@partproof/shared';
import type { Page } from '@playwright/test';
import {
  adminToken,
  apiLogin,
  createCompanyWithUser,
  currentUserViaApi,
  ROLE,
  type NewUser,
} from './support/api.js';
import {
  addExistingViaApi,
  cdocsViaApi,
  createProductWithParts,
  importCdocsViaApi,
  materialOf,
  type Part,
} from './support/certificates.js';
import {
  addDeclarationDialog,
  documentsScreen,
  reviewViaApi,
  rohsDialog,
  rohsStatementPdf,
  rohsTools,
  uploadDeclarationViaApi,
} from './support/declarations.js';
import { unique, uniqueEmail } from './support/env.js';
import { expect, test } from './support/fixtures.js';
import { detail, notification } from './support/products.js';

/** Three parts, one per story: added through the dialog, fetched, outdated. */
const PARTS = {
  added: { componentName: 'GRM188R61E225MA12D', manufacturer: 'Murata', type: 'Capacitor' },
  fetched: { componentName: '74HC595BQ', manufacturer: 'Nexperia', type: 'Logic IC' },
  outdated: { componentName: 'FH34SRJ-14S-0.5SH', manufacturer: 'Hirose', type: 'Connector' },
} as const satisfies Record<string, Part>;

let customer: NewUser;
let product: Product;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  const token = await adminToken();
  const admin = await currentUserViaApi(token);
  expect(admin.isRoHSAllow, 'the first admin has the RoHS flag (DESIGN.md §9.3)').toBe(true);
  ({ user: customer } = await createCompanyWithUser(ROLE.compliance, {
    company: unique('RoHS Customer'),
    email: uniqueEmail('rohs-customer'),
  }));
  product = await createProductWithParts(await apiLogin(customer), unique('RoHS board'), [
    PARTS.added,
    PARTS.fetched,
    PARTS.outdated,
  ]);

  // Nexperia's statement exists but is linked to no part until Fetch RoHS/REACH runs.
  await uploadDeclarationViaApi(token, {
    manufacturer: PARTS.fetched.manufacturer,
    models: PARTS.fetched.componentName,
    dateIssue: '2023-02-01',
    directives: ['2011/65/EU', '(EU) 2015/863'],
    fileName: 'nexperia-rohs.pdf',
  });
  // Hirose's old RoHS 1 letter, linked to the connector at once and approved.
  const outdated = materialOf(product, PARTS.outdated.componentName);
  const letter = await uploadDeclarationViaApi(token, {
    manufacturer: PARTS.outdated.manufacturer,
    models: PARTS.outdated.componentName,
    dateIssue: '2009-05-01',
    directives: ['2002/95/EC'],
    materialID: outdated.id,
    fileName: 'hirose-rohs-2009.pdf',
  });
  await reviewViaApi(token, { materialId: outdated.id, declarationId: letter.id, rohsStatus: 2 });
});

async function openProduct(page: Page) {
  await page.goto(`/products/${product.id}`);
  await expect(detail(page).heading(product.name)).toBeVisible();
}

test('an admin drops a PDF, corrects the proposal and saves the declaration', async ({
  page,
  signIn,
  admin,
}) => {
  const { componentName } = PARTS.added;
  await signIn(admin);
  await openProduct(page);
  const t = rohsTools(page);
  await expect(t.columnHeader).toBeVisible();
  await expect(t.availability).toBeVisible();
  await expect(t.cell(componentName, 'Pending')).toBeVisible();

  await t.cell(componentName).click();
  const list = rohsDialog(page, componentName);
  await expect(
    list.modal.getByText('No material declaration covers this component yet'),
  ).toBeVisible();
  await list.add.click();

  const add = addDeclarationDialog(page, componentName);
  await expect(add.modal).toBeVisible();
  await test.step('the first file dropped is read and fills in the form', async () => {
    await add.files.setInputFiles({
      name: 'murata-rohs.pdf',
      mimeType: 'application/pdf',
      buffer: rohsStatementPdf({
        manufacturer: 'Murata Manufacturing Co., Ltd.',
        series: 'GRM188*',
        directives: '2011/65/EU as amended by (EU) 2015/863',
        date: '2024-03-15',
      }),
    });
    await expect(add.modal.getByText('murata-rohs.pdf')).toBeVisible();
    await expect(add.reading).toBeHidden({ timeout: 60_000 });
    await expect(add.modal.getByText('Filled in from the document')).toBeVisible();
    await expect(add.manufacturer).toHaveValue(/Murata/);
    await expect(add.modal.getByText('(EU) 2015/863', { exact: true })).toBeVisible();
    // Where the fields came from.
    await expect(add.modal.getByText(/From the document: page 1/).first()).toBeVisible();
  });

  await test.step('one field corrected, then Save (Enter in a field submits)', async () => {
    await add.dateIssue.fill('2024-03');
    await add.models.fill('GRM188*');
    await add.manufacturer.fill('Murata');
    await add.manufacturer.press('Enter');
    await expect(notification(page, 'Material declaration saved')).toBeVisible();
    await expect(add.modal).toBeHidden();
  });

  await test.step('the RoHS dialog lists it and the component is In review', async () => {
    const card = list.declaration('Murata');
    await expect(card).toBeVisible();
    await expect(card).toContainText('murata-rohs.pdf');
    await expect(card).toContainText('2024-03');
    await expect(card).toContainText('Awaiting review');
    await page.keyboard.press('Escape');
    await expect(list.modal).toBeHidden();
    await expect(t.cell(componentName, 'In review')).toBeVisible();
  });
});

test('Fetch RoHs/REACH links the declarations and the status changes live; an admin approves', async ({
  page,
  signIn,
  admin,
}) => {
  const { componentName } = PARTS.fetched;
  await signIn(admin);
  await openProduct(page);
  const t = rohsTools(page);
  await expect(t.cell(componentName, 'Pending')).toBeVisible();
  await expect(t.fetchRow(componentName)).toBeVisible();

  await test.step("'Run for all components' → Fetch RoHs/REACH; no reload", async () => {
    await expect(t.fetchButton).toBeDisabled();
    await t.runAll.check();
    await t.fetchButton.click();
    await expect(notification(page, ROHS_MSG.fetching)).toBeVisible();
    await expect(t.cell(componentName, 'In review')).toBeVisible({ timeout: 30_000 });
  });

  await test.step('the RoHS dialog: Approve', async () => {
    await t.cell(componentName).click();
    const list = rohsDialog(page, componentName);
    const card = list.declaration('Nexperia');
    await expect(card).toContainText('nexperia-rohs.pdf');
    await expect(card).toContainText('(EU) 2015/863');
    await expect(card).toContainText('Covers this component by part number');
    await card.getByRole('button', { name: 'Approve', exact: true }).click();
    await expect(card).toContainText('Approved');
    await expect(card.getByRole('button', { name: 'Back to review' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(t.cell(componentName, 'Approved')).toBeVisible();
  });
});

test("an approved declaration citing only 2002/95/EC shows 'Outdated' with its reason", async ({
  page,
  signIn,
  admin,
}) => {
  const { componentName } = PARTS.outdated;
  await signIn(admin);
  await openProduct(page);
  const t = rohsTools(page);
  await expect(t.cell(componentName, 'Outdated')).toBeVisible();
  await expect(t.row(componentName)).toContainText(ROHS_REASONS.rohs1Only);
  await t.cell(componentName).click();
  const card = rohsDialog(page, componentName).declaration('Hirose');
  await expect(card).toContainText('Outdated');
  await expect(card).toContainText(ROHS_REASONS.rohs1Only);
  await expect(card).toContainText('2002/95/EC');
});

test('the Documents screen searches and pages the material declarations', async ({
  page,
  signIn,
  admin,
}) => {
  const maker = unique('Docmaker');
  const token = await adminToken();
  for (let i = 1; i <= 12; i += 1) {
    await uploadDeclarationViaApi(token, {
      manufacturer: maker,
      models: `DM-${String(i).padStart(2, '0')}*`,
      dateIssue: '2024-06-01',
      directives: ['(EU) 2015/863'],
      fileName: `docmaker-${i}.pdf`,
    });
  }
  await signIn(admin);
  await page.goto('/documents');
  const d = documentsScreen(page);
  await expect(d.title).toBeVisible();
  await expect(page.getByRole('button', { name: 'Import candidate list' })).toBeVisible();
  await d.tab('Material Declarations').click();
  await expect(page.getByRole('table', { name: 'Material declarations' })).toBeVisible();

  await d.searchBy.click();
  await page.getByRole('option', { name: 'MANUFACTURER', exact: true }).click();
  await d.searchText.fill(maker);
  await d.search.click();
  await expect(notification(page, MSG.searchSuccess)).toBeVisible();
  await expect(d.showing(1, 10, 12)).toBeVisible();
  await expect(d.bodyRows).toHaveCount(10);
  await expect(d.bodyRows.first()).toContainText(maker);
  await expect(d.bodyRows.first()).toContainText('DM-');

  await d.pages('material declarations').getByRole('button', { name: '2', exact: true }).click();
  await expect(d.showing(11, 12, 12)).toBeVisible();
  await expect(d.bodyRows).toHaveCount(2);

  await d.searchText.fill(`${maker}-nothing-like-it`);
  await d.search.click();
  await expect(notification(page, MSG.noComponentFound)).toBeVisible();
});

/** Twelve valid certificates of the export's filler parts (imported when missing). */
async function fillerCertificates(token: string) {
  await importCdocsViaApi(token);
  const { data } = await cdocsViaApi(token, { search: 'FILL-' });
  const records = data
    .filter((row) => row.cert.ref_number.startsWith('E2E-FILL-'))
    .filter((row) => !['E2E-FILL-0007', 'E2E-FILL-0014'].includes(row.cert.ref_number))
    .sort((a, b) => a.cert.ref_number.localeCompare(b.cert.ref_number))
    .slice(0, 12);
  expect(records).toHaveLength(12);
  return records;
}

test('the Documents screen searches and pages the certificates', async ({
  page,
  signIn,
  admin,
}) => {
  const token = await adminToken();
  const records = await fillerCertificates(token);
  // The admin is never capped by the trial; a customer company takes five components.
  const filler = await createProductWithParts(
    token,
    unique('Filler board'),
    records.map((row) => ({
      componentName: row.cert.model,
      manufacturer: row.name,
      type: 'Relay',
    })),
  );
  for (const row of records) {
    await addExistingViaApi(token, materialOf(filler, row.cert.model).id, row.id);
  }
  await signIn(admin);
  await page.goto('/documents');
  const d = documentsScreen(page);
  await expect(page.getByRole('table', { name: 'Certificates' })).toBeVisible();

  await d.searchBy.click();
  await page.getByRole('option', { name: 'REFERENCE NUMBER', exact: true }).click();
  await d.searchText.fill('E2E-FILL-001');
  await d.search.click();
  await expect(notification(page, MSG.searchSuccess)).toBeVisible();
  // E2E-FILL-0010 … 0013, but 0014 expired and is not a record.
  await expect(d.showing(1, 4, 4)).toBeVisible();
  await expect(d.bodyRows).toHaveCount(4);

  await d.searchText.fill('e2e fill');
  await d.search.click();
  await expect(d.showing(1, 10, 12)).toBeVisible();
  await d.pages('certificates').getByRole('button', { name: '2', exact: true }).click();
  await expect(d.showing(11, 12, 12)).toBeVisible();
  await expect(d.bodyRows).toHaveCount(2);

  const first = d.bodyRows.first();
  const ref = ((await first.getByRole('cell').nth(1).textContent()) ?? '').trim();
  expect(ref).toMatch(/^E2E-FILL-\d{4}$/);
  await first.getByRole('button', { name: `Show Detail ${ref}` }).click();
  const coverage = page.getByRole('dialog', { name: `Coverage — ${ref}` });
  await expect(coverage.getByRole('listitem').first()).toContainText('FILL-');
});

test('a customer without the RoHS flag sees none of RoHS/REACH', async ({ page, signIn }) => {
  const token = await adminToken();
  const [record] = await fillerCertificates(token);
  if (!record) throw new Error('no certificate to attach');
  // One certification record on the customer's own product, for the Certificates tab.
  await addExistingViaApi(token, materialOf(product, PARTS.outdated.componentName).id, record.id);

  await signIn(customer);
  await test.step('the product page has no RoHS column, button or availability', async () => {
    await openProduct(page);
    const t = rohsTools(page);
    await expect(detail(page).bodyRows.first()).toBeVisible();
    await expect(t.columnHeader).toHaveCount(0);
    await expect(t.fetchHeader).toHaveCount(0);
    await expect(t.fetchButton).toHaveCount(0);
    await expect(t.availability).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^RoHS certificates / })).toHaveCount(0);
  });

  await test.step('Documents: the Certificates tab only', async () => {
    await page.goto('/documents');
    const d = documentsScreen(page);
    await expect(d.title).toBeVisible();
    await expect(page.getByRole('table', { name: 'Certificates' })).toBeVisible();
    await expect(d.showing(1, 1, 1)).toBeVisible();
    await expect(d.bodyRows.first()).toContainText(record.cert.ref_number);
    await expect(page.getByText('Material Declarations', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Import candidate list' })).toHaveCount(0);
  });
});
