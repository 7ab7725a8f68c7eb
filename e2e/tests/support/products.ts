/**
 * Products helpers: the BOM fixtures, API shortcuts that prepare a product quickly (the
 * same parseFile + product/save calls the wizard makes), the locators of the products
 * screens, and readers for the downloaded workbook and zip.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  bomApi,
  productApi,
  type BomUploadResult,
  type Product,
  type ProductSave,
} from '@partproof/shared';
import { expect, type Download, type Locator, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import yauzl from 'yauzl';
import { callApi } from './api.js';

const fixturesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../fixtures');

/** The committed BOM workbooks (e2e/fixtures, written by make-fixtures.mjs). */
export const BOM = {
  /** Altium shape, header on row 4: 16 components in 15 rows of the table (IPN-005 has an alternative). */
  admin: 'admin-board-bom.xlsx',
  /** KiCad shape: 4 components, within the trial's 5. */
  customer: 'customer-sensor-bom.xlsx',
  /** A hand-made sheet with 6 components: one over the trial limit. */
  trialSix: 'trial-six-parts.xlsx',
} as const;

export function fixturePath(file: string): string {
  return path.join(fixturesDir, file);
}

/** The product info every spec fills in; the lookups exist in the seeded lists. */
export const PRODUCT_INFO = {
  type: 'Power supply',
  developmentStatus: 'Prototype',
  standard: 'IEC 62368-1',
  market: 'EU',
  manufacturer: 'PartProof Test Works',
} as const;

/** Uploads a fixture through parseFile and saves the product as the wizard would. */
export function createProductViaApi(
  token: string,
  name: string,
  file: string = BOM.admin,
): Promise<{ id: number; upload: BomUploadResult }> {
  return saveUploadedBom(token, name, new Blob([readFileSync(fixturePath(file))]), file, {
    customer: 'Fixture Customer',
    description: 'Prepared through the API',
  });
}

/**
 * The wizard through the API: the BOM through parseFile, then product/save with every
 * parsed component (all critical when `allCritical`, else as the BOM marks them).
 */
export async function saveUploadedBom(
  token: string,
  name: string,
  bom: Blob,
  fileName: string,
  options: { customer: string; description: string; allCritical?: boolean },
): Promise<{ id: number; upload: BomUploadResult }> {
  const upload = await callApi(
    bomApi.parseFile,
    { form: { productName: name }, files: [new File([bom], fileName)] },
    token,
  );
  const body: ProductSave = {
    name,
    type: [{ id: null, title: PRODUCT_INFO.type }],
    standards: [{ id: null, title: PRODUCT_INFO.standard }],
    markets: [{ id: null, title: PRODUCT_INFO.market }],
    developmentStatus: { id: null, title: PRODUCT_INFO.developmentStatus },
    manufacturer: PRODUCT_INFO.manufacturer,
    customer: options.customer,
    description: options.description,
    collectionProductMaterials: upload.fileName,
    filePath: upload.filePath,
    materials: upload.materials.map((m) => ({
      internalReference: m.internalReference || m.componentName,
      designator: m.designator,
      componentName: m.componentName,
      type: m.type || 'Other',
      manufacturer: m.manufacturer || 'Unknown',
      critical: options.allCritical ?? m.critical,
      quantity: m.quantity,
      dnp: m.dnp,
      requiredCertificates: [],
    })),
  };
  const { id } = await callApi(productApi.save, { body }, token);
  return { id, upload };
}

export function productViaApi(token: string, id: number): Promise<Product> {
  return callApi(productApi.get, { body: { id } }, token);
}

export function productsListViaApi(token: string) {
  return callApi(productApi.getAll, { body: { filter: 'all' } }, token);
}

// ---------------------------------------------------------------------------------------
// Locators
// ---------------------------------------------------------------------------------------

export function productsList(page: Page) {
  const table = page.getByRole('table');
  return {
    title: page.getByRole('heading', { name: 'Products', exact: true }),
    addNew: page.getByRole('button', { name: 'Add new product' }),
    refresh: page.getByRole('button', { name: 'Refresh list' }),
    table,
    row: (name: string) => table.getByRole('row').filter({ hasText: name }),
    link: (name: string) => table.getByRole('link', { name, exact: true }),
  };
}

