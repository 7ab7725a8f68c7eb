/**
 * The product page's component table is readable on a 1440 × 900 screen (issue 22): for an
 * admin with the RoHS flag — the widest view — the default columns fit without scrolling
 * sideways, every RoHS status badge shows its whole label (the reason in its tooltip and in
 * its description), and no word is split over two lines. The column chooser hides and shows
 * columns in the header and the rows alike, per user, across a reload; the compact rows
 * switch tightens the rows and is remembered too. Both work from the keyboard.
 */
import { ROHS_REASONS, ROHS_STATUSES, type Product } from '@partproof/shared';
import type { Locator, Page } from '@playwright/test';
import { adminToken, apiLogin, createCompanyWithUser, ROLE, type NewUser } from './support/api.js';
import { createProductWithParts } from './support/certificates.js';
import {
  brokenWords,
  componentTable,
  seedEveryRohsStatus,
  statusParts,
  widthsOf,
} from './support/component-table.js';
import { rohsTools } from './support/declarations.js';
import { unique, uniqueEmail } from './support/env.js';
import { expect, test } from './support/fixtures.js';
import { expectVisibleFocus, tabTo } from './support/keyboard.js';
import { detail } from './support/products.js';
import { loginForm } from './support/ui.js';

const PARTS = statusParts();
const LABELS: readonly string[] = ROHS_STATUSES.map((s) => s.label);
const capacitor = PARTS.find((p) => p.type === 'Capacitor');

let customer: NewUser;
let product: Product;
/** The customer's own product (a trial company has room for five components). */
let customerProduct: Product;

test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 1440, height: 900 } });

test.beforeAll(async () => {
  ({ user: customer } = await createCompanyWithUser(ROLE.compliance, {
    company: unique('Layout Customer'),
    email: uniqueEmail('layout-customer'),
  }));
  customerProduct = await createProductWithParts(
    await apiLogin(customer),
    unique('Customer board'),
    PARTS.slice(0, 1),
  );
  const token = await adminToken();
  product = await seedEveryRohsStatus(token, token, PARTS);
});

async function openProduct(page: Page, which: Product = product) {
  await page.goto(`/products/${which.id}`);
  await expect(detail(page).heading(which.name)).toBeVisible();
  await expect(detail(page).bodyRows).toHaveCount(which.materials.length);
}

