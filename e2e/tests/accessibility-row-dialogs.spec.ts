/**
 * Accessibility (issue 22) of the dialogs behind a row of the product page's component table,
 * each with data in it: certification records (and from it 'Add from existing' with its
 * search results and 'Add new certificate' with its field errors), temporary certificates,
 * the RoHS certificate dialog (and 'Add new material declaration' read from a PDF, 'Edit
 * material declaration'), comments, datasheet upload and view, flag with 'Are You Sure?',
 * resolve flag, and 'Add component' with its field errors. No serious or critical axe
 * violation (WCAG 2.0–2.2 A/AA) in any of them, as an admin with the RoHS flag.
 */
import {
  certificateSearchApi,
  commentApi,
  datasheetApi,
  flagApi,
  type Product,
} from '@partproof/shared';
import type { Page } from '@playwright/test';
import { adminToken, callApi } from './support/api.js';
import { byAriaLabel } from './support/aria-label.js';
import { expectOpenDialogAccessible } from './support/axe.js';
import {
  addExistingViaApi,
  cdocByRef,
  createProductWithParts,
  importCdocsViaApi,
  MATCHING_PARTS,
  materialOf,
  type Part,
} from './support/certificates.js';
import {
  addDeclarationDialog,
  reviewViaApi,
  rohsDialog,
  rohsStatementPdf,
  rohsTools,
  textPdf,
  uploadDeclarationViaApi,
} from './support/declarations.js';
import { unique } from './support/env.js';
import { expect, test } from './support/fixtures.js';
import { detail, productViaApi } from './support/products.js';
import { flagTools } from './support/requests.js';

const { relay } = MATCHING_PARTS;
/**
 * Records and candidates belong to the part, and the shared parts must keep none for the
 * specs that count them (certificates-product-page): the capacitor under a maker of this run
 * only, and a fuse of the same series (its record, '0215*.MXP', covers it) no other spec uses.
 */
const capacitor = { ...MATCHING_PARTS.capacitor, manufacturer: unique('EPCOS') };
const fuse = { ...MATCHING_PARTS.fuse, componentName: '0215008.MXP' };
/** The export's two certificates of TDK 'B32922C3104M', added to it as records. */
const CAPACITOR_REFS = ['E2E-E-41515', 'E2E-V-40012999'] as const;
/** A part of a maker of this run only, with two declarations of its own. */
const DECLARED = {
  componentName: 'RB751S40T1G',
  manufacturer: unique('Rohmex'),
  type: 'Schottky diode',
} as const satisfies Part;
const FLAG_REASON = 'The datasheet on file names a different plating';

let product: Product;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  const token = await adminToken();
  await importCdocsViaApi(token);
  product = await createProductWithParts(token, unique('Dialog board'), [
    capacitor,
    fuse,
    relay,
    DECLARED,
  ]);
  const id = (part: Part) => materialOf(product, part.componentName).id;

  // Two certification records, two comments and a datasheet on the capacitor.
  for (const ref of CAPACITOR_REFS) {
    const cdoc = await cdocByRef(token, capacitor.componentName, ref);
    await addExistingViaApi(token, id(capacitor), cdoc.id);
  }
  for (const body of [
    '<p><b>Check the derating</b> at 85 °C before approving.</p>',
    '<p>Derating confirmed: <i>see the datasheet, page 4</i>.</p>',
  ]) {
    await callApi(commentApi.save, { body: { entityId: id(capacitor), body } }, token);
  }
  const pdf = textPdf(['EPCOS B32922 X2 film capacitors', 'Datasheet']);
  await callApi(
    datasheetApi.set,
    {
      form: { materialId: id(capacitor) },
      files: [new File([new Uint8Array(pdf)], 'b32922.pdf', { type: 'application/pdf' })],
    },
    token,
  );

  // An open flag on the relay.
  await callApi(flagApi.flag, { body: { materialId: id(relay), reason: FLAG_REASON } }, token);

  // A distributor's current declaration in review and the maker's approved RoHS 1 letter
  // (Outdated) on DECLARED.
  await uploadDeclarationViaApi(token, {
    manufacturer: DECLARED.manufacturer,
    issuer: 'Mouser Electronics',
    models: 'RB751*',
    dateIssue: '2024-02-01',
    directives: ['2011/65/EU', '(EU) 2015/863'],
    materialID: id(DECLARED),
    fileName: 'rohmex-rohs-2024.pdf',
  });
  const letter = await uploadDeclarationViaApi(token, {
    manufacturer: DECLARED.manufacturer,
    models: DECLARED.componentName,
    dateIssue: '2009-05-01',
    directives: ['2002/95/EC'],
    materialID: id(DECLARED),
    fileName: 'rohmex-rohs-2009.pdf',
  });
  await reviewViaApi(token, { materialId: id(DECLARED), declarationId: letter.id, rohsStatus: 2 });

  // Candidates for the fuse from the certificate database (a series record covers it).
  await callApi(certificateSearchApi.findCertificates, { body: { materials: [id(fuse)] } }, token);
  await expect
    .poll(
      async () =>
        materialOf(await productViaApi(token, product.id), fuse.componentName).totalTempCertificate,
      { message: 'candidates for the fuse', timeout: 30_000 },
    )
    .toBeGreaterThan(0);
});

