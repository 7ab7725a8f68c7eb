/**
 * The product detail's Bill of Materials as an admin uses it (spec §2 "Product detail",
 * "Component table", §5 BOM search, §8): search, 10-per-page paging, sorting, alternatives,
 * Add component, Delete components, and the material status dropdown with its progress
 * counts. The product is prepared through the same API calls the wizard makes.
 */
import { MSG } from '@partproof/shared';
import type { Page } from '@playwright/test';
import { adminToken } from './support/api.js';
import { unique } from './support/env.js';
import { expect, test } from './support/fixtures.js';
import { BOM, createProductViaApi, detail, notification } from './support/products.js';

// Admin's default column order: select, internal reference, component name, manufacturer,
// type, critical … (Designator is shown through the column chooser).
const COLUMN = { reference: 2, componentName: 3, manufacturer: 4 } as const;

function columnTexts(page: Page, column: number): Promise<string[]> {
  return detail(page).bodyRows.locator(`td:nth-child(${column})`).allInnerTexts();
}

test.describe('the component table of a 16-component product, as an admin', () => {
  let productId: number;
  let productName: string;

  test.beforeEach(async ({ page, signIn, admin }) => {
    productName = unique('Table board');
    ({ id: productId } = await createProductViaApi(await adminToken(), productName, BOM.admin));
    await signIn(admin);
    await page.goto(`/products/${productId}`);
    await expect(detail(page).heading(productName)).toBeVisible();
  });

  test('search the BOM: empty, matches, no match, back to page 1', async ({ page }) => {
    const d = detail(page);
    await expect(d.showing).toHaveText('Showing 1 to 10 of 15 results');

    await d.searchButton.click();
    await expect(notification(page, MSG.writeSomething)).toBeVisible();
    await expect(d.showing).toHaveText('Showing 1 to 10 of 15 results');

    // On page 2, a search goes back to page 1. Case, spaces, hyphens and asterisks are ignored.
    await d.pages.getByRole('button', { name: '2', exact: true }).click();
    await expect(d.showing).toHaveText('Showing 11 to 15 of 15 results');
    await d.searchBox.fill('rc0603fr 0710*kl');
    await d.searchButton.click();
    await expect(notification(page, MSG.searchSuccess)).toBeVisible();
    await expect(d.showing).toHaveText('Showing 1 to 1 of 1 results');
    expect(await columnTexts(page, COLUMN.componentName)).toEqual(['RC0603FR-0710KL']);

    await d.searchBy.click();
    await page.getByRole('option', { name: 'MANUFACTURER', exact: true }).click();
    await expect(d.searchBy).toHaveValue('MANUFACTURER');
    await d.searchBox.fill('WURTH elektronik');
    await d.searchButton.click();
    await expect(d.showing).toHaveText('Showing 1 to 2 of 2 results');
    expect(await columnTexts(page, COLUMN.componentName)).toEqual(['629105150521', '750310471']);

    // An alternative's own manufacturer finds its row too.
    await d.searchBox.fill('Diodes Inc.');
    await d.searchButton.click();
    await expect(d.showing).toHaveText('Showing 1 to 1 of 1 results');
    expect(await columnTexts(page, COLUMN.reference)).toEqual([
      expect.stringContaining('IPN-005') as unknown as string,
    ]);

    await d.searchBox.fill('no such maker');
    await d.searchButton.click();
    await expect(notification(page, MSG.noComponentFound)).toBeVisible();
    await expect(d.bodyRows).toHaveCount(0);
    await expect(page.getByText(MSG.noComponentFound, { exact: true }).last()).toBeVisible();

    await d.clearSearch.click();
    await expect(d.showing).toHaveText('Showing 1 to 10 of 15 results');
  });

  test('page and sort the table, and expand an alternative', async ({ page }) => {
    const d = detail(page);
    await test.step('10 per page, the page list and Prev/Next', async () => {
      await expect(d.showing).toHaveText('Showing 1 to 10 of 15 results');
      await expect(d.bodyRows).toHaveCount(10);
      const pages = d.pages;
      await expect(pages.getByRole('button', { name: 'Prev' })).toBeDisabled();
      await expect(pages.getByRole('button', { name: '1', exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await pages.getByRole('button', { name: 'Next' }).click();
      await expect(d.showing).toHaveText('Showing 11 to 15 of 15 results');
      await expect(d.bodyRows).toHaveCount(5);
      await expect(pages.getByRole('button', { name: 'Next' })).toBeDisabled();
      expect(await columnTexts(page, COLUMN.reference)).toEqual([
        'IPN-011',
        'IPN-012',
        'IPN-013',
        'IPN-014',
        'IPN-015',
      ]);
      await pages.getByRole('button', { name: 'Prev' }).click();
      await expect(d.showing).toHaveText('Showing 1 to 10 of 15 results');
    });

    await test.step('sort by manufacturer: a second click reverses the order', async () => {
      const manufacturerHeader = d.table.getByRole('columnheader', {
        name: 'Manufacturer',
        exact: true,
      });
      await manufacturerHeader.getByRole('button').click();
      await expect(manufacturerHeader).toHaveAttribute('aria-sort', 'ascending');
      // The header turns at once; the previous rows stay until the sorted page has arrived.
      await expect(d.bodyRows.first().locator(`td:nth-child(${COLUMN.manufacturer})`)).toHaveText(
        'Abracon',
      );
      const ascending = await columnTexts(page, COLUMN.manufacturer);
      expect(ascending).toEqual(
        [...ascending].sort((a, b) => a.localeCompare(b, undefined, { sensitivity: 'base' })),
      );

      await manufacturerHeader.getByRole('button').click();
      await expect(manufacturerHeader).toHaveAttribute('aria-sort', 'descending');
      await expect(d.bodyRows.first().locator(`td:nth-child(${COLUMN.manufacturer})`)).toHaveText(
        'Yageo',
      );
      const descending = await columnTexts(page, COLUMN.manufacturer);
      expect(descending).toEqual(
        [...descending].sort((a, b) => b.localeCompare(a, undefined, { sensitivity: 'base' })),
      );
      // One sort at a time: sorting by reference clears the manufacturer sort.
      const referenceHeader = d.table.getByRole('columnheader', {
        name: 'Internal component reference',
      });
      await referenceHeader.getByRole('button').click();
      await referenceHeader.getByRole('button').click();
      await expect(referenceHeader).toHaveAttribute('aria-sort', 'descending');
      await expect(manufacturerHeader).toHaveAttribute('aria-sort', 'none');
      await expect
        .poll(async () => (await columnTexts(page, COLUMN.reference)).slice(0, 3))
        .toEqual(['IPN-015', 'IPN-014', 'IPN-013']);
    });

    await test.step('expand and fold the alternatives sharing IPN-005', async () => {
      await d.searchBox.fill('IPN-005');
      await d.searchBy.click();
      await page.getByRole('option', { name: 'INTERNAL COMPONENT REFERENCE', exact: true }).click();
      await d.searchButton.click();
      await expect(d.showing).toHaveText('Showing 1 to 1 of 1 results');
      const toggle = d.table.getByRole('button', { name: '1 alternative' });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(d.bodyRows).toHaveCount(1);
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(d.bodyRows).toHaveCount(2);
      const alternative = d.bodyRows.nth(1);
      await expect(alternative).toContainText('AZ1117CH-3.3TRG1');
      await expect(alternative).toContainText('Diodes Incorporated');
      await expect(alternative.getByLabel('Alternative', { exact: true })).toBeVisible();
      await toggle.click();
      await expect(d.bodyRows).toHaveCount(1);
    });
  });

  test('add a component, delete components, change material statuses', async ({ page }) => {
    const d = detail(page);
    await test.step('Add component: validated on submit, then "Material created!"', async () => {
      await d.addComponent.click();
      const modal = page.getByRole('dialog', { name: 'Add component' });
      await expect(modal).toBeVisible();
      await modal.getByRole('button', { name: 'Add component' }).click();
      await expect(modal.getByText(MSG.required, { exact: true })).toHaveCount(4);
      await modal.getByLabel('Internal Reference').fill('IPN-900');
      await modal.getByLabel('Component Name').fill('TPS2113APWR');
      await modal.getByLabel('Manufacturer Name').fill('Texas Instruments');
      await modal.getByLabel('Component Type').fill('Power switch');
      await expect(modal.getByRole('checkbox', { name: 'Critical' })).toBeChecked();
      await modal.getByRole('button', { name: 'Add component' }).click();
      await expect(notification(page, MSG.materialCreated)).toBeVisible();
      await expect(modal).toBeHidden();
      await expect(d.showing).toHaveText('Showing 1 to 10 of 16 results');
      await expect(d.count('In Review')).toHaveText('In Review: 17');
      await d.pages.getByRole('button', { name: '2', exact: true }).click();
      await expect(d.table.getByRole('row').filter({ hasText: 'TPS2113APWR' })).toContainText(
        'IPN-900',
      );
      await d.pages.getByRole('button', { name: '1', exact: true }).click();
    });

    await test.step('Delete components: disabled until some are selected', async () => {
      await expect(d.deleteComponents).toBeDisabled();
      await page.getByRole('checkbox', { name: 'Select RC0603FR-07100KL' }).check();
      await page.getByRole('checkbox', { name: 'Select CL21A106KAYNNNE' }).check();
      await expect(d.deleteComponents).toHaveText('Delete components (2)');
      await d.deleteComponents.click();
      const confirm = page.getByRole('dialog', { name: 'Delete components' });
      await expect(confirm).toContainText(
        'Are you sure you want to delete the 2 selected components?',
      );
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await expect(notification(page, MSG.materialsDeleted)).toBeVisible();
      await expect(confirm).toBeHidden();
      await expect(d.showing).toHaveText('Showing 1 to 10 of 14 results');
      await expect(page.getByRole('checkbox', { name: 'Select RC0603FR-07100KL' })).toHaveCount(0);
      await expect(page.getByRole('checkbox', { name: 'Select CL21A106KAYNNNE' })).toHaveCount(0);
      await expect(d.deleteComponents).toBeDisabled();
      await expect(d.count('In Review')).toHaveText('In Review: 15');
    });

    await test.step("one row's Delete asks first", async () => {
      const row = d.table.getByRole('row').filter({ hasText: 'APT1608SGC' });
      await row.getByRole('button', { name: 'Delete' }).click();
      const confirm = page.getByRole('dialog', { name: 'Delete component' });
      await expect(confirm).toContainText('Are you sure you want to delete APT1608SGC?');
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await expect(confirm).toBeHidden();
      await expect(d.showing).toHaveText('Showing 1 to 10 of 13 results');
    });

    await test.step('material status dropdown → the progress counts follow', async () => {
      const status = (name: string) =>
        page.getByRole('combobox', { name: `Certificate status ${name}` });
      await expect(d.count('Approved')).toHaveText('Approved: 0');
      await status('RC0603FR-0710KL').selectOption({ label: 'Approved' });
      await expect(d.count('Approved')).toHaveText('Approved: 1');
      await expect(d.count('In Review')).toHaveText('In Review: 13');
      await status('GRM188R71H104KA93D').selectOption({ label: 'Waiting for Reply' });
      await expect(d.count('Waiting for reply')).toHaveText('Waiting for reply: 1');
      await status('STM32F103C8T6').selectOption({ label: 'Not Approved' });
      await expect(d.count('Not Approved')).toHaveText('Not Approved: 1');
      await expect(d.count('In Review')).toHaveText('In Review: 11');
      await expect(
        page.getByRole('progressbar', { name: 'Approved: 1', exact: true }),
      ).toBeVisible();

      // Saved on the server: a reload shows the same.
      await page.reload();
      await expect(status('RC0603FR-0710KL')).toHaveValue('2');
      await expect(status('GRM188R71H104KA93D')).toHaveValue('3');
      await expect(d.count('Approved')).toHaveText('Approved: 1');
      await expect(d.count('Not Approved')).toHaveText('Not Approved: 1');
    });
  });
});