test('the default table fits 1440 px: whole status labels, no word split, no sideways scroll', async ({
  page,
  signIn,
  admin,
}) => {
  await signIn(admin);
  await openProduct(page);
  const t = componentTable(page);
  const rohs = rohsTools(page);

  await test.step('each part shows its own RoHS status', async () => {
    for (const part of PARTS)
      await expect(rohs.cell(part.componentName, part.status)).toBeVisible();
  });

  await test.step('the table does not scroll sideways', async () => {
    const { scrollWidth, clientWidth } = await widthsOf(t.scroller);
    expect(clientWidth).toBeGreaterThan(1000);
    expect(scrollWidth, 'the table is wider than the page').toBeLessThanOrEqual(clientWidth);
  });

  await test.step('every status badge shows the whole label of the shared list', async () => {
    for (const part of PARTS) {
      const label = rohs.cell(part.componentName).locator('.mantine-Badge-label').first();
      await expect(label).toHaveText(part.status);
      expect(LABELS).toContain(await label.innerText());
      const { scrollWidth, clientWidth } = await widthsOf(label);
      expect(scrollWidth, `the "${part.status}" badge is cut`).toBeLessThanOrEqual(clientWidth);
    }
    // Badges of the other columns (Flagged, Expired …) are not cut either.
    for (const label of await t.table.locator('.mantine-Badge-label').all()) {
      const { scrollWidth, clientWidth } = await widthsOf(label);
      expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    }
  });

  await test.step('the reason is the tooltip and the description of the status', async () => {
    const outdated = PARTS.find((p) => p.status === 'Outdated');
    if (!outdated) throw new Error('no Outdated part');
    const cell = rohs.cell(outdated.componentName);
    await expect(cell).toHaveAccessibleDescription(ROHS_REASONS.rohs1Only);
    await cell.hover();
    await expect(page.getByRole('tooltip', { name: ROHS_REASONS.rohs1Only })).toBeVisible();
  });

  await test.step('words wrap whole: "Capacitor" is never "Capacit / or"', async () => {
    expect(await brokenWords(t.table)).toEqual([]);
    await expect(rohs.row(capacitor?.componentName ?? '')).toContainText('Capacitor');
  });

  await test.step('the admin tools sit in Actions, and still open their dialogs', async () => {
    await expect(t.header('Actions')).toBeVisible();
    await expect(t.header('Delete')).toHaveCount(0);
    const name = PARTS[0]?.componentName ?? '';
    await page.getByRole('button', { name: `Delete ${name}`, exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete component' });
    await expect(confirm).toContainText(`Are you sure you want to delete ${name}?`);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
  });
});

test('the column chooser hides and shows columns in header and rows, per user, across a reload', async ({
  page,
  signIn,
  admin,
}) => {
  await signIn(admin);
  await openProduct(page);
  const t = componentTable(page);
  const firstRow = detail(page).bodyRows.first();
  const cellsPerRow = () => firstRow.locator('td').count();

  await test.step('from the keyboard: hide Type, show Designator', async () => {
    await expect(t.header('Type')).toBeVisible();
    await expect(t.header('Designator')).toHaveCount(0);
    const before = await cellsPerRow();
    await tabTo(page, t.columnsButton);
    await page.keyboard.press('Enter');
    await expect(t.chooser).toBeVisible();
    for (const column of ['Type', 'Designator']) {
      await arrowTo(page, t.column(column));
      await page.keyboard.press('Enter');
    }
    await expect(t.column('Type')).toHaveAttribute('aria-checked', 'false');
    await expect(t.column('Designator')).toHaveAttribute('aria-checked', 'true');
    await page.keyboard.press('Escape');
    await expect(t.chooser).toBeHidden();
    await expect(t.columnsButton).toBeFocused();

    await expect(t.header('Type')).toHaveCount(0);
    await expect(t.header('Designator')).toBeVisible();
    // The rows follow the header: the type is gone, the designators are there.
    expect(await cellsPerRow()).toBe(before);
    await expect(firstRow).not.toContainText(capacitor?.type ?? 'Capacitor');
    await expect(firstRow.locator('td').nth(2)).toHaveText('X1');
  });

  await test.step('an action shown as its own column leaves Actions', async () => {
    await t.columnsButton.click();
    await t.column('Search database').click();
    await page.keyboard.press('Escape');
    await expect(t.header('Search database')).toBeVisible();
    await expect(
      page.getByRole('button', { name: `Search database ${PARTS[0]?.componentName}` }),
    ).toHaveCount(1);
  });

  await test.step('the choice survives a reload', async () => {
    await page.reload();
    await expect(detail(page).bodyRows).toHaveCount(PARTS.length);
    await expect(t.header('Type')).toHaveCount(0);
    await expect(t.header('Designator')).toBeVisible();
    await expect(t.header('Search database')).toBeVisible();
  });

  await test.step("the choice is the user's: another user keeps theirs, the admin keeps it", async () => {
    await signOut(page);
    await signIn(customer);
    await openProduct(page, customerProduct);
    await expect(t.header('Type')).toBeVisible();
    await expect(t.header('Designator')).toHaveCount(0);
    await signOut(page);
    await signIn(admin);
    await openProduct(page, customerProduct);
    await expect(t.header('Type')).toHaveCount(0);
    await expect(t.header('Designator')).toBeVisible();
  });
});

test('compact rows tighten the table and are remembered', async ({ page, signIn, admin }) => {
  await signIn(admin);
  await openProduct(page);
  const t = componentTable(page);
  const rowHeight = async () =>
    (await detail(page).bodyRows.first().boundingBox())?.height ?? Number.NaN;
  await expect(t.compact).not.toBeChecked();
  const comfortable = await rowHeight();

  await tabTo(page, t.compact);
  await page.keyboard.press('Space');
  await expect(t.compact).toBeChecked();
  await expect(t.table).toHaveAttribute('data-density', 'compact');
  // Heights are polled: the rows are laid out again after the switch and after the reload.
  await expect.poll(rowHeight).toBeLessThan(comfortable);
  const compact = await rowHeight();

  await page.reload();
  await expect(detail(page).bodyRows).toHaveCount(PARTS.length);
  await expect(t.compact).toBeChecked();
  await expect.poll(rowHeight).toBe(compact);
  const { scrollWidth, clientWidth } = await widthsOf(t.scroller);
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
});

async function signOut(page: Page) {
  await page.goto('/sign-out');
  await expect(loginForm(page).title).toBeVisible();
}

/** Moves through an open menu with the arrow keys until `item` has the focus. */
async function arrowTo(page: Page, item: Locator) {
  for (let i = 0; i < 30; i++) {
    if (await item.evaluate((el) => el === document.activeElement)) {
      await expectVisibleFocus(item);
      return;
    }
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`${String(item)} was not reached with the arrow keys`);
}
