/**
 * The law as data in the browser (DESIGN.md §10.2): an admin with the RoHS flag opens the
 * exemption table in force from the Documents screen, downloads it (JSON and CSV), imports the
 * sheet back as a newer version — Preview first (nothing changes), then Apply — and sees the new version in force.
 * The product form offers the RoHS equipment category.
 */
import { readFile } from 'node:fs/promises';
import { exemptionTableCsv, lawApi } from '@partproof/shared';
import { adminToken, callApi } from './support/api.js';
import { expect, test } from './support/fixtures.js';
import { notification } from './support/products.js';

test('an admin reads the exemption table, downloads it and puts a newer version in force after a preview', async ({
  page,
  admin,
  signIn,
}) => {
  await signIn(admin);
  await page.goto('/documents');
  await page.getByRole('button', { name: 'Exemption table' }).click();
  const dialog = page.getByRole('dialog', { name: 'Exemption table (RoHS Annex III)' });
  const table = dialog.getByRole('table', { name: 'Exemptions' });
  const row = (id: string) =>
    table.getByRole('row').filter({ has: page.getByRole('cell', { name: id, exact: true }) });
  await expect(row('7(a)-VII')).toContainText('2027-12-31');
  await expect(row('6(b)-II')).toContainText('revoked');
  await expect(row('6(b)-I')).toContainText('Cat. 9, 11: 2027-06-30');

  const inForce = await callApi(lawApi.exemptions, { query: {} }, await adminToken());
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download JSON' }).click();
  const saved = await (await download).path();
  const json = JSON.parse(await readFile(saved, 'utf8')) as typeof inForce;
  expect(json).toEqual(inForce);
  const sheet = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download CSV' }).click();
  expect(await readFile(await (await sheet).path(), 'utf8')).toBe(exemptionTableCsv(inForce));

  // The same entries as a newer version, as a spreadsheet: nothing changes status.
  const newer = { ...json, version: { ...json.version, date: '2030-01-01', source: 'e2e copy' } };
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByLabel('Import a newer version (JSON or CSV)').click();
  await (
    await chooser
  ).setFiles({
    name: 'exemptions.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(exemptionTableCsv(newer)),
  });
  await dialog.getByRole('button', { name: 'Preview' }).click();
  await expect(
    dialog.getByText('No part changes its RoHS status with this version.'),
  ).toBeVisible();
  expect((await callApi(lawApi.exemptions, { query: {} }, await adminToken())).version.date).toBe(
    inForce.version.date,
  );
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(notification(page, 'Exemption table of 2030-01-01 is in force')).toBeVisible();
  await expect(dialog.getByText('In force: version of 2030-01-01 — e2e copy')).toBeVisible();
});

test('the product form offers the RoHS equipment category, defaulting from the type', async ({
  page,
  admin,
  signIn,
}) => {
  await signIn(admin);
  await page.goto('/products');
  await page.getByRole('button', { name: 'Add new product' }).click();
  await page.getByRole('combobox', { name: 'Type' }).fill('LED luminaire');
  await expect(page.getByText('Left empty: 5 from the type.')).toBeVisible();
  await page.getByRole('combobox', { name: 'RoHS equipment category (Annex I)' }).click();
  await page.getByRole('option', { name: '9 — Monitoring and control instruments' }).click();
  await expect(
    page.getByText('It decides which exemption dates apply to the parts.'),
  ).toBeVisible();
});
