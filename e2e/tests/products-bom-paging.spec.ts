/**
 * The product page's bill of materials reads its rows a page at a time from the server
 * (DESIGN.md §10.1): paging, sorting and the BOM search run across the whole BOM on
 * `GET /api/product/{id}/components`, ten rows a request, never the whole product's list.
 */
import { materialApi, MSG, productApi, type ProductSave } from '@partproof/shared';
import type { Page, Request } from '@playwright/test';
import { adminToken, callApi } from './support/api.js';
import { unique } from './support/env.js';
import { expect, test } from './support/fixtures.js';
import { detail, notification, PRODUCT_INFO, productViaApi } from './support/products.js';

const COMPONENTS = 45;
// Admin's default column order: select, internal reference, component name, manufacturer
// (Designator is shown through the column chooser).
const COLUMN = { reference: 2, componentName: 3 } as const;

function columnTexts(page: Page, column: number): Promise<string[]> {
  return detail(page).bodyRows.locator(`td:nth-child(${column})`).allInnerTexts();
}

/** A 45-line BOM; lines 44 and 45 share a reference, so the table has 44 rows. */
function materials(): ProductSave['materials'] {
  return Array.from({ length: COMPONENTS }, (_, i) => ({
    internalReference: `BRD-${String(Math.min(i, 43) + 1).padStart(3, '0')}`,
    designator: [`R${i + 1}`],
    componentName: `RC0603FR-07${i}KL`,
    type: i % 2 ? 'Resistor' : 'Capacitor',
    manufacturer: i === 44 ? 'Last Maker Inc.' : 'Yageo',
    critical: false,
    requiredCertificates: [],
  }));
}

const isPageRequest = (productId: number) => (request: Request) =>
  request.url().includes(`/api/product/${productId}/components?`);

test('a long BOM pages, sorts and searches on the server, ten rows at a time', async ({
  page,
  signIn,
  admin,
}) => {
  const name = unique('Paged board');
  const { id } = await callApi(
    productApi.save,
    {
      body: {
        name,
        type: [{ id: null, title: PRODUCT_INFO.type }],
        standards: [{ id: null, title: PRODUCT_INFO.standard }],
        markets: [{ id: null, title: PRODUCT_INFO.market }],
        developmentStatus: { id: null, title: PRODUCT_INFO.developmentStatus },
        manufacturer: PRODUCT_INFO.manufacturer,
        customer: 'Paging Customer',
        description: 'A long BOM',
        collectionProductMaterials: 'paged.xlsx',
        filePath: null,
        materials: materials(),
      } satisfies ProductSave,
    },
    await adminToken(),
  );
  const requested: URL[] = [];
  page.on('request', (request) => {
    if (isPageRequest(id)(request)) requested.push(new URL(request.url()));
  });
  await signIn(admin);
  await page.goto(`/products/${id}`);
  const d = detail(page);
  await expect(d.heading(name)).toBeVisible();

  await test.step('the first page: ten rows of 44, asked for ten', async () => {
    await expect(d.showing).toHaveText('Showing 1 to 10 of 44 results');
    await expect(d.bodyRows).toHaveCount(10);
    expect(requested[0]?.searchParams.get('limit')).toBe('10');
    expect(requested[0]?.searchParams.get('page')).toBe('1');
  });

  await test.step('the next page is read ahead, and read again when it opens', async () => {
    // Asked as soon as page 1 shows, so 'Next' draws at once.
    const asked = (n: string) => requested.filter((url) => url.searchParams.get('page') === n);
    await expect.poll(() => asked('2').length).toBeGreaterThan(0);
    const readAhead = asked('2').length;
    // The first line of page 2 renamed after that read shows renamed once the page opens.
    const token = await adminToken();
    const product = await productViaApi(token, id);
    const eleventh = product.materials.find((m) => m.internalReference === 'BRD-011');
    if (!eleventh) throw new Error('no BRD-011 on the product');
    await callApi(
      materialApi.update,
      { body: { id: eleventh.id, componentName: 'AA-RENAMED-011' } },
      token,
    );
    await d.pages.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(d.showing).toHaveText('Showing 11 to 20 of 44 results');
    await expect.poll(() => columnTexts(page, COLUMN.componentName)).toContain('AA-RENAMED-011');
    expect(asked('2').length).toBeGreaterThan(readAhead);
  });

  await test.step('the last page, with the alternative folded under its row', async () => {
    // Page 3 is read ahead too: wait for the request of the page clicked.
    const next = page.waitForRequest(
      (r) => isPageRequest(id)(r) && new URL(r.url()).searchParams.get('page') === '5',
    );
    await d.pages.getByRole('button', { name: '5', exact: true }).click();
    expect(new URL((await next).url()).searchParams.get('page')).toBe('5');
    await expect(d.showing).toHaveText('Showing 41 to 44 of 44 results');
    // Polled: the previous page stays on screen (dimmed) until the new one has arrived.
    await expect
      .poll(() => columnTexts(page, COLUMN.reference))
      .toEqual([
        'BRD-041',
        'BRD-042',
        'BRD-043',
        expect.stringContaining('BRD-044') as unknown as string,
      ]);
    await expect(d.table.getByRole('button', { name: '1 alternative' })).toBeVisible();
  });

  await test.step('sorting reorders the whole BOM and starts again at page 1', async () => {
    const header = d.table.getByRole('columnheader', { name: "Manufacturer's component name" });
    const sorted = page.waitForRequest(
      (r) => isPageRequest(id)(r) && new URL(r.url()).searchParams.get('order') === 'desc',
    );
    await header.getByRole('button').click();
    await header.getByRole('button').click();
    expect(new URL((await sorted).url()).searchParams.get('sort')).toBe('componentName');
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await expect(d.showing).toHaveText('Showing 1 to 10 of 44 results');
    // Letter by letter, not by number: "…9KL" is the greatest, "…4KL" comes before "…43KL".
    await expect
      .poll(async () => (await columnTexts(page, COLUMN.componentName)).slice(0, 7))
      .toEqual([
        'RC0603FR-079KL',
        'RC0603FR-078KL',
        'RC0603FR-077KL',
        'RC0603FR-076KL',
        'RC0603FR-075KL',
        'RC0603FR-074KL',
        'RC0603FR-0743KL',
      ]);
  });

  await test.step('the search finds a line of the last page, through its alternative', async () => {
    await d.searchBy.click();
    await page.getByRole('option', { name: 'MANUFACTURER', exact: true }).click();
    await d.searchBox.fill('LAST-maker inc');
    await d.searchButton.click();
    await expect(notification(page, MSG.searchSuccess)).toBeVisible();
    await expect(d.showing).toHaveText('Showing 1 to 1 of 1 results');
    expect(await columnTexts(page, COLUMN.reference)).toEqual([
      expect.stringContaining('BRD-044') as unknown as string,
    ]);
    const searched = requested.at(-1);
    expect(searched?.searchParams.get('searchType')).toBe('manufacturer');
    expect(searched?.searchParams.get('query')).toBe('LAST-maker inc');
  });

  await test.step('a search without a match says so', async () => {
    await d.searchBox.fill('no such maker');
    await d.searchButton.click();
    await expect(notification(page, MSG.noComponentFound)).toBeVisible();
    await d.clearSearch.click();
    await expect(d.showing).toHaveText('Showing 1 to 10 of 44 results');
  });
  // Every read was a page of ten: the table never asked for the whole list.
  expect(requested.every((url) => url.searchParams.get('limit') === '10')).toBe(true);
});
