import { expect, test } from './support/fixtures.js';
import { header, loginForm, storedToken } from './support/ui.js';

test.describe('signing out', () => {
  test('/sign-out clears the stored token and returns to /login', async ({
    page,
    signIn,
    admin,
  }) => {
    await signIn(admin);
    await expect.poll(() => storedToken(page)).not.toBeNull();

    await page.goto('/sign-out');
    await expect(page).toHaveURL(/\/login$/);
    await expect(loginForm(page).title).toBeVisible();
    expect(await storedToken(page)).toBeNull();

    // The session is really gone: a protected page sends us back to /login.
    await page.goto('/products');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('Logout in the avatar menu signs out', async ({ page, signIn, admin }) => {
    await signIn(admin);
    await header(page).avatarMenu.click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await storedToken(page)).toBeNull();
  });
});
