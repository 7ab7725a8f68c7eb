/**
 * The product page's component table as its layout checks need it (issue 22): a product
 * whose eight parts show the eight RoHS statuses, with long names and makers as real BOMs
 * have them, seeded through the API; and the locators of the column chooser, the density
 * switch and the table's scroll container.
 */
import { flagApi, ROHS_STATUSES, type Product } from '@partproof/shared';
import { expect, type Locator, type Page } from '@playwright/test';
import { callApi } from './api.js';
import { createProductWithParts, materialOf, type Part } from './certificates.js';
import { reviewViaApi, uploadDeclarationViaApi } from './declarations.js';
import { unique, uniqueEmail } from './env.js';
import { manufacturerIdViaApi, sendRequestViaApi } from './requests.js';

export type RohsLabel = (typeof ROHS_STATUSES)[number]['label'];

interface StatusPart extends Part {
  status: RohsLabel;
}

/**
 * One part per RoHS status. The makers carry a suffix of this run, so no declaration or
 * request of another spec on the shared server covers these parts.
 */
export function statusParts(): readonly StatusPart[] {
  const run = unique('').slice(1, 7);
  const part = (status: RohsLabel, componentName: string, maker: string, type: string) => ({
    status,
    componentName,
    manufacturer: `${maker} ${run}`,
    type,
  });
  return [
    part('Pending', 'GCM32ER71H475KA55L', 'Murata Electronics North America', 'Capacitor'),
    part('In review', 'PMEG6030EP-QX', 'Nexperia USA Incorporated', 'Schottky diode'),
    part('Approved', 'STM32H743ZIT6', 'STMicroelectronics International', 'Microcontroller'),
    part('Not approved', 'ERJ-P06F1002V', 'Panasonic Industrial Devices', 'Resistor'),
    part('Outdated', '1-2199230-6', 'TE Connectivity AMP Connectors', 'Connector'),
    part('Soon outdated', 'LQH32PN4R7NN0L', 'Wurth Elektronik eiSos', 'Inductor'),
    part('Flagged', 'BZX84C5V1-E3-08', 'Vishay General Semiconductor', 'Zener diode'),
    part(
      'Waiting for reply',
      'TPS7A4701RGWR',
      'Texas Instruments Incorporated',
      'Voltage regulator',
    ),
  ];
}

/**
 * The product (saved by `ownerToken`'s user, so it is their company's), and as the admin
 * (`token`) for each status the evidence that leads to it (DESIGN.md §9.4): nothing
 * (Pending), a declaration left in review, approved current, rejected, approved RoHS 1 only
 * (Outdated), approved RoHS 2 of 2017 (Soon outdated), an open flag, an open request.
 */
export async function seedEveryRohsStatus(
  token: string,
  ownerToken: string,
  parts: readonly StatusPart[],
): Promise<Product> {
  const product = await createProductWithParts(ownerToken, unique('Layout board'), parts);
  const declare = async (p: StatusPart, directives: string[], dateIssue: string) => {
    const m = materialOf(product, p.componentName);
    const d = await uploadDeclarationViaApi(token, {
      manufacturer: p.manufacturer,
      models: p.componentName,
      dateIssue,
      directives,
      materialID: m.id,
    });
    return { materialId: m.id, declarationId: d.id };
  };
  const current = ['2011/65/EU', '(EU) 2015/863'];
  for (const p of parts) {
    const id = materialOf(product, p.componentName).id;
    if (p.status === 'In review') await declare(p, current, '2023-03-01');
    if (p.status === 'Approved')
      await reviewViaApi(token, { ...(await declare(p, current, '2023-03-01')), rohsStatus: 2 });
    if (p.status === 'Not approved')
      await reviewViaApi(token, { ...(await declare(p, current, '2023-03-01')), rohsStatus: 8 });
    if (p.status === 'Outdated')
      await reviewViaApi(token, {
        ...(await declare(p, ['2002/95/EC'], '2009-05-01')),
        rohsStatus: 2,
      });
    if (p.status === 'Soon outdated')
      await reviewViaApi(token, {
        ...(await declare(p, ['2011/65/EU'], '2017-03-01')),
        rohsStatus: 2,
      });
    if (p.status === 'Flagged')
      await callApi(
        flagApi.flag,
        { body: { materialId: id, reason: 'The datasheet names a different plating' } },
        token,
      );
    if (p.status === 'Waiting for reply') {
      // A BOM names its makers as text; a request goes to one of the manufacturer list.
      await manufacturerIdViaApi(token, p.manufacturer);
      await sendRequestViaApi(token, {
        manufacturer: p.manufacturer,
        receiver: uniqueEmail('documents'),
        model: p.componentName,
        materialIds: [id],
      });
    }
  }
  return product;
}

/** Width of an element's content and of its box: content wider than the box is cut or scrolls. */
export interface Widths {
  scrollWidth: number;
  clientWidth: number;
}

export function componentTable(page: Page) {
  const table = page.getByRole('table');
  const chooser = page.getByRole('menu', { name: 'Columns' });
  return {
    table,
    /** The box the table scrolls sideways in, when it must. */
    scroller: page.getByRole('region', { name: 'Component table' }),
    columnsButton: page.getByRole('button', { name: 'Columns', exact: true }),
    chooser,
    column: (header: string) =>
      chooser.getByRole('menuitemcheckbox', { name: header, exact: true }),
    compact: page.getByRole('switch', { name: 'Compact rows' }),
    header: (name: string) => table.getByRole('columnheader', { name, exact: true }),
  };
}

/** An element's content width and box width: content wider than its box is cut or scrolls. */
export function widthsOf(element: Locator): Promise<Widths> {
  return element.evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }));
}

/**
 * The words inside `scope` that the browser split over two lines ("Capacit / or"): each word
 * of each shown text is measured as a range, which has one box per line it sits on. Text
 * kept for screen readers only (a 1 px clip) is left out: it is never seen.
 */
export function brokenWords(scope: Locator): Promise<string[]> {
  return scope.evaluate((root) => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.getBoundingClientRect().width <= 1) continue;
      const text = node.textContent ?? '';
      let start = 0;
      for (const word of text.split(/\s/)) {
        if (word.length > 1) {
          const range = document.createRange();
          range.setStart(node, start);
          range.setEnd(node, start + word.length);
          if (range.getClientRects().length > 1) broken.push(word);
        }
        start += word.length + 1;
      }
    }
    return broken;
  });
}

/**
 * Shows a column hidden by default (Designator, Certificate contact) through the chooser, as
 * a user does once; the choice is the user's from then on, in this browser.
 */
export async function showColumn(page: Page, header: string): Promise<void> {
  const t = componentTable(page);
  await t.columnsButton.click();
  await t.column(header).click();
  await expect(t.column(header)).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('Escape');
  await expect(t.header(header)).toBeVisible();
}
