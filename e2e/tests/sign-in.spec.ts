import { MSG } from '@partproof/shared';
import { expect, test } from './support/fixtures.js';
import { loginForm, toast } from './support/ui.js';

test.describe('sign-in form', () => {
  test('shows the validation texts for a missing or malformed email and a missing password', async ({
    page,
  }) => {
    await page.goto('/login');
    const form = loginForm(page);
    await expect(form.title).toBeVisible();

    await form.submit.click();
    await expect(page.getByText(MSG.emailRequired, { exact: true })).toBeVisible();
    await expect(page.getByText(MSG.passwordRequired, { exact: true })).toBeVisible();

    await form.email.fill('not-an-email');
    await form.submit.click();
    await expect(page.getByText(MSG.invalidEmail, { exact: true })).toBeVisible();
    await expect(page.getByText(MSG.emailRequired, { exact: true })).toBeHidden();
    await expect(page).toHaveURL(/\/login$/);
  });

  test("a wrong password shows the server's message and stays on the login page", async ({
    page,
    admin,
  }) => {
    await page.goto('/login');
    const form = loginForm(page);
    await form.email.fill(admin.email);
    await form.password.fill(`${admin.password}-wrong`);
    await form.submit.click();

    await expect(toast(page, MSG.invalidCredentials)).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });
});
