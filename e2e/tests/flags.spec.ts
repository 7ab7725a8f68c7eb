/**
 * Flags in the browser (DESIGN.md §9.8): a user of a customer company flags a component with
 * a reason after 'Are You Sure?'; the row shows the Flagged badge with the reason; an admin
 * resolves the flag with a note and the badge is gone.
 */
import { productApi, ProductStatus, REQUEST_MSG, type Product } from '@partproof/shared';
import {
  adminToken,
  apiLogin,
  callApi,
  createCompanyWithUser,
  ROLE,
  type NewUser,
} from './support/api.js';
import type { Part } from './support/certificates.js';
import { unique, uniqueEmail } from './support/env.js';
import { expect, test } from './support/fixtures.js';
import { detail, productViaApi, saveUploadedBom } from './support/products.js';
import { flagTools } from './support/requests.js';

const PART = {
  componentName: 'BAT54S-7-F',
  manufacturer: unique('Diodix'),
  type: 'Diode',
} as const satisfies Part;
const REASON = 'The datasheet on file is for the BAT54C, not the BAT54S';

let user: NewUser;
let product: Product;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  ({ user } = await createCompanyWithUser(ROLE.user, {
    company: unique('Flag Co'),
    email: uniqueEmail('flagger'),
    firstName: 'Fay',
    lastName: 'Flagger',
  }));
  const csv = `Part Number,Manufacturer,Type,Designator\n${PART.componentName},${PART.manufacturer},${PART.type},D1`;
  const { id } = await saveUploadedBom(
    await apiLogin(user),
    unique('Flag board'),
    new Blob([csv], { type: 'text/csv' }),
    'flag-parts.csv',
    { customer: 'Flag Customer', description: 'A product of a customer company' },
  );
  // A pending product opens only for admins and compliance users: an admin moves it on.
  const token = await adminToken();
  await callApi(
    productApi.updateStatus,
    { body: { productId: id, statusId: ProductStatus.Collecting } },
    token,
  );
  product = await productViaApi(token, id);
});

test('a user flags a component after Are You Sure?', async ({ page, signIn }) => {
  await signIn(user);
  await page.goto(`/products/${product.id}`);
  await expect(detail(page).heading(product.name)).toBeVisible();
  const flags = flagTools(page, PART.componentName);

  await flags.flag.click();
  await flags.flagDialog.getByRole('button', { name: 'Flag', exact: true }).click();
  await expect(flags.flagDialog.getByText('Required')).toBeVisible();
  await flags.flagDialog.getByRole('textbox', { name: /^Reason/ }).fill(REASON);
  await flags.flagDialog.getByRole('button', { name: 'Flag', exact: true }).click();
  await expect(flags.confirm).toBeVisible();
  await flags.confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(REQUEST_MSG.flagged)).toBeVisible();
  await expect(flags.badge).toBeVisible();
  await expect(flags.flag).toHaveCount(0);
  // Not an admin: the badge only shows the flag.
  await expect(flags.resolveBadge).toHaveCount(0);
  await flags.badge.hover();
  await expect(page.getByRole('tooltip')).toContainText(REASON);
});

test('an admin resolves the flag with a note and the badge is gone', async ({
  page,
  admin,
  signIn,
}) => {
  await signIn(admin);
  await page.goto(`/products/${product.id}`);
  const flags = flagTools(page, PART.componentName);
  await flags.resolveBadge.click();
  await expect(flags.resolveDialog).toContainText(REASON);
  await flags.resolveDialog
    .getByRole('textbox', { name: /^Note/ })
    .fill('Replaced the datasheet with the BAT54S one');
  await flags.resolveDialog.getByRole('button', { name: 'Resolve' }).click();
  await expect(flags.resolveDialog).toBeHidden();
  await expect(flags.badge).toHaveCount(0);
  await expect(flags.flag).toBeVisible();
});
