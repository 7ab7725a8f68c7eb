/**
 * What a stranger's first visit costs (issue 19): the sign-in page and the supplier page
 * fetch the entry and their own screen, never the product screens, and /login's
 * JavaScript stays within 200 kB as it crosses the wire (compressed).
 */
import type { Page, Response } from '@playwright/test';
import { expect, test } from './support/fixtures.js';
import { loginForm } from './support/ui.js';

const LOGIN_BUDGET_BYTES = 200 * 1000;
/** Chunks named after product screens and the signed-in frame. */
const PRODUCT_CHUNKS = ['/assets/app-layout-', '/assets/products-', '/assets/product-detail-'];

function recordScripts(page: Page): Response[] {
  const scripts: Response[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response);
  });
  return scripts;
}

test('/login loads no product screen and under 200 kB of compressed JavaScript', async ({
  page,
}) => {
  const scripts = recordScripts(page);
  await page.goto('/login');
  await expect(loginForm(page).submit).toBeVisible();
  await page.waitForLoadState('networkidle');

  const urls = scripts.map((response) => new URL(response.url()).pathname);
  expect(urls.length).toBeGreaterThan(1);
  for (const chunk of PRODUCT_CHUNKS)
    expect(urls.filter((url) => url.startsWith(chunk))).toEqual([]);
  let transferred = 0;
  for (const response of scripts) {
    // A file of a few dozen bytes is sent as it is: compressing it would not make it smaller.
    if ((await response.body()).length > 1000)
      expect(response.headers()['content-encoding'], response.url()).toMatch(/^(br|gzip)$/);
    transferred += (await response.request().sizes()).responseBodySize;
  }
  console.log(`/login JavaScript: ${scripts.length} files, ${transferred} bytes transferred`);
  expect(transferred).toBeLessThanOrEqual(LOGIN_BUDGET_BYTES);
});

test('a supplier link loads no product screen', async ({ page }) => {
  const scripts = recordScripts(page);
  await page.goto('/supply/not-a-real-link');
  await page.waitForLoadState('networkidle');
  const urls = scripts.map((response) => new URL(response.url()).pathname);
  expect(urls.some((url) => url.startsWith('/assets/supply-'))).toBe(true);
  for (const chunk of PRODUCT_CHUNKS)
    expect(urls.filter((url) => url.startsWith(chunk))).toEqual([]);
});

test('a first load of a product page fetches its screens beside the session check', async ({
  page,
  signIn,
  admin,
}) => {
  await signIn(admin);
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  const screens = ['/assets/app-layout-', '/assets/product-detail-'];
  const asked = (chunk: string) => requested.some((url) => url.startsWith(chunk));
  let whileHeld: string[] | undefined;
  // The session check is held until both screens were asked for (at most 5 s): left to React,
  // the signed-in frame waits for it, and the product screen for the frame.
  await page.route('**/api/user/checkAccessTokenAndGetUser', async (route) => {
    const until = Date.now() + 5000;
    while (!screens.every(asked) && Date.now() < until)
      await new Promise((resolve) => setTimeout(resolve, 50));
    whileHeld = [...requested];
    await route.continue();
  });
  await page.goto('/products/1');
  await expect.poll(() => whileHeld !== undefined).toBe(true);
  for (const chunk of screens)
    expect(
      whileHeld?.some((url) => url.startsWith(chunk)),
      `${chunk} while held`,
    ).toBe(true);
});
