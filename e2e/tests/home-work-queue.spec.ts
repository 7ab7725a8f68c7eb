/**
 * The work queue on /home (issue 22, DESIGN.md §10.4): staff see a tile per queue, and a tile
 * opens its list, whose items lead to the product; a customer sees each of their products
 * with what it misses. The e2e server is shared by every spec, so counts are read as "at
 * least" and the lists are searched for this spec's own product.
 */
import { flagApi, productApi, ProductStatus, type Product } from '@partproof/shared';
import {
  adminToken,
  apiLogin,
  callApi,
  createCompanyWithUser,
  ROLE,
  type NewUser,
} from './support/api.js';
import { unique, uniqueEmail } from './support/env.js';
import { expect, test } from './support/fixtures.js';
import { detail, productViaApi, saveUploadedBom } from './support/products.js';

const MAKER = unique('Queue Parts');
const REASON = 'The relay on the board is not the one in the BOM';
let customer: NewUser;
let product: Product;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  ({ user: customer } = await createCompanyWithUser(ROLE.compliance, {
    company: unique('Queue Co'),
    email: uniqueEmail('queue'),
    firstName: 'Quinn',
    lastName: 'Queue',
  }));
  const token = await apiLogin(customer);
  const csv = `Part Number,Manufacturer,Type,Designator\nG5LE-1A,${MAKER},Relay,K1\n0215002.MXP,${MAKER},Fuse,F1`;
  const { id } = await saveUploadedBom(
    token,
    unique('Queue board'),
    new Blob([csv], { type: 'text/csv' }),
    'queue.csv',
    { customer: 'Queue Customer', description: 'A board waiting for review', allCritical: true },
  );
  await callApi(
    productApi.updateStatus,
    { body: { productId: id, statusId: ProductStatus.ReadyForReview } },
    await adminToken(),
  );
  product = await productViaApi(await adminToken(), id);
  const relay = product.materials.find((m) => m.componentName === 'G5LE-1A');
  await callApi(flagApi.flag, { body: { materialId: relay?.id ?? 0, reason: REASON } }, token);
});

test('staff open a queue from its tile and reach the product from an item', async ({
  page,
  admin,
  signIn,
}) => {
  await signIn(admin);
  await page.goto('/home');
  const flags = page.getByRole('button', { name: /Open flags$/ });
  await expect(flags).toBeVisible();
  expect(Number((await flags.innerText()).match(/\d+/)?.[0])).toBeGreaterThanOrEqual(1);

  await flags.click();
  await expect(page).toHaveURL(/[?&]queue=openFlags/);
  await expect(flags).toHaveAttribute('aria-pressed', 'true');
  const list = page.getByRole('region', { name: 'Open flags' });
  const item = list.getByRole('row').filter({ hasText: REASON });
  await expect(item).toContainText(`${MAKER} G5LE-1A`);

  await page.getByRole('button', { name: /Products waiting for review$/ }).click();
  const review = page.getByRole('region', { name: 'Products waiting for review' });
  await review.getByRole('link', { name: product.name }).click();
  await expect(detail(page).heading(product.name)).toBeVisible();
  // Back on /home the list that was open is open again.
  await page.goBack();
  await expect(page.getByRole('region', { name: 'Products waiting for review' })).toBeVisible();
});

test('a customer sees what each of their products misses', async ({ page, signIn }) => {
  await signIn(customer);
  await page.goto('/home');
  await expect(page.getByRole('button', { name: /Open flags$/ })).toHaveCount(0);
  const table = page.getByRole('table', { name: 'Products and what they miss' });
  const row = table.getByRole('row').filter({ hasText: product.name });
  // Both critical lines lack a certificate and a declaration; nothing ends, nothing asked.
  await expect(row.getByRole('cell')).toHaveText([
    product.name,
    '2',
    '2',
    '0',
    '0',
    '0 of 2',
    '0 of 2',
  ]);
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(
    page.getByText('No certificate or exemption ends in the next twelve months.'),
  ).toBeVisible();
});
