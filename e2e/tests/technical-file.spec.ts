/**
 * The product's technical file in the browser (issue 23, DESIGN.md §10.3): an admin opens the
 * Technical file tab, sees the line without approved evidence as a blocking finding, resolves
 * it by approving the declaration in the RoHS dialog, generates revision 1 and downloads its
 * pack; a customer of the product's company downloads the same pack.
 */
import { createHash } from 'node:crypto';
import type { Product } from '@partproof/shared';
import type { Page } from '@playwright/test';
import {
  acceptTermsViaApi,
  adminToken,
  apiLogin,
  createCompanyViaApi,
  createUserViaApi,
  ROLE,
  type NewUser,
} from './support/api.js';
import { createProductWithParts, materialOf, type Part } from './support/certificates.js';
import {
  reviewViaApi,
  rohsDialog,
  rohsTools,
  uploadDeclarationViaApi,
} from './support/declarations.js';
import { unique, uniqueEmail } from './support/env.js';
import { expect, test } from './support/fixtures.js';
import { detail, download, readZip } from './support/products.js';

const PARTS = {
  covered: { componentName: 'TPS62160DSGR', manufacturer: 'Texas Instruments', type: 'IC' },
  open: { componentName: 'BAT54-7-F', manufacturer: 'Diodes Incorporated', type: 'Diode' },
} as const satisfies Record<string, Part>;

const RoHS3 = ['2011/65/EU', '(EU) 2015/863'];
let customer: NewUser;
let product: Product;
let packSha = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  const token = await adminToken();
  const company = await createCompanyViaApi(token, unique('Technical File Maker'));
  customer = await createUserViaApi(token, {
    email: uniqueEmail('technical-file'),
    role: ROLE.compliance,
    companyId: company.id,
    isRoHSAllow: true,
  });
  await acceptTermsViaApi(await apiLogin(customer));
  product = await createProductWithParts(await apiLogin(customer), unique('AX-200'), [
    PARTS.covered,
    PARTS.open,
  ]);
  const covered = materialOf(product, PARTS.covered.componentName);
  const statement = await uploadDeclarationViaApi(token, {
    manufacturer: PARTS.covered.manufacturer,
    models: PARTS.covered.componentName,
    dateIssue: '2025-02-01',
    directives: RoHS3,
    materialID: covered.id,
    fileName: 'ti-tps62160.pdf',
  });
  await reviewViaApi(token, { materialId: covered.id, declarationId: statement.id, rohsStatus: 2 });
  // The diode's statement is linked but still in review: no approved evidence yet.
  await uploadDeclarationViaApi(token, {
    manufacturer: PARTS.open.manufacturer,
    models: PARTS.open.componentName,
    dateIssue: '2025-04-01',
    directives: RoHS3,
    materialID: materialOf(product, PARTS.open.componentName).id,
    fileName: 'diodes-bat54.pdf',
  });
});

function technicalFileTab(page: Page) {
  return {
    tab: page.getByRole('tab', { name: 'Technical file' }),
    bomTab: page.getByRole('tab', { name: 'Bill of Materials' }),
    complete: page.getByLabel('Lines complete'),
    findings: page.getByRole('list', { name: 'Findings' }),
    matrix: page.getByRole('table', { name: 'Compliance matrix' }),
    generate: page.getByRole('button', { name: 'Generate technical file' }),
    revisions: page.getByRole('table', { name: 'Revisions' }),
  };
}

