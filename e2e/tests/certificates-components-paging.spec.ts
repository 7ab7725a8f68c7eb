/**
 * The Components screen's paging and empty state (spec §2, §9: 10 rows a page, the page
 * list, 'Showing X to Y of Z results'): an admin pages through at least eleven parts; a user
 * of a company without products sees the empty state.
 */
import { adminToken, createCompanyWithUser, ROLE, type NewUser } from './support/api.js';
import { componentsScreen, createProductWithParts } from './support/certificates.js';
import { unique, uniqueEmail } from './support/env.js';
import { expect, test } from './support/fixtures.js';

let newcomer: NewUser;

test.beforeAll(async () => {
  const parts = Array.from({ length: 11 }, (_, i) => ({
    componentName: unique(`PAGE-${String(i).padStart(2, '0')}`),
    manufacturer: 'Vishay',
    type: 'Resistor',
  }));
  await createProductWithParts(await adminToken(), unique('Paging board'), parts);
  ({ user: newcomer } = await createCompanyWithUser(ROLE.compliance, {
    company: unique('Empty Company'),
    email: uniqueEmail('components-empty'),
  }));
});

test('an admin pages through the components ten at a time', async ({ page, signIn, admin }) => {
  await signIn(admin);
  await page.goto('/components');
  const screen = componentsScreen(page);
  await expect(screen.title).toBeVisible();
  const showing = page.getByText(/^Showing \d+ to \d+ of \d+ results$/);
  await expect(showing).toHaveText(/^Showing 1 to 10 of \d+ results$/);
  const total = Number(/of (\d+) results/.exec((await showing.textContent()) ?? '')?.[1]);
  expect(total).toBeGreaterThanOrEqual(11);
  await expect(screen.table.locator('tbody tr')).toHaveCount(10);

  const pages = page.getByRole('navigation', { name: 'Component pages' });
  await pages.getByRole('button', { name: 'Next' }).click();
  await expect(showing).toHaveText(`Showing 11 to ${Math.min(20, total)} of ${total} results`);
  await expect(pages.getByRole('button', { name: '2', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await pages.getByRole('button', { name: 'Prev' }).click();
  await expect(showing).toHaveText(`Showing 1 to 10 of ${total} results`);
});

test('a user of a company without products sees the empty state', async ({ page, signIn }) => {
  await signIn(newcomer);
  await page.goto('/components');
  await expect(page.getByText('No components found')).toBeVisible();
});
