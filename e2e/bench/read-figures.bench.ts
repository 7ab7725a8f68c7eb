/**
 * The browser figures of issue 19, written to bench/out/browser.json for bench/report.mjs
 * (the one table of `make bench`): the product page of a 2,000-component product (first rows
 * after navigation; the next page after a click) and the JavaScript /login transfers. Times
 * are taken inside the page (performance.now(), a frame after the rows changed), so neither
 * Playwright's polling nor its action checks count. A figure that fails records its error.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { productApi } from '@partproof/shared';
import { adminToken, callApi } from '../tests/support/api.js';
import { expect, test } from '../tests/support/fixtures.js';
import { repoRoot } from '../tests/support/server-process.js';
import { loginForm } from '../tests/support/ui.js';

const COMPONENTS = 2000;
/** Measured visits after one warm-up (the app's files then come from the browser cache). */
const VISITS = 3;
const out = path.join(repoRoot, 'bench/out/browser.json');

interface BrowserFigure {
  key: 'browser.firstRows' | 'browser.nextPage' | 'browser.loginJs';
  figure: string;
  ms?: number;
  bytes?: number;
  detail?: string;
  error?: string;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function measure(
  meta: Pick<BrowserFigure, 'key' | 'figure'>,
  fn: () => Promise<Omit<BrowserFigure, 'key' | 'figure'>>,
): Promise<BrowserFigure> {
  try {
    return { ...meta, ...(await fn()) };
  } catch (err) {
    console.error(err);
    return { ...meta, error: err instanceof Error ? err.message : String(err) };
  }
}

function productPayload(name: string) {
  return {
    name,
    type: [{ id: null, title: 'IT equipment' }],
    standards: [{ id: null, title: 'IEC 62368-1' }],
    markets: [{ id: null, title: 'EU' }],
    developmentStatus: { id: null, title: 'Prototype' },
    manufacturer: 'Bench Electronics',
    customer: 'Bench Customer',
    collectionProductMaterials: 'bench-bom.xlsx',
    materials: Array.from({ length: COMPONENTS }, (_, c) => ({
      internalReference: `IPN-${Math.floor(c / 2)}`,
      designator: [`R${c + 1}`, `R${c + 1 + COMPONENTS}`],
      componentName: `RC0603FR-07${c}KL`,
      type: c % 3 ? 'Resistor' : 'Capacitor',
      manufacturer: c % 2 ? 'Yageo' : 'Murata',
      critical: c % 5 === 0,
      quantity: 2,
    })),
  };
}

/**
 * Before any script of the page runs: notes when a component row first shows, a frame
 * after it entered the DOM (performance.now() counts from the navigation's start).
 */
function watchFirstRow(page: Page) {
  return page.addInitScript(() => {
    const w = window as unknown as { firstRowAt?: number };
    const observer = new MutationObserver(() => {
      const row = document.querySelector('table tbody tr');
      if (!row?.textContent?.includes('RC0603FR-07')) return;
      observer.disconnect();
      requestAnimationFrame(() => (w.firstRowAt = performance.now()));
    });
    observer.observe(document, { childList: true, subtree: true });
  });
}

test('browser figures of issue 19', async ({ page, browser, signIn, admin }) => {
  const figures: BrowserFigure[] = [];

  figures.push(
    await measure(
      { key: 'browser.loginJs', figure: 'JavaScript of a first visit to /login (transferred)' },
      async () => {
        // A fresh context: nothing cached, as a stranger's first visit.
        const context = await browser.newContext();
        const login = await context.newPage();
        const scripts: Promise<number>[] = [];
        login.on('response', (response) => {
          if (response.request().resourceType() === 'script')
            scripts.push(
              response
                .finished()
                .then(async () => (await response.request().sizes()).responseBodySize),
            );
        });
        await login.goto('/login');
        await expect(loginForm(login).submit).toBeVisible();
        await login.waitForLoadState('networkidle');
        const sizes = await Promise.all(scripts);
        await context.close();
        return {
          bytes: sizes.reduce((sum, n) => sum + n, 0),
          detail: `${sizes.length} files`,
        };
      },
    ),
  );

  const { id } = await callApi(
    productApi.save,
    { body: productPayload(`Bench page board ${Date.now().toString(36)}`) },
    await adminToken(),
  );
  await signIn(admin);
  await watchFirstRow(page);

  const firstRows: number[] = [];
  figures.push(
    await measure(
      {
        key: 'browser.firstRows',
        figure: `product page, ${COMPONENTS.toLocaleString('en')} components: first rows after navigation (Chromium, median of ${VISITS})`,
      },
      async () => {
        for (let visit = 0; visit <= VISITS; visit++) {
          await page.goto(`/products/${id}`);
          await expect(page.locator('table tbody tr').first()).toContainText('RC0603FR-07', {
            timeout: 60_000,
          });
          const at = await page.waitForFunction(
            () => (window as unknown as { firstRowAt?: number }).firstRowAt,
          );
          if (visit > 0) firstRows.push((await at.jsonValue()) as number);
        }
        return {
          ms: median(firstRows),
          detail: `visits: ${firstRows.map(Math.round).join(', ')} ms`,
        };
      },
    ),
  );

  figures.push(
    await measure(
      {
        key: 'browser.nextPage',
        figure: `product page, ${COMPONENTS.toLocaleString('en')} components: next page after a click (median of ${VISITS})`,
      },
      async () => {
        const times: number[] = [];
        const next = page
          .getByRole('navigation', { name: 'Component pages' })
          .getByRole('button', { name: 'Next', exact: true });
        for (let i = 0; i < VISITS; i++) {
          const handle = await next.elementHandle();
          const ms = await page.evaluate(
            (button) =>
              new Promise<number>((resolve) => {
                const firstRow = () => document.querySelector('table tbody tr')?.textContent;
                const before = firstRow();
                const started = performance.now();
                const observer = new MutationObserver(() => {
                  if (firstRow() === before) return;
                  observer.disconnect();
                  requestAnimationFrame(() => resolve(performance.now() - started));
                });
                observer.observe(document.body, {
                  childList: true,
                  subtree: true,
                  characterData: true,
                });
                (button as HTMLButtonElement).click();
              }),
            handle,
          );
          times.push(ms);
        }
        return { ms: median(times), detail: `clicks: ${times.map(Math.round).join(', ')} ms` };
      },
    ),
  );

  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, JSON.stringify({ figures }, null, 2));
  console.table(figures);
});