test('staff resolve a finding, generate the technical file and download its pack', async ({
  page,
  signIn,
  admin,
}) => {
  await signIn(admin);
  await page.goto(`/products/${product.id}`);
  await expect(detail(page).heading(product.name)).toBeVisible();
  const tf = technicalFileTab(page);

  await test.step('the tab shows the line without approved evidence as a blocking finding', async () => {
    await tf.tab.click();
    await expect(page).toHaveURL(/\?tab=technical-file$/);
    await expect(tf.complete).toHaveText('1 of 2 lines complete');
    await expect(tf.findings).toContainText('No evidence');
    await expect(tf.findings).toContainText('No approved declaration covers the part');
    await expect(tf.findings).toContainText('blocks the declaration');
    await expect(tf.matrix.locator('tbody tr')).toHaveCount(2);
    await expect(tf.matrix).toContainText('ti-tps62160.pdf');
  });

  await test.step('approving the declaration in the RoHS dialog closes the finding', async () => {
    await tf.bomTab.click();
    const t = rohsTools(page);
    await t.cell(PARTS.open.componentName).click();
    const card = rohsDialog(page, PARTS.open.componentName).declaration('Diodes');
    await card.getByRole('button', { name: 'Approve', exact: true }).click();
    await expect(card).toContainText('Approved');
    await page.keyboard.press('Escape');
    await tf.tab.click();
    await expect(tf.complete).toHaveText('2 of 2 lines complete');
    await expect(
      page.getByText('No findings: every line has the evidence its risk requires.'),
    ).toBeVisible();
  });

  await test.step('Generate asks for the DoC fields and makes revision 1', async () => {
    await tf.generate.click();
    const dialog = page.getByRole('dialog', { name: 'Generate technical file' });
    await dialog.getByRole('button', { name: 'Generate', exact: true }).click();
    await expect(dialog.getByText('Required').first()).toBeVisible();
    await dialog.getByLabel("Signatory's name").fill('Erika Mustermann');
    await dialog.getByLabel("Signatory's function").fill('Head of Quality');
    await dialog.getByLabel('Place of signing').fill('Stuttgart');
    await dialog
      .getByLabel("Manufacturer's postal address")
      .fill('Industriestr. 5, 70565 Stuttgart');
    await dialog.getByLabel(/Product identification/).fill('Model AX-200, serials from 0001');
    await dialog.getByRole('button', { name: 'Generate', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(tf.revisions).toContainText('r1');
    await expect(tf.revisions).toContainText('2 of 2');
  });

  await test.step('Download gives the signed pack', async () => {
    const { file, bytes } = await download(page, () =>
      tf.revisions.getByRole('button', { name: 'Download revision 1' }).click(),
    );
    expect(file.suggestedFilename()).toMatch(/-technical-file-r1\.zip$/);
    const entries = await readZip(bytes);
    expect([...entries.keys()]).toEqual(
      expect.arrayContaining([
        'declaration-of-conformity.pdf',
        'compliance-matrix.xlsx',
        'compliance-matrix.pdf',
        'product.pdf',
        'manifest.json',
        'manifest.sig',
      ]),
    );
    expect([...entries.keys()].filter((k) => k.startsWith('evidence/'))).toHaveLength(2);
    packSha = createHash('sha256').update(bytes).digest('hex');
  });
});

test("a customer downloads its own product's pack", async ({ page, signIn }) => {
  await signIn(customer);
  await page.goto(`/products/${product.id}?tab=technical-file`);
  const tf = technicalFileTab(page);
  await expect(tf.complete).toHaveText('2 of 2 lines complete');
  await expect(tf.generate).toHaveCount(0);
  const { bytes } = await download(page, () =>
    tf.revisions.getByRole('button', { name: 'Download revision 1' }).click(),
  );
  expect(createHash('sha256').update(bytes).digest('hex')).toBe(packSha);
});

test('an admin puts a kind of part at high risk in the risk table; the matrix follows', async ({
  page,
  signIn,
  admin,
}) => {
  await signIn(admin);
  await page.goto(`/products/${product.id}?tab=technical-file`);
  const tf = technicalFileTab(page);
  await expect(tf.complete).toHaveText('2 of 2 lines complete');
  const dialog = page.getByRole('dialog', { name: 'Material risk table' });
  const rules = dialog.getByRole('table', { name: 'Risk rules' }).locator('tbody tr');

  await page.getByRole('button', { name: 'Risk table' }).click();
  await expect(dialog.getByText('The table PartProof ships.')).toBeVisible();
  const shipped = await rules.count();
  await dialog.getByRole('button', { name: 'Add rule' }).click();
  const last = shipped + 1;
  await dialog.getByRole('button', { name: 'Save risk table' }).click();
  await expect(dialog.getByText(/^Rule \d+, words: Give at least one word$/)).toBeVisible();
  await dialog.getByLabel(`Rule ${last} words`).fill('diode');
  await dialog.getByLabel(`Rule ${last} why`).fill('glass-passivated diodes');
  await expect(dialog.getByLabel(`Rule ${last} words`)).toHaveValue('diode');
  for (let i = last; i > 1; i -= 1) await dialog.getByLabel(`Move rule ${i} up`).click();
  await expect(dialog.getByLabel('Rule 1 words')).toHaveValue('diode');
  await expect(dialog.getByLabel(`Rule ${last} words`)).not.toHaveValue('');
  await dialog.getByRole('button', { name: 'Save risk table' }).click();
  await expect(dialog).toBeHidden();

  await expect(tf.complete).toHaveText('1 of 2 lines complete');
  await expect(tf.findings).toContainText('Evidence below risk');
  await expect(tf.findings).toContainText('A high-risk part (glass-passivated diodes)');

  await test.step('removing the rule puts the table back', async () => {
    await page.getByRole('button', { name: 'Risk table' }).click();
    await expect(dialog.getByText(/Saved \d{4}-\d{2}-\d{2}/)).toBeVisible();
    await dialog.getByLabel('Remove rule 1').click();
    await dialog.getByRole('button', { name: 'Save risk table' }).click();
    await expect(dialog).toBeHidden();
    await expect(tf.complete).toHaveText('2 of 2 lines complete');
  });
});
