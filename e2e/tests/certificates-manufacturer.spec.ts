/**
 * The Manufacturer screen (spec §2 "Manufacturer screen", §8, §9; DESIGN.md §5.15): an admin
 * imports a certificate directory export, browses 'All' 50 a page and one manufacturer,
 * meets the 'Select Manufacturer' and empty-result messages, adds a manufacturer; a
 * compliance user browses the same screen read-only.
 */
import { CERT_MSG } from '@partproof/shared';
import { adminToken, createCompanyWithUser, ROLE } from './support/api.js';
import {
  CDOCS_EXPORT,
  cdocsViaApi,
  importCdocsViaApi,
  manufacturerScreen,
} from './support/certificates.js';
import { unique, uniqueEmail } from './support/env.js';
import { expect, test } from './support/fixtures.js';
import { fixturePath, notification } from './support/products.js';
import { dialog } from './support/ui.js';

test.describe('the Manufacturer screen, as an admin', () => {
  test.beforeEach(async ({ page, signIn, admin }) => {
    await signIn(admin);
    await page.goto('/manufacturer');
    await expect(manufacturerScreen(page).title).toBeVisible();
  });

  test('imports the certificate directory export and shows what it did', async ({ page }) => {
    // A fresh server has none of the export's certificates; after another spec's import (or on
    // a re-run) it has them all. The search reads models, and the export's fillers are FILL-….
    const before = await cdocsViaApi(await adminToken(), { search: 'FILL' });
    const fresh = before.total === 0;

    const m = manufacturerScreen(page);
    await expect(m.importCertificates).toBeVisible();
    await m.importCertificates.click();
    const modal = dialog(page, 'Import certificates');
    await expect(modal).toBeVisible();
    const importButton = modal.getByRole('button', { name: 'Import', exact: true });
    await expect(importButton).toBeDisabled();

    await modal.locator('input[type="file"]').setInputFiles(fixturePath(CDOCS_EXPORT.file));
    await expect(modal.getByLabel('Chosen file')).toContainText(CDOCS_EXPORT.file);
    await importButton.click();

    const summary = modal.getByLabel('Import summary');
    const count = (label: string) => summary.getByText(label, { exact: true }).locator('xpath=..');
    await expect(summary.getByText('Every row was read.')).toBeVisible();
    await expect(count('Imported')).toHaveText(`Imported${fresh ? CDOCS_EXPORT.certificates : 0}`);
    await expect(count('Updated')).toHaveText('Updated0');
    await expect(count('Skipped')).toHaveText(`Skipped${fresh ? 0 : CDOCS_EXPORT.certificates}`);

    await modal.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(modal).toBeHidden();
    // The holders became manufacturers to choose from.
    await expect(m.manufacturer.locator('option', { hasText: 'Omron Corporation' })).toHaveCount(1);
  });

  test('an export with unnamed columns is imported after choosing the columns', async ({
    page,
  }) => {
    const before = await cdocsViaApi(await adminToken(), { search: '43000030' });
    const fresh = before.total === 0;
    await manufacturerScreen(page).importCertificates.click();
    const modal = dialog(page, 'Import certificates');
    await modal
      .locator('input[type="file"]')
      .setInputFiles(fixturePath('cdocs-generic-headers.csv'));
    await modal.getByRole('button', { name: 'Import', exact: true }).click();

    // Headers like Field1 say nothing: PartProof asks instead of guessing, and imports nothing.
    const mapping = modal.getByLabel('Column mapping');
    await expect(mapping).toBeVisible();
    const importWithMapping = mapping.getByRole('button', { name: 'Import with this mapping' });
    await expect(importWithMapping).toBeDisabled();
    await mapping.getByLabel('Certifying body').selectOption('0');
    await mapping.getByLabel('Reference number').selectOption('1');
    await mapping.getByLabel('Holder').selectOption('2');
    await mapping.getByLabel('Model').selectOption('3');
    await mapping.getByLabel('Expiry date').selectOption('4');
    await importWithMapping.click();

    const summary = modal.getByLabel('Import summary');
    const count = (label: string) => summary.getByText(label, { exact: true }).locator('xpath=..');
    await expect(count('Imported')).toHaveText(`Imported${fresh ? 3 : 0}`);
    const after = await cdocsViaApi(await adminToken(), { search: '43000030' });
    expect(after.total).toBe(1);
  });

  test('a title line above the headers: the user picks the header row, then the columns', async ({
    page,
  }) => {
    const before = await cdocsViaApi(await adminToken(), { search: '43000031' });
    await manufacturerScreen(page).importCertificates.click();
    const modal = dialog(page, 'Import certificates');
    await modal.locator('input[type="file"]').setInputFiles(fixturePath('cdocs-title-line.csv'));
    await modal.getByRole('button', { name: 'Import', exact: true }).click();

    // The first line is a title, taken for the header: its one cell is all there is to map.
    const mapping = modal.getByLabel('Column mapping');
    await expect(mapping).toContainText('(header row 1)');
    const body = mapping.getByLabel('Certifying body');
    await expect(body.locator('option')).toHaveText([
      'Not in the file',
      /^Certificate directory export/,
    ]);

    await mapping.getByRole('textbox', { name: 'Header row' }).fill('2');
    await mapping.getByRole('button', { name: 'Read the columns from this row' }).click();
    await expect(mapping).toContainText('(header row 2)');
    await expect(body.locator('option')).toHaveCount(6);
    await expect(body.locator('option').nth(2)).toHaveText('Field2 (e.g. E2E-ROW-0001)');
    await body.selectOption('0');
    await mapping.getByLabel('Reference number').selectOption('1');
    await mapping.getByLabel('Holder').selectOption('2');
    await mapping.getByLabel('Model').selectOption('3');
    await mapping.getByRole('button', { name: 'Import with this mapping' }).click();

    const summary = modal.getByLabel('Import summary');
    await expect(summary).toBeVisible();
    const after = await cdocsViaApi(await adminToken(), { search: '43000031' });
    expect(after.total).toBe(1);
    if (before.total === 0) {
      const count = (label: string) =>
        summary.getByText(label, { exact: true }).locator('xpath=..');
      await expect(count('Imported')).toHaveText('Imported2');
    }
  });

  test("pages through 'All' 50 at a time, then one manufacturer", async ({ page }) => {
    const token = await adminToken();
    await importCdocsViaApi(token);
    const { total } = await cdocsViaApi(token);
    expect(total, 'the export alone needs two pages').toBeGreaterThan(50);
    const m = manufacturerScreen(page);

    await expect(m.empty).toBeVisible();
    await m.manufacturer.selectOption('All');
    await m.getCertificates.click();
    await expect(m.showing).toHaveText(`Showing 50 of total ${total} results`);
    await expect(m.bodyRows).toHaveCount(50);
    for (const column of ['Cdoc Id', 'Document No', 'Model No', 'Validity', 'Certifiying Body']) {
      await expect(m.table.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
    }
    const pages = Math.ceil(total / 50);
    await expect(m.pages.getByText(`Page 1 of ${pages}`)).toBeVisible();
    await expect(m.pages.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await m.pages.getByRole('button', { name: 'Next' }).click();
    await expect(m.pages.getByText(`Page 2 of ${pages}`)).toBeVisible();
    const second = Math.min(50, total - 50);
    await expect(m.showing).toHaveText(`Showing ${second} of total ${total} results`);
    await expect(m.bodyRows).toHaveCount(second);
    await m.pages.getByRole('button', { name: 'Previous' }).click();
    await expect(m.pages.getByText(`Page 1 of ${pages}`)).toBeVisible();
    await expect(m.bodyRows).toHaveCount(50);

    // One manufacturer: only its certificates, with their columns filled in.
    await m.manufacturer.selectOption('Omron Corporation');
    await m.getCertificates.click();
    const omron = m.bodyRows.filter({ hasText: 'E2E-V-40012345' });
    await expect(omron).toBeVisible();
    await expect(omron).toContainText('G5LE-1A DC12');
    await expect(omron).toContainText('TRUE');
    await expect(omron.getByRole('link', { name: 'Document Link' })).toHaveAttribute(
      'href',
      'https://certificates.example/vde/E2E-V-40012345.pdf',
    );
    const rows = await m.bodyRows.count();
    await expect(m.showing).toHaveText(`Showing ${rows} of total ${rows} results`);
    for (const text of await m.bodyRows.allInnerTexts()) expect(text).toContain('Omron');
  });

  test('asks for a manufacturer, and says when nothing matches', async ({ page }) => {
    await importCdocsViaApi(await adminToken());
    const m = manufacturerScreen(page);

    await m.getCertificates.click();
    await expect(notification(page, CERT_MSG.selectManufacturer)).toBeVisible();
    await expect(m.empty).toBeVisible();
    await expect(m.showing).toHaveCount(0);

    // The component search narrows by model; the filler models all start with FILL.
    await m.manufacturer.selectOption('All');
    await m.component.fill('fill-01');
    await m.getCertificates.click();
    await expect(m.showing).toHaveText(/^Showing \d+ of total \d+ results$/);
    for (const text of await m.bodyRows.allInnerTexts()) expect(text).toContain('FILL-01');

    await m.component.fill('NO-SUCH-MODEL-E2E');
    await m.getCertificates.click();
    await expect(notification(page, CERT_MSG.noCertificatesFound)).toBeVisible();
    await expect(m.empty).toBeVisible();
    await expect(m.bodyRows).toHaveCount(0);
    await expect(m.showing).toHaveText('Showing 0 of total 0 results');
  });

  test('adds a manufacturer, refusing a blank name', async ({ page }) => {
    const m = manufacturerScreen(page);
    // A directory cannot be scraped for every manufacturer at once.
    await m.manufacturer.selectOption('All');
    await m.scrape.click();
    await expect(notification(page, CERT_MSG.selectManufacturer)).toBeVisible();

    await m.addManufacturer.click();
    const modal = dialog(page, 'Add Manufacturer');
    await expect(modal).toBeVisible();

    // A window.alert blocks the page until it is answered: accept it from the listener.
    const alerts: string[] = [];
    page.once('dialog', (shown) => {
      alerts.push(`${shown.type()}: ${shown.message()}`);
      void shown.accept();
    });
    await modal.getByRole('button', { name: 'Add', exact: true }).click();
    await expect.poll(() => alerts).toEqual([`alert: ${CERT_MSG.enterManufacturerName}`]);
    await expect(modal.getByText(CERT_MSG.enterManufacturerName)).toBeVisible();

    const name = unique('E2E Maker');
    await modal.getByRole('textbox', { name: 'Enter name' }).fill(name);
    await modal.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(notification(page, CERT_MSG.manufacturerCreated)).toBeVisible();
    await expect(modal).toBeHidden();
    await expect(m.manufacturer.locator('option', { hasText: name })).toHaveCount(1);
  });
});

test('a compliance user browses the Manufacturer screen read-only', async ({ page, signIn }) => {
  const token = await adminToken();
  await importCdocsViaApi(token);
  const { total } = await cdocsViaApi(token);
  const { user } = await createCompanyWithUser(ROLE.compliance, {
    company: unique('Manufacturer Readers'),
    email: uniqueEmail('manufacturer-reader'),
  });

  await signIn(user);
  await page.goto('/manufacturer');
  const m = manufacturerScreen(page);
  await expect(m.title).toBeVisible();
  await expect(m.getCertificates).toBeVisible();
  for (const tool of [
    m.importCertificates,
    m.scrape,
    m.addManufacturer,
    m.scrapper,
    m.scrapingList,
  ]) {
    await expect(tool).toHaveCount(0);
  }

  await m.manufacturer.selectOption('All');
  await m.getCertificates.click();
  await expect(m.showing).toHaveText(`Showing 50 of total ${total} results`);
  await expect(m.bodyRows).toHaveCount(50);
});
