/**
 * Accessibility (issue 22): no serious or critical axe violation (WCAG 2.0–2.2 A/AA) on every
 * screen, signed out and signed in as an admin with the RoHS flag (the widest view). Each
 * check lists the offending nodes, so a failure says what to fix.
 */
import type { Page } from '@playwright/test';
import { adminToken, createCompanyWithUser, ROLE } from './support/api.js';
import { axeProblems, expectDialogAccessible } from './support/axe.js';
import { createProductWithParts } from './support/certificates.js';
import { unique, uniqueEmail } from './support/env.js';
import { expect, test } from './support/fixtures.js';
import { detail, productsList } from './support/products.js';
import { header } from './support/ui.js';

let productId = 0;
let productName = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // A company and a user of it: Create User and Users show only then.
  await createCompanyWithUser(ROLE.user, {
    company: unique('Accessible Co'),
    email: uniqueEmail('accessible'),
  });
  productName = unique('Accessible board');
  ({ id: productId } = await createProductWithParts(await adminToken(), productName, [
    { componentName: 'TPS62160DSGR', manufacturer: 'Texas Instruments', type: 'IC' },
    { componentName: 'GRM188R71H104KA93D', manufacturer: 'Murata', type: 'Capacitor' },
  ]));
});

/** Waits for the screen and its reads, then checks it. */
async function expectAccessible(page: Page, ready: () => Promise<void>) {
  await ready();
  await page.waitForLoadState('networkidle');
  expect(await axeProblems(page)).toEqual([]);
}

test('the screens of a signed-out visitor', async ({ page }) => {
  await page.goto('/login');
  await expectAccessible(page, () =>
    expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible(),
  );
  await page.goto('/forget-password');
  await expectAccessible(page, () =>
    expect(page.getByRole('button', { name: 'Send mail' })).toBeVisible(),
  );
  await page.goto(`/supply/${'x'.repeat(43)}`);
  await expectAccessible(page, () => expect(page.locator('main, body')).not.toBeEmpty());
});

test('every screen of a signed-in admin', async ({ page, admin, signIn }) => {
  // A dozen screens, each scanned by axe: see the dialogs' test below.
  test.setTimeout(180_000);
  await signIn(admin);
  const screens: [string, () => Promise<void>][] = [
    ['/home', () => expect(page.getByRole('heading', { name: 'What waits' })).toBeVisible()],
    [
      '/home?queue=productsInReview',
      () => expect(page.getByRole('region', { name: 'Products waiting for review' })).toBeVisible(),
    ],
    ['/products', () => expect(page.getByRole('heading', { name: 'Products' })).toBeVisible()],
    [`/products/${productId}`, () => expect(detail(page).heading(productName)).toBeVisible()],
    [
      `/products/${productId}?tab=technical-file`,
      () => expect(page.getByRole('tab', { name: 'Technical file', selected: true })).toBeVisible(),
    ],
    ['/components', () => expect(page.getByRole('table')).toBeVisible()],
    ['/documents', () => expect(page.getByText('Material Declarations')).toBeVisible()],
    [
      '/manufacturer',
      () => expect(page.getByRole('heading', { name: 'Manfacturers' })).toBeVisible(),
    ],
    ['/outbox', () => expect(page.getByRole('heading', { name: /Outbox/ })).toBeVisible()],
    ['/404', () => expect(page.getByText('Page not found')).toBeVisible()],
  ];
  for (const [path, ready] of screens) {
    await test.step(path, async () => {
      await page.goto(path);
      await expectAccessible(page, ready);
    });
  }
});

test('every dialog of the shell, the products and the law tables', async ({
  page,
  admin,
  signIn,
}) => {
  // Fifteen dialogs, each opened on its screen and scanned by axe: about 40 s alone, and past
  // the default minute when the other worker's browser shares the two cores.
  test.setTimeout(180_000);
  await signIn(admin);
  const h = header(page);
  const button = (name: string) => page.getByRole('button', { name, exact: true });
  const steps: [string, string, () => Promise<void>][] = [
    [
      '/products',
      'Account Setting',
      async () => {
        await h.avatarMenu.click();
        await page.getByRole('menuitem', { name: 'Account Setting' }).click();
      },
    ],
    ['/products', 'Create Company', () => h.createCompany.click()],
    ['/products', 'Create User', () => h.createUser.click()],
    ['/products', 'Users', () => h.users.click()],
    ['/products', 'Add new product', () => productsList(page).addNew.click()],
    [
      '/products',
      'Edit Product',
      () => productsList(page).row(productName).getByRole('button', { name: 'Edit' }).click(),
    ],
    [
      '/products',
      'Update product certificate status',
      () => productsList(page).row(productName).getByRole('button', { name: 'Pending' }).click(),
    ],
    [
      '/products',
      'Delete product',
      () => productsList(page).row(productName).getByRole('button', { name: 'Delete' }).click(),
    ],
    [`/products/${productId}`, 'Add component', () => detail(page).addComponent.click()],
    [
      `/products/${productId}?tab=technical-file`,
      'Generate technical file',
      () => button('Generate technical file').click(),
    ],
    [
      `/products/${productId}?tab=technical-file`,
      'Material risk table',
      () => button('Risk table').click(),
    ],
    ['/documents', 'Exemption table (RoHS Annex III)', () => button('Exemption table').click()],
    ['/documents', 'Import candidate list', () => button('Import candidate list').click()],
    ['/manufacturer', 'Import certificates', () => button('Import certificates').click()],
    [
      '/manufacturer',
      'Add Manufacturer',
      () => page.getByRole('button', { name: /^Add Manufacturer/ }).click(),
    ],
  ];
  for (const [path, name, open] of steps) {
    await test.step(name, async () => {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expectDialogAccessible(page, name, open);
    });
  }
});
