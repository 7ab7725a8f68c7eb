/**
 * The Components screen's paging, sorting and empty state (spec §2, §9: 10 rows a page, the
 * page list, 'Showing X to Y of Z results', headers toggle the sort): an admin pages through
 * at least eleven parts; a customer sorts five parts by two columns; a user of a company
 * without products sees the empty state.
 */
import { adminToken, apiLogin, createCompanyWithUser, ROLE, type NewUser } from './support/api.js';
import { componentsScreen, createProductWithParts } from './support/certificates.js';
import { unique, uniqueEmail } from './support/env.js';
import { expect, test } from './support/fixtures.js';

let newcomer: NewUser;
let sorter: NewUser;

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
  // Five parts (the trial's limit) whose numbers sort as numbers: P-1, P-2, P-3, P-10,
  // P-11; the makers run the other way: P-1 by Maker E, P-11 by Maker A.
  ({ user: sorter } = await createCompanyWithUser(ROLE.compliance, {
    company: unique('Sorting Company'),
    email: uniqueEmail('components-sort'),
  }));
  await createProductWithParts(
    await apiLogin(sorter),
    unique('Sorting board'),
    [1, 2, 3, 10, 11].map((n, i) => ({
      componentName: `P-${n}`,
      manufacturer: `Maker ${String.fromCharCode(69 - i)}`,
      type: 'Resistor',
    })),
  );
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

test('a customer sorts by a column, both ways', async ({ page, signIn }) => {
  await signIn(sorter);
  await page.goto('/components');
  const screen = componentsScreen(page);
  const names = screen.table.locator('tbody tr td:first-child');
  await expect(page.getByText('Showing 1 to 5 of 5 results')).toBeVisible();
  await expect(names).toHaveText(['P-1', 'P-2', 'P-3', 'P-10', 'P-11']);

  const name = screen.header("MANUFACTURER'S COMPONENT NAME");
  await name.getByRole('button').click();
  await expect(name).toHaveAttribute('aria-sort', 'ascending');
  await expect(names).toHaveText(['P-1', 'P-2', 'P-3', 'P-10', 'P-11']);
  await name.getByRole('button').click();
  await expect(name).toHaveAttribute('aria-sort', 'descending');
  await expect(names).toHaveText(['P-11', 'P-10', 'P-3', 'P-2', 'P-1']);

  const maker = screen.table.getByRole('columnheader', { name: 'MANUFACTURER', exact: true });
  await maker.getByRole('button').click();
  await expect(maker).toHaveAttribute('aria-sort', 'ascending');
  await expect(name).toHaveAttribute('aria-sort', 'none');
  await expect(names).toHaveText(['P-11', 'P-10', 'P-3', 'P-2', 'P-1']);
  await expect(screen.row('P-11')).toContainText('Maker A');
});
