/**
 * Certificates helpers: the committed certificate export and PDF (e2e/fixtures, written by
 * make-cdocs-fixture.mjs), API shortcuts that prepare the certificate database and products
 * whose parts match it, and the locators of the Manufacturer and Components screens.
 */
import { cdocApi, certificateReviewApi, type Product } from '@partproof/shared';
import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { callApi } from './api.js';
import { byAriaLabel } from './aria-label.js';
import { fixturePath, productViaApi, saveUploadedBom } from './products.js';

/** The certificate directory export: 55 certificates, 5 of them matching the parts below. */
export const CDOCS_EXPORT = { file: 'cdocs-directory-export.csv', certificates: 55 } as const;
/** A one-page PDF for 'Upload new certificate'. */
export const SAMPLE_PDF = 'certificate-sample.pdf';

/** Parts that the export covers: the maker names and models as a BOM writes them. */
export const MATCHING_PARTS = {
  /** Littelfuse '0215*.MXP' (two records: TUV and UL), a series pattern. */
  fuse: { componentName: '0215002.MXP', manufacturer: 'Littelfuse', type: 'Fuse' },
  /** TDK 'B32922C3104M' under its alias EPCOS (two records: UL and VDE). */
  capacitor: { componentName: 'B32922C3104M', manufacturer: 'EPCOS', type: 'Capacitor' },
  /** Omron 'G5LE-1A DC12' (one VDE record). */
  relay: { componentName: 'G5LE-1A DC12', manufacturer: 'Omron', type: 'Relay' },
} as const;

export interface Part {
  componentName: string;
  manufacturer: string;
  type: string;
}

export interface CdocRow {
  id: number;
  name: string;
  cert: { ref_number: string; model: string; certifying_body: string };
}

/** Imports the export through the API (idempotent on body + reference number). */
export async function importCdocsViaApi(token: string, file: string = CDOCS_EXPORT.file) {
  const csv = new File([readFileSync(fixturePath(file))], file, { type: 'text/csv' });
  return callApi(cdocApi.importCdocs, { form: {}, files: [csv] }, token);
}

/** One page of get-all-cdocs, as the Manufacturer screen asks for it. */
export function cdocsViaApi(
  token: string,
  query: { manufacturer?: string; search?: string; page?: number } = {},
): Promise<{ data: CdocRow[]; total: number; totalPages: number }> {
  const { page = 1, manufacturer = 'All', search } = query;
  return callApi(cdocApi.getAllCdocs, { query: { page, manufacturer, search } }, token);
}

/** The certificate with this reference number (it must exist). */
export async function cdocByRef(token: string, search: string, ref: string): Promise<CdocRow> {
  const { data } = await cdocsViaApi(token, { search });
  const row = data.find((r) => r.cert.ref_number === ref);
  if (!row) throw new Error(`No certificate ${ref} among the matches of "${search}"`);
  return row;
}

/**
 * A product with exactly these parts, saved by the token's user (so it belongs to their
 * company): the BOM is a small CSV sent through parseFile, then product/save as the wizard.
 */
export async function createProductWithParts(
  token: string,
  name: string,
  parts: readonly Part[],
): Promise<Product> {
  const csv = [
    'Part Number,Manufacturer,Type,Designator',
    ...parts.map((p, i) => `${p.componentName},${p.manufacturer},${p.type},X${i + 1}`),
  ].join('\n');
  const { id } = await saveUploadedBom(
    token,
    name,
    new Blob([csv], { type: 'text/csv' }),
    'certificate-parts.csv',
    {
      customer: 'Certificate Customer',
      description: 'Prepared through the API for the certificate specs',
      allCritical: true,
    },
  );
  return productViaApi(token, id);
}

/** The material of `product` named `componentName`. */
export function materialOf(product: Product, componentName: string) {
  const material = product.materials.find((m) => m.componentName === componentName);
  if (!material) throw new Error(`${product.name} has no component ${componentName}`);
  return material;
}

/** Makes a certificate a certification record of a material (admin). */
export function addExistingViaApi(token: string, materialId: number, cdocId: number) {
  return callApi(certificateReviewApi.addExisting, { body: { materialId, cdocId } }, token);
}

// ---------------------------------------------------------------------------------------
// Locators
// ---------------------------------------------------------------------------------------

export function manufacturerScreen(page: Page) {
  const filters = page.getByRole('form', { name: 'Find certificates' });
  const table = page.getByRole('table');
  return {
    title: page.getByRole('heading', { name: 'Manfacturers', level: 2 }),
    component: filters.getByRole('textbox', { name: 'Component' }),
    manufacturer: filters.getByRole('combobox', { name: 'Manufacturer' }),
    getCertificates: filters.getByRole('button', { name: 'Get Certificates' }),
    scrape: page.getByRole('button', { name: 'Scrape', exact: true }),
    addManufacturer: page.getByRole('button', { name: 'Add Manufacturer +' }),
    importCertificates: page.getByRole('button', { name: 'Import certificates' }),
    scrapper: page.getByRole('button', { name: 'Scrapper', exact: true }),
    scrapingList: page.getByRole('button', { name: 'Scraping list', exact: true }),
    table,
    bodyRows: table.locator('tbody tr'),
    showing: page.getByText(/^Showing \d+ of total \d+ results$/),
    pages: page.getByRole('navigation', { name: 'Certificate pages' }),
    empty: page.getByText('No Certificates Available!', { exact: true }),
  };
}

export function componentsScreen(page: Page) {
  const table = page.getByRole('table');
  return {
    title: page.getByRole('heading', { name: 'Components', level: 2 }),
    table,
    header: (name: string) => table.getByRole('columnheader', { name }),
    row: (componentName: string) => table.locator('tbody tr').filter({ hasText: componentName }),
    viewProducts: (componentName: string) =>
      table
        .getByRole('button', { name: /^View \d+ products using / })
        .and(byAriaLabel(table, { endsWith: ` products using ${componentName}` })),
    viewRecords: (componentName: string) =>
      table
        .getByRole('button', { name: /^View \d+ certification records of / })
        .and(byAriaLabel(table, { endsWith: ` certification records of ${componentName}` })),
  };
}