export function wizard(page: Page) {
  const modal = page.getByRole('dialog', { name: 'Add new product' });
  return {
    modal,
    name: modal.getByRole('textbox', { name: /^Name/ }),
    type: modal.getByRole('combobox', { name: /^Type/ }),
    developmentStatus: modal.getByRole('combobox', { name: /^Development status/ }),
    standards: modal.getByRole('combobox', { name: /^Standards/ }),
    markets: modal.getByRole('combobox', { name: /^Markets/ }),
    manufacturer: modal.getByRole('textbox', { name: /^Manufacturer/ }),
    customer: modal.getByRole('textbox', { name: /^Customer/ }),
    description: modal.getByRole('textbox', { name: /^Description/ }),
    // The drop zone and its hidden file input share the label; the input is the "button".
    file: modal.getByRole('button', { name: /^BOM file/ }),
    next: modal.getByRole('button', { name: 'Next', exact: true }),
    back: modal.getByRole('button', { name: 'Go back' }),
    cancel: modal.getByRole('button', { name: 'Cancel' }),
    create: modal.getByRole('button', { name: 'Create product' }),
    pager: modal.getByRole('navigation', { name: 'Component pages' }),
    componentName: (row: number) =>
      modal.getByRole('textbox', { name: `Component name, row ${row}` }),
    critical: (row: number) => modal.getByRole('checkbox', { name: `Critical, row ${row}` }),
    /** The confirm table's row `row` (1-based over the whole BOM). */
    row: (row: number) =>
      modal
        .getByRole('row')
        .filter({ has: page.getByRole('textbox', { name: `Component name, row ${row}` }) }),
  };
}

export type Wizard = ReturnType<typeof wizard>;

/** Picks `option` in a Mantine combobox, then closes its list (TagsInput keeps it open). */
async function pick(page: Page, w: Wizard, input: Locator, option: string) {
  await input.click();
  await input.fill(option);
  const choice = page.getByRole('option', { name: option, exact: true });
  await choice.click();
  await w.modal.getByRole('heading', { name: 'Add new product' }).click();
  await expect(choice).toBeHidden();
}

/** Step 01 with every required field filled. */
export async function fillProductInfo(page: Page, w: Wizard, name: string) {
  await w.name.fill(name);
  await pick(page, w, w.type, PRODUCT_INFO.type);
  await pick(page, w, w.developmentStatus, PRODUCT_INFO.developmentStatus);
  await pick(page, w, w.standards, PRODUCT_INFO.standard);
  await pick(page, w, w.markets, PRODUCT_INFO.market);
  await w.manufacturer.fill(PRODUCT_INFO.manufacturer);
  await w.description.fill('Made by the browser tests');
}

/** The status counts above a product's components ('In Review: 17'), by their label. */
const STATUS_COUNTS = {
  Approved: /^Approved: \d+$/,
  'Not Approved': /^Not Approved: \d+$/,
  'In Review': /^In Review: \d+$/,
  'Waiting for reply': /^Waiting for reply: \d+$/,
} as const;

export function detail(page: Page) {
  const search = page.getByRole('search', { name: 'Search the bill of materials' });
  const table = page.getByRole('table');
  return {
    heading: (name: string) => page.getByRole('heading', { name, level: 2 }),
    statusButton: (label: string) => page.getByRole('button', { name: label, exact: true }),
    searchBy: search.getByRole('combobox', { name: 'Search by' }),
    searchBox: search.getByRole('textbox', { name: 'Search components' }),
    searchButton: search.getByRole('button', { name: 'Search', exact: true }),
    clearSearch: search.getByRole('button', { name: 'Clear search' }),
    table,
    bodyRows: table.locator('tbody tr'),
    showing: page.getByText(/^Showing \d+ to \d+ of \d+ results$/),
    pages: page.getByRole('navigation', { name: 'Component pages' }),
    addComponent: page.getByRole('button', { name: 'Add component', exact: true }),
    deleteComponents: page.getByRole('button', { name: /^Delete components/ }),
    downloadZip: page.getByRole('button', { name: 'Download zip' }),
    count: (label: keyof typeof STATUS_COUNTS) => page.getByText(STATUS_COUNTS[label]),
  };
}

// ---------------------------------------------------------------------------------------
// Downloads
// ---------------------------------------------------------------------------------------

/** Clicks `trigger` and waits for the browser download; returns it with its bytes. */
export async function download(page: Page, trigger: () => Promise<void>) {
  const [file] = await Promise.all([page.waitForEvent('download'), trigger()]);
  const target = await file.path();
  expect(target, 'the download finished').toBeTruthy();
  return { file, bytes: readFileSync(target) } satisfies { file: Download; bytes: Buffer };
}

/** The rows of a worksheet as arrays of cell texts (row 1 = header). */
export async function readWorkbook(bytes: Buffer): Promise<Map<string, string[][]>> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheets = new Map<string, string[][]>();
  book.eachSheet((sheet) => {
    const rows: string[][] = [];
    sheet.eachRow((row) => {
      const cells: string[] = [];
      for (let c = 1; c <= sheet.columnCount; c += 1) cells.push(row.getCell(c).text);
      rows.push(cells);
    });
    sheets.set(sheet.name, rows);
  });
  return sheets;
}

/** Every entry of a zip: name → bytes. */
export function readZip(bytes: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error);
      const entries = new Map<string, Buffer>();
      zip.on('error', reject);
      zip.on('end', () => resolve(entries));
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('error', reject);
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.readEntry();
    });
  });
}

/**
 * A toast (Mantine notification) only: unlike ui.ts's `toast`, it never matches an inline
 * `<Alert role="alert">` that repeats the same text (the wizard's 'The product was not created').
 */
export function notification(page: Page, text: string | RegExp) {
  return page.locator('.mantine-Notifications-root').getByRole('alert').filter({ hasText: text });
}
