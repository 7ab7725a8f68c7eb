import { MSG } from '@partproof/shared';
import { expect, test } from './support/fixtures.js';

test.describe('routes of a signed-in user', () => {
  test.beforeEach(async ({ signIn, admin }) => {
    await signIn(admin);
  });

  test('an unknown path redirects to /products', async ({ page }) => {
    await page.goto('/anything');
    await expect(page).toHaveURL(/\/products$/);
    await expect(page.getByRole('heading', { name: 'Products', exact: true })).toBeVisible();
  });

  test("/404 shows 'Page not found'", async ({ page }) => {
    await page.goto('/404');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByText(MSG.pageNotFound)).toBeVisible();
  });

  test('the guest-only /login sends a signed-in user on to /products', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveURL(/\/products$/);
  });
});
