/**
 * Comments and datasheets in the browser (spec §2 comments dialog, datasheet upload and view
 * dialogs, the component table's comments column, the Components screen's COMMENTS 'Show';
 * DESIGN.md §9.8): two users of one company comment on the same component in two browsers and
 * each sees the other's comment appear without a reload, bold text included; a user of
 * another company cannot open the product or read its comments; an admin uploads a PDF
 * datasheet and the view dialog embeds it through its signed link.
 */
import { commentApi, type Product } from '@partproof/shared';
import type { Browser, Page } from '@playwright/test';
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
import { createProductWithParts, materialOf, type Part } from './support/certificates.js';
import { textPdf } from './support/declarations.js';
import { unique, uniqueEmail } from './support/env.js';
import { expect, test } from './support/fixtures.js';
import { detail, productViaApi } from './support/products.js';

const PART = {
  componentName: 'CRCW060310K0FKEA',
  manufacturer: 'Vishay',
  type: 'Resistor',
} as const satisfies Part;

let ada: NewUser;
let ben: NewUser;
let outsider: NewUser;
let product: Product;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  const token = await adminToken();
  const { company, user } = await createCompanyWithUser(ROLE.compliance, {
    company: unique('Comment Co'),
    email: uniqueEmail('ada'),
    firstName: 'Ada',
    lastName: 'Author',
  });
  ada = user;
  ben = await createUserViaApi(token, {
    email: uniqueEmail('ben'),
    firstName: 'Ben',
    lastName: 'Reader',
    role: ROLE.compliance,
    companyId: company.id,
  });
  await acceptTermsViaApi(await apiLogin(ben));
  ({ user: outsider } = await createCompanyWithUser(ROLE.compliance, {
    company: unique('Other Co'),
    email: uniqueEmail('outsider'),
  }));
  product = await createProductWithParts(await apiLogin(ada), unique('Comment board'), [PART]);
});

async function newPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  return context.newPage();
}

function commentsDialog(page: Page) {
  const dialog = page.getByRole('dialog', { name: `Comments — ${PART.componentName}` });
  return {
    dialog,
    open: (count: number) =>
      page.getByRole('button', { name: `Comments on ${PART.componentName}: ${count}` }).click(),
    countButton: (count: number) =>
      page.getByRole('button', { name: `Comments on ${PART.componentName}: ${count}` }),
    editor: dialog.getByRole('textbox', { name: 'New comment' }),
    bold: dialog.getByRole('button', { name: 'Bold' }),
    add: dialog.getByRole('button', { name: 'Add comment' }),
    comment: (author: string) => dialog.getByRole('article', { name: `Comment by ${author}` }),
  };
}

