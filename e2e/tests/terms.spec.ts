import {
  adminToken,
  apiLogin,
  createCompanyViaApi,
  createUserViaApi,
  currentUserViaApi,
  ROLE,
} from './support/api.js';
import { unique, uniqueEmail } from './support/env.js';
import { expect, test } from './support/fixtures.js';
import { header } from './support/ui.js';

test('the terms modal blocks the products screen until accepted, then never returns', async ({
  page,
  signIn,
}) => {
  const token = await adminToken();
  const company = await createCompanyViaApi(token, unique('Terms Co'));
  const user = await createUserViaApi(token, {
    email: uniqueEmail('terms'),
    role: ROLE.user,
    companyId: company.id,
  });
  const productsTitle = page.getByRole('heading', { name: 'Products', exact: true });
  const terms = page.getByRole('dialog', { name: /terms/i });

  await signIn(user);
  await expect(page).toHaveURL(/\/products$/);
  await expect(terms).toBeVisible();
  await expect(terms).toContainText(/one month/i);

  await test.step('it cannot be dismissed without accepting', async () => {
    await expect(terms.getByRole('button', { name: /close/i })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(terms).toBeVisible();
    await page.mouse.click(5, 5); // the overlay, far from the modal
    await expect(terms).toBeVisible();
    // The screen behind it takes no clicks: the overlay intercepts them.
    await expect(header(page).userManual.click({ trial: true, timeout: 2_000 })).rejects.toThrow(
      /intercepts pointer events/,
    );
    await expect(page).toHaveURL(/\/products$/);
  });

  await test.step('accepting closes it and is saved on the user', async () => {
    await terms.getByRole('button', { name: /accept/i }).click();
    await expect(terms).toBeHidden();
    await expect(productsTitle).toBeVisible();
    expect((await currentUserViaApi(await apiLogin(user))).isTermsAccept).toBe(true);
  });

  /** The shell takes clicks again: the avatar menu opens (an overlay would intercept it). */
  const expectScreenUsable = async () => {
    await expect(productsTitle).toBeVisible();
    await header(page).avatarMenu.click();
    await expect(page.getByRole('menuitem', { name: 'Account Setting' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(terms).toBeHidden();
  };

  await test.step('it does not come back after a reload', async () => {
    await page.reload();
    await expectScreenUsable();
  });

  await test.step('nor after signing in again', async () => {
    await page.goto('/sign-out');
    await expect(page).toHaveURL(/\/login$/);
    await signIn(user);
    await expect(page).toHaveURL(/\/products$/);
    await expectScreenUsable();
  });
});
