/**
 * The product page's certificate tools (spec §2 "Component table", "Component dialogs", §4
 * "Edit mode and live search", §8): with the certificate export imported, an admin runs
 * Search database for every component of a customer's product and watches the candidates
 * arrive over the live feed without reloading, approves two, and sees the certification
 * records count and dialog update; the customer then reads the records with no admin tools.
 */
import { CERT_MSG, SEARCH_MSG, type Product } from '@partproof/shared';
import type { Page } from '@playwright/test';
import { adminToken, apiLogin, createCompanyWithUser, ROLE, type NewUser } from './support/api.js';
import { byAriaLabel } from './support/aria-label.js';
import {
  createProductWithParts,
  importCdocsViaApi,
  MATCHING_PARTS,
} from './support/certificates.js';
import { unique, uniqueEmail } from './support/env.js';
import { expect, test } from './support/fixtures.js';
import { detail, notification } from './support/products.js';
import { FAILING_SOURCE } from './support/stack.js';

const { capacitor, fuse, relay } = MATCHING_PARTS;
/** The export's two certificates of TDK 'B32922C3104M' (the BOM says EPCOS). */
const CAPACITOR_REFS = ['E2E-E-41515', 'E2E-V-40012999'] as const;

let customer: NewUser;
let product: Product;

function tools(page: Page) {
  return {
    // The name ends with the count shown ('Certification records R1: 2'), which changes.
    records: (name: string) =>
      page
        .getByRole('button')
        .and(byAriaLabel(page, { startsWith: `Certification records ${name}: ` })),
    temps: (name: string) =>
      page
        .getByRole('button')
        .and(byAriaLabel(page, { startsWith: `Temp certificates ${name}: ` })),
    searchDatabase: page.getByRole('button', { name: 'Search database', exact: true }),
    scrapeCertificate: page.getByRole('button', { name: 'Scrape Certificate', exact: true }),
    runAll: page.getByRole('checkbox', { name: 'Run for all components' }),
  };
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  await importCdocsViaApi(await adminToken());
  ({ user: customer } = await createCompanyWithUser(ROLE.compliance, {
    company: unique('Certificate Customer'),
    email: uniqueEmail('certificate-customer'),
  }));
  product = await createProductWithParts(await apiLogin(customer), unique('Relay board'), [
    capacitor,
    fuse,
    relay,
  ]);
});

test('an admin searches the database, watches candidates arrive and approves two', async ({
  page,
  signIn,
  admin,
}) => {
  await signIn(admin);
  await page.goto(`/products/${product.id}`);
  await expect(detail(page).heading(product.name)).toBeVisible();
  const t = tools(page);
  for (const part of [capacitor, fuse, relay]) {
    await expect(t.temps(part.componentName)).toHaveText('0');
    await expect(t.records(part.componentName)).toHaveText('0');
  }

  await test.step("'Run for all components' → Search database; counts arrive live", async () => {
    // Nothing selected: the tools wait for a selection or 'Run for all components'.
    await expect(t.searchDatabase).toBeDisabled();
    await t.runAll.check();
    await expect(t.searchDatabase).toBeEnabled();
    await t.searchDatabase.click();
    await expect(notification(page, SEARCH_MSG.scrapingStarted)).toBeVisible();
    // No reload: the live feed brings the candidates in.
    await expect(t.temps(capacitor.componentName)).toHaveText('2', { timeout: 30_000 });
    await expect(t.temps(relay.componentName)).toHaveText('1', { timeout: 30_000 });
    // A series record ('0215*.MXP') covers the fuse: found through its literal prefix.
    await expect(t.temps(fuse.componentName)).toHaveText('2', { timeout: 30_000 });
  });

  await test.step('the Temporary certificates dialog: approve two', async () => {
    await t.temps(capacitor.componentName).click();
    const modal = page.getByRole('dialog', {
      name: `Temporary certificates — ${capacitor.componentName}`,
    });
    await expect(modal).toBeVisible();
    for (const ref of CAPACITOR_REFS) {
      const row = modal.getByRole('row').filter({ hasText: ref });
      await expect(row).toContainText('TDK Electronics AG');
      await expect(row).toContainText('100%');
      await row.getByRole('checkbox', { name: `Select certificate ${ref}` }).check();
    }
    await modal.getByRole('button', { name: 'Approve selected (2)' }).click();
    await expect(notification(page, CERT_MSG.certificatesApproved)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
  });

  await test.step('the Certification records count and dialog show them', async () => {
    await expect(t.records(capacitor.componentName)).toHaveText('2');
    await t.records(capacitor.componentName).click();
    const modal = page.getByRole('dialog', {
      name: `Certification records — ${capacitor.componentName}`,
    });
    for (const ref of CAPACITOR_REFS) {
      await expect(modal.getByRole('row').filter({ hasText: ref })).toBeVisible();
    }
    await expect(modal.getByRole('button', { name: 'Add from existing' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
  });
});

test('the customer sees the approved records but no admin tools', async ({ page, signIn }) => {
  await signIn(customer);
  await page.goto(`/products/${product.id}`);
  await expect(detail(page).heading(product.name)).toBeVisible();
  const t = tools(page);
  await expect(t.records(capacitor.componentName)).toHaveText('2');
  await expect(t.records(relay.componentName)).toHaveText('0');
  for (const tool of [t.searchDatabase, t.scrapeCertificate, t.runAll]) {
    await expect(tool).toHaveCount(0);
  }
  await expect(t.temps(capacitor.componentName)).toHaveCount(0);
  await expect(page.getByRole('columnheader', { name: 'Temp certificates' })).toHaveCount(0);

  await t.records(capacitor.componentName).click();
  const modal = page.getByRole('dialog', {
    name: `Certification records — ${capacitor.componentName}`,
  });
  for (const ref of CAPACITOR_REFS) {
    await expect(modal.getByRole('row').filter({ hasText: ref })).toBeVisible();
  }
  await expect(modal.getByRole('button', { name: 'Add from existing' })).toHaveCount(0);
  await expect(modal.getByRole('button', { name: 'Add new certificate' })).toHaveCount(0);
  await expect(modal.getByRole('button', { name: /^Delete certificate/ })).toHaveCount(0);
});

test('a scrape whose directory is down says why on the row, also after a reload', async ({
  page,
  signIn,
  admin,
}) => {
  await signIn(admin);
  await page.goto(`/products/${product.id}`);
  await expect(detail(page).heading(product.name)).toBeVisible();
  const name = relay.componentName;
  const why = `Scrape failed: ${FAILING_SOURCE.name}: answered HTTP ${FAILING_SOURCE.status}`;
  const failed = page.getByRole('img', { name: `The last search of ${name} failed: ${why}` });
  await expect(failed).toHaveCount(0);

  await page.getByRole('button', { name: `Scrape certificate ${name}`, exact: true }).click();
  await expect(failed).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('img', { name: /^The last search of/ })).toHaveCount(1);
  await failed.hover();
  await expect(page.getByRole('tooltip', { name: why })).toBeVisible();

  await page.reload();
  await expect(failed).toBeVisible();
});