test('two users of one company see each other’s comments appear live', async ({
  page,
  browser,
  baseURL,
  signIn,
}) => {
  test.setTimeout(120_000);
  const benPage = await newPage(browser, baseURL);
  await signIn(ada, page);
  await signIn(ben, benPage);
  for (const p of [page, benPage]) {
    await p.goto(`/products/${product.id}`);
    await expect(detail(p).heading(product.name)).toBeVisible();
  }
  const a = commentsDialog(page);
  const b = commentsDialog(benPage);
  await a.open(0);
  await b.open(0);
  await expect(a.dialog.getByText('No comments yet.')).toBeVisible();

  await test.step('an empty comment is refused with the server’s Required', async () => {
    await a.add.click();
    await expect(a.dialog.getByRole('alert')).toHaveText('Required');
  });

  await test.step('Ada writes in bold with Ctrl+Enter; Ben sees it without reloading', async () => {
    await a.editor.click();
    await a.bold.click();
    await page.keyboard.type('Check the derating');
    await page.keyboard.press('Control+Enter');
    await expect(a.comment('Ada Author')).toBeVisible();
    const seen = b.comment('Ada Author');
    await expect(seen).toBeVisible();
    await expect(seen.locator('b, strong')).toHaveText('Check the derating');
    await expect(seen).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    // Ben is not the author: no Edit or Delete on Ada's comment.
    await expect(seen.getByRole('button', { name: 'Edit' })).toHaveCount(0);
    await expect(seen.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  });

  await test.step('Ben answers; Ada sees it and both rows count two', async () => {
    await b.editor.fill('Derating checked at 70 °C');
    await b.add.click();
    await expect(b.comment('Ben Reader')).toContainText('Derating checked at 70 °C');
    await expect(a.comment('Ben Reader')).toContainText('Derating checked at 70 °C');
    await expect(b.editor).toHaveText('');
    for (const p of [page, benPage]) await p.keyboard.press('Escape');
    await expect(a.countButton(2)).toBeVisible();
    await expect(b.countButton(2)).toBeVisible();
  });

  await test.step('Ada edits her comment; Ben sees the change marked edited', async () => {
    await a.open(2);
    await b.open(2);
    const mine = a.comment('Ada Author');
    await mine.getByRole('button', { name: 'Edit' }).click();
    const edit = mine.getByRole('textbox', { name: 'Edit comment' });
    await edit.fill('Derating confirmed');
    await mine.getByRole('button', { name: 'Save' }).click();
    await expect(b.comment('Ada Author')).toContainText('Derating confirmed');
    await expect(b.comment('Ada Author')).toContainText('(edited)');
  });

  await test.step('Ben deletes his comment after a confirmation; Ada sees it go', async () => {
    await b.comment('Ben Reader').getByRole('button', { name: 'Delete' }).click();
    await benPage
      .getByRole('dialog', { name: 'Delete comment' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(a.comment('Ben Reader')).toHaveCount(0);
    await expect(b.comment('Ben Reader')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(a.countButton(1)).toBeVisible();
  });

  await test.step('the Components screen’s Show lists the comment with its product', async () => {
    await page.goto('/components');
    await page.getByRole('button', { name: `Show comments on ${PART.componentName}` }).click();
    const dialog = page.getByRole('dialog', { name: `Comments — ${PART.componentName}` });
    await expect(dialog.getByRole('article', { name: 'Comment by Ada Author' })).toContainText(
      'Derating confirmed',
    );
    await expect(dialog.getByRole('link', { name: product.name })).toBeVisible();
  });
  await benPage.context().close();
});

test('a user of another company can neither open the product nor read its comments', async ({
  page,
  signIn,
}) => {
  const material = materialOf(product, PART.componentName);
  await expect(
    callApi(commentApi.getAll, { body: { entityId: material.id } }, await apiLogin(outsider)),
  ).rejects.toThrow(/answered 404/);
  await signIn(outsider, page);
  await page.goto(`/products/${product.id}`);
  await expect(page).toHaveURL(/\/products$/);
  await expect(detail(page).heading(product.name)).toHaveCount(0);
});

test('an admin uploads a PDF datasheet and the view dialog embeds it', async ({
  page,
  browser,
  baseURL,
  signIn,
  admin,
}) => {
  await signIn(admin, page);
  await page.goto(`/products/${product.id}`);
  await expect(detail(page).heading(product.name)).toBeVisible();
  await page.getByRole('button', { name: `Upload datasheet of ${PART.componentName}` }).click();
  const upload = page.getByRole('dialog', { name: `Upload datasheet — ${PART.componentName}` });
  await upload.locator('input[type="file"]').setInputFiles({
    name: 'crcw-datasheet.pdf',
    mimeType: 'application/pdf',
    buffer: textPdf(['Vishay CRCW e3 thick film chip resistors', 'Datasheet']),
  });
  await expect(upload.getByText('crcw-datasheet.pdf')).toBeVisible();
  await upload.getByRole('button', { name: 'Save' }).click();
  await expect(upload).toHaveCount(0);

  await page.getByRole('button', { name: `View datasheet of ${PART.componentName}` }).click();
  const view = page.getByRole('dialog', { name: `Datasheet — ${PART.componentName}` });
  const frame = view.locator(`iframe[title="Datasheet of ${PART.componentName}"]`);
  await expect(frame).toHaveAttribute('src', /^\/api\/files\/[^?]+\?exp=\d+&sig=/);
  const src = (await frame.getAttribute('src')) ?? '';
  await expect(view.getByRole('link', { name: 'Download' })).toHaveAttribute('href', src);
  const served = await page.request.get(src);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toContain('application/pdf');
  expect(served.headers()['content-security-policy']).toContain('sandbox');

  await test.step('a user of the product sees View but not Upload', async () => {
    const seen = await productViaApi(await apiLogin(ada), product.id);
    expect(materialOf(seen, PART.componentName).datasheetURL).toMatch(/^\/api\/files\//);
    const adaPage = await newPage(browser, baseURL);
    await signIn(ada, adaPage);
    await adaPage.goto(`/products/${product.id}`);
    await expect(
      adaPage.getByRole('button', { name: `View datasheet of ${PART.componentName}` }),
    ).toBeVisible();
    await expect(
      adaPage.getByRole('button', { name: `Upload datasheet of ${PART.componentName}` }),
    ).toHaveCount(0);
    await adaPage.context().close();
  });
});