async function openProduct(page: Page) {
  await page.goto(`/products/${product.id}`);
  await expect(detail(page).heading(product.name)).toBeVisible();
  await expect(detail(page).bodyRows.first()).toBeVisible();
}

/** A count button of the table, by the start of its name ('Certification records R1: 2'). */
function countButton(page: Page, label: string, componentName: string) {
  return page
    .getByRole('button')
    .and(byAriaLabel(page, { startsWith: `${label} ${componentName}: ` }));
}

test.beforeEach(async ({ page, admin, signIn }) => {
  await signIn(admin);
  await openProduct(page);
});

test('the certificate dialogs of a row', async ({ page }) => {
  const records = `Certification records — ${capacitor.componentName}`;
  await test.step('Certification records', async () => {
    await countButton(page, 'Certification records', capacitor.componentName).click();
    const modal = page.getByRole('dialog', { name: records });
    for (const ref of CAPACITOR_REFS) {
      await expect(modal.getByRole('row').filter({ hasText: ref })).toBeVisible();
    }
    await expectOpenDialogAccessible(page, records);
  });

  await test.step('Add from existing, with the certificates found', async () => {
    await page.getByRole('button', { name: 'Add from existing' }).click();
    const name = `Add from existing — ${capacitor.componentName}`;
    const modal = page.getByRole('dialog', { name });
    await expect(
      modal.getByRole('button', { name: `Add certificate ${CAPACITOR_REFS[0]}` }),
    ).toBeVisible();
    await expectOpenDialogAccessible(page, name);
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
  });

  await test.step('Add new certificate, with its field errors', async () => {
    await page
      .getByRole('dialog', { name: records })
      .getByRole('button', { name: 'Add new certificate' })
      .click();
    const name = `Add new certificate — ${capacitor.componentName}`;
    const modal = page.getByRole('dialog', { name });
    await modal.getByRole('button', { name: 'Save certificate' }).click();
    await expect(modal.getByText('Required').first()).toBeVisible();
    await expectOpenDialogAccessible(page, name);
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: records })).toBeHidden();
  });

  await test.step('Temporary certificates, one ticked', async () => {
    await countButton(page, 'Temp certificates', fuse.componentName).click();
    const name = `Temporary certificates — ${fuse.componentName}`;
    const modal = page.getByRole('dialog', { name });
    const first = modal.getByRole('checkbox', { name: /^Select certificate / }).first();
    await first.check();
    await expect(modal.getByRole('button', { name: 'Approve selected (1)' })).toBeVisible();
    await expectOpenDialogAccessible(page, name);
  });
});

