/**
 * RoHS/REACH declarations helpers: a small text PDF built by hand (the e2e package has no PDF
 * library; a one-page PDF with a Helvetica text stream is enough for the reader's text layer),
 * API shortcuts that seed declarations, reviews and Fetch RoHS/REACH, and the locators of the
 * product page's RoHS column, the RoHS dialogs and the Documents screen.
 */
import { declarationApi, type Declaration, type DeclarationKind } from '@partproof/shared';
import type { Page } from '@playwright/test';
import { callApi } from './api.js';
import { byAriaLabel } from './aria-label.js';

/** Text for a PDF string literal: backslashes and parentheses escaped, ASCII only. */
function pdfText(line: string): string {
  return line.replace(/[^\x20-\x7e]/g, '?').replace(/([\\()])/g, '\\$1');
}

/**
 * A valid one-page PDF whose text layer holds `lines` (Helvetica 11 pt, top to bottom), with
 * a correct cross-reference table so strict readers (pdf.js) accept it.
 */
export function textPdf(lines: readonly string[]): Buffer {
  const content = [
    'BT',
    '/F1 11 Tf',
    '14 TL',
    '72 740 Td',
    ...lines.map((line) => `(${pdfText(line)}) Tj T*`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] ' +
      '/Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/** A manufacturer's RoHS statement as suppliers write them, for the reader. */
export function rohsStatementPdf(statement: {
  manufacturer: string;
  series: string;
  directives: string;
  date: string;
}): Buffer {
  return textPdf([
    statement.manufacturer,
    'RoHS Compliance Declaration',
    `Date: ${statement.date}`,
    '',
    `We hereby declare that the products of the series ${statement.series}`,
    `comply with Directive ${statement.directives}.`,
    '',
    'Quality Assurance Department',
  ]);
}

export interface SeedDeclaration {
  type?: DeclarationKind;
  manufacturer: string;
  models: string;
  dateIssue?: string;
  directives?: string[];
  /** Fetch for this material at once (links the declaration to its part). */
  materialID?: number;
  fileName?: string;
  /** Who issued it when not the maker (a distributor's statement). */
  issuer?: string;
}

/** `rohs/upload` through the API with a small PDF, as an admin with the RoHS flag. */
export function uploadDeclarationViaApi(token: string, d: SeedDeclaration): Promise<Declaration> {
  const pdf = rohsStatementPdf({
    manufacturer: d.manufacturer,
    series: d.models,
    directives: (d.directives ?? ['2011/65/EU']).join(', '),
    date: d.dateIssue ?? '2024-01-01',
  });
  const form = {
    type: d.type ?? 'RoHS',
    manufacturer: d.manufacturer,
    models: d.models,
    dateIssue: d.dateIssue,
    directives: d.directives,
    materialID: d.materialID,
    issuer: d.issuer,
  } as const;
  const file = new File([new Uint8Array(pdf)], d.fileName ?? 'declaration.pdf', {
    type: 'application/pdf',
  });
  return callApi(declarationApi.upload, { form, files: [file] }, token);
}

/** A review through the API: 2 Approved, 8 Not approved, 1 In review. */
export function reviewViaApi(
  token: string,
  body: { materialId: number; declarationId: number; rohsStatus: 1 | 2 | 8 },
) {
  return callApi(declarationApi.review, { body }, token);
}

// ---------------------------------------------------------------------------------------
// Locators
// ---------------------------------------------------------------------------------------

export function rohsTools(page: Page) {
  const table = page.getByRole('table');
  return {
    columnHeader: table.getByRole('columnheader', { name: 'RoHS status' }),
    fetchHeader: table.getByRole('columnheader', { name: 'Fetch RoHS/REACH' }),
    /** The RoHS status cell's button of a component; `status` narrows it to one label. */
    cell: (componentName: string, status?: string) =>
      table
        .getByRole('button')
        .and(
          byAriaLabel(table, { startsWith: `RoHS certificates ${componentName}: ${status ?? ''}` }),
        ),
    row: (componentName: string) => table.locator('tbody tr').filter({ hasText: componentName }),
    fetchButton: page.getByRole('button', { name: 'Fetch RoHs/REACH', exact: true }),
    fetchRow: (componentName: string) =>
      page.getByRole('button', { name: `Fetch RoHS/REACH ${componentName}`, exact: true }),
    runAll: page.getByRole('checkbox', { name: 'Run for all components' }),
    availability: page.getByText('RoHS availability', { exact: true }),
  };
}

export function rohsDialog(page: Page, componentName: string) {
  const modal = page.getByRole('dialog', { name: `RoHS certificates — ${componentName}` });
  return {
    modal,
    add: modal.getByRole('button', { name: 'Add new material declaration' }),
    declaration: (manufacturer: string) =>
      modal.getByRole('article').filter({ hasText: manufacturer }),
  };
}

export function addDeclarationDialog(page: Page, componentName: string) {
  const modal = page.getByRole('dialog', {
    name: `Add new material declaration — ${componentName}`,
  });
  return {
    modal,
    // The drop zone and its hidden file input share the label; the input takes the files.
    files: modal.locator('input[type="file"]'),
    reading: modal.getByRole('status').filter({ hasText: 'Reading the document…' }),
    manufacturer: modal.getByRole('textbox', { name: /^Manufacturer/ }),
    models: modal.getByRole('textbox', { name: /^Models/ }),
    dateIssue: modal.getByRole('textbox', { name: /^Date of issue/ }),
    directives: modal.getByRole('combobox', { name: /^Directives/ }),
    save: modal.getByRole('button', { name: 'Save', exact: true }),
  };
}

export function documentsScreen(page: Page) {
  const table = page.getByRole('table');
  return {
    title: page.getByRole('heading', { name: 'Documents', level: 2 }),
    tab: (name: 'Certificates' | 'Material Declarations') => page.getByText(name, { exact: true }),
    searchBy: page.getByRole('search').getByRole('combobox', { name: 'Search by' }),
    searchText: page.getByRole('search').getByRole('textbox', { name: 'Search text' }),
    search: page.getByRole('search').getByRole('button', { name: 'Search', exact: true }),
    table,
    bodyRows: table.locator('tbody tr'),
    showing: (from: number, to: number, total: number) =>
      page.getByText(`Showing ${from} to ${to} of ${total} results`, { exact: true }),
    pages: (name: string) => page.getByRole('navigation', { name: `Pages of ${name}` }),
  };
}