test('the RoHS certificate dialog and its declaration dialogs', async ({ page }) => {
  const list = rohsDialog(page, DECLARED.componentName);
  const name = `RoHS certificates — ${DECLARED.componentName}`;
  await test.step('RoHS certificates, a declaration in review and an outdated one', async () => {
    await rohsTools(page).cell(DECLARED.componentName).click();
    await expect(list.modal.getByRole('article')).toHaveCount(2);
    await expect(list.modal).toContainText('Awaiting review');
    await expect(list.modal).toContainText('Outdated');
    await expect(list.modal).toContainText('issued by Mouser Electronics, not by the maker');
    await expectOpenDialogAccessible(page, name);
  });

  await test.step('Edit material declaration, filled in', async () => {
    await list.modal
      .getByRole('article')
      .filter({ hasText: 'rohmex-rohs-2024.pdf' })
      .getByRole('button', { name: 'Edit', exact: true })
      .click();
    const edit = `Edit material declaration — ${DECLARED.manufacturer}`;
    await expect(
      page.getByRole('dialog', { name: edit }).getByRole('textbox').first(),
    ).not.toHaveValue('');
    await expectOpenDialogAccessible(page, edit);
    await page.keyboard.press('Escape');
    await expect(list.modal).toBeVisible();
  });

  await test.step('Add new material declaration, read from a PDF', async () => {
    await list.add.click();
    const add = addDeclarationDialog(page, DECLARED.componentName);
    await add.files.setInputFiles({
      name: 'rohmex-rohs-2025.pdf',
      mimeType: 'application/pdf',
      buffer: rohsStatementPdf({
        manufacturer: DECLARED.manufacturer,
        series: 'RB751*',
        directives: '2011/65/EU as amended by (EU) 2015/863',
        date: '2025-01-15',
      }),
    });
    await expect(add.reading).toBeHidden({ timeout: 60_000 });
    await expect(add.modal.getByText('Filled in from the document')).toBeVisible();
    await expectOpenDialogAccessible(
      page,
      `Add new material declaration — ${DECLARED.componentName}`,
    );
  });
});

test('the comments and datasheet dialogs of a row', async ({ page }) => {
  const name = capacitor.componentName;
  await test.step('Comments, two of them', async () => {
    await page.getByRole('button', { name: `Comments on ${name}: 2` }).click();
    const modal = page.getByRole('dialog', { name: `Comments — ${name}` });
    await expect(modal.getByRole('article')).toHaveCount(2);
    await expectOpenDialogAccessible(page, `Comments — ${name}`);
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
  });

  await test.step('Upload datasheet, a file chosen', async () => {
    await page.getByRole('button', { name: `Upload datasheet of ${name}` }).click();
    const modal = page.getByRole('dialog', { name: `Upload datasheet — ${name}` });
    await modal.locator('input[type="file"]').setInputFiles({
      name: 'b32922-rev-b.pdf',
      mimeType: 'application/pdf',
      buffer: textPdf(['EPCOS B32922 X2 film capacitors', 'Datasheet, revision B']),
    });
    await expect(modal.getByText('b32922-rev-b.pdf')).toBeVisible();
    await expectOpenDialogAccessible(page, `Upload datasheet — ${name}`);
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
  });

  await test.step('Datasheet, the PDF embedded', async () => {
    await page.getByRole('button', { name: `View datasheet of ${name}` }).click();
    const modal = page.getByRole('dialog', { name: `Datasheet — ${name}` });
    await expect(modal.locator(`iframe[title="Datasheet of ${name}"]`)).toBeVisible();
    // Last: the embedded PDF viewer never lets the page's network idle again.
    await expectOpenDialogAccessible(page, `Datasheet — ${name}`, { settle: false });
  });
});

test('the flag dialogs of a row', async ({ page }) => {
  await test.step('Flag, with a reason, then Are You Sure?', async () => {
    const flags = flagTools(page, fuse.componentName);
    await flags.flag.click();
    await flags.flagDialog.getByRole('button', { name: 'Flag', exact: true }).click();
    await expect(flags.flagDialog.getByText('Required')).toBeVisible();
    await expectOpenDialogAccessible(page, `Flag ${fuse.componentName}`);
    await flags.flagDialog.getByRole('textbox', { name: /^Reason/ }).fill(FLAG_REASON);
    await flags.flagDialog.getByRole('button', { name: 'Flag', exact: true }).click();
    await expectOpenDialogAccessible(page, 'Are You Sure?');
    await flags.confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(flags.flagDialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(flags.flagDialog).toBeHidden();
  });

  await test.step('Resolve the flag, the flag as raised and a note', async () => {
    const flags = flagTools(page, relay.componentName);
    await flags.resolveBadge.click();
    await expect(flags.resolveDialog).toContainText(FLAG_REASON);
    await flags.resolveDialog.getByRole('textbox', { name: /^Note/ }).fill('Plating checked');
    await expectOpenDialogAccessible(page, `Resolve the flag — ${relay.componentName}`);
  });
});

test('Add component with its field errors', async ({ page }) => {
  await detail(page).addComponent.click();
  const modal = page.getByRole('dialog', { name: 'Add component' });
  await modal.getByRole('textbox', { name: 'Internal Reference' }).fill('IPN-0420');
  await modal.getByRole('button', { name: 'Add component' }).click();
  await expect(modal.getByText('Required').first()).toBeVisible();
  await expectOpenDialogAccessible(page, 'Add component');
});
