import { MSG } from '@partproof/shared';
import { acceptTermsViaApi, adminToken, apiLogin, createUserViaApi } from './support/api.js';
import { uniqueEmail } from './support/env.js';
import { expect, test } from './support/fixtures.js';
import { waitForMail } from './support/mail.js';
import { loginForm, toast } from './support/ui.js';

test('forgot password: the mailed link sets a new password once', async ({ page, signIn }) => {
  const oldPassword = 'Old-password-1';
  const newPassword = 'New-password-2';
  const user = await createUserViaApi(await adminToken(), {
    email: uniqueEmail('reset'),
    password: oldPassword,
    role: 4,
  });
  await acceptTermsViaApi(await apiLogin(user));

  await test.step('ask for the mail from the login page', async () => {
    await page.goto('/login');
    await loginForm(page).forgotLink.click();
    await expect(page).toHaveURL(/\/forget-password$/);
    // The address changes at once, but the sign-in form (with its own Email field) stays on
    // view until the next screen's code has come: wait for that screen before typing.
    await expect(page.getByRole('heading', { name: 'Forgot password' })).toBeVisible();
    await page.getByLabel('Email', { exact: true }).fill(user.email);
    await page.getByRole('button', { name: 'Send mail' }).click();
    await expect(toast(page, MSG.checkEmailToReset)).toBeVisible();
  });

  const mail = await waitForMail(user.email, (m) => m.text.includes('/reset-password/'));
  const link = mail.links.find((l) => l.includes('/reset-password/'));
  expect(link, `a reset link in:\n${mail.text}`).toBeDefined();
  const resetUrl = new URL(link ?? '');
  expect(resetUrl.pathname).toMatch(/^\/reset-password\/[\w-]{20,}$/);

  const password = page.getByLabel('Password', { exact: true });
  const confirm = page.getByLabel('Confirm password');
  const submit = page.getByRole('button', { name: 'Confirm' });

  await test.step('the reset form validates before it sends', async () => {
    await page.goto(resetUrl.pathname);
    await submit.click();
    await expect(page.getByText(MSG.passwordRequired, { exact: true })).toBeVisible();
    await expect(page.getByText(MSG.confirmPasswordRequired, { exact: true })).toBeVisible();

    await password.fill('short');
    await confirm.fill('short');
    await submit.click();
    const lengthError = page.getByText(MSG.passwordLength, { exact: true });
    await expect(lengthError).toBeVisible();
    // getByText normalises whitespace: check the spec's two spaces are really there.
    expect(await lengthError.textContent()).toContain(
      'Password length must be greater than  eight character',
    );

    await password.fill(newPassword);
    await confirm.fill(`${newPassword}-other`);
    await submit.click();
    await expect(page.getByText(MSG.passwordNotMatch, { exact: true })).toBeVisible();
  });

  await test.step('a matching new password is saved', async () => {
    await confirm.fill(newPassword);
    await submit.click();
    await expect(toast(page, MSG.passwordReset)).toBeVisible();
    // Success goes to /, which sends a guest on to /login.
    await expect(page).toHaveURL(/\/login$/);
  });

  await test.step('the old password no longer signs in', async () => {
    const form = loginForm(page);
    await form.email.fill(user.email);
    await form.password.fill(oldPassword);
    await form.submit.click();
    await expect(toast(page, MSG.invalidCredentials)).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  await test.step('the new password signs in', async () => {
    await signIn({ email: user.email, password: newPassword });
    await expect(page).toHaveURL(/\/products$/);
    await page.goto('/sign-out');
    await expect(page).toHaveURL(/\/login$/);
  });

  await test.step('the used link no longer works', async () => {
    await page.goto(resetUrl.pathname);
    await password.fill('Third-password-3');
    await confirm.fill('Third-password-3');
    await submit.click();
    await expect(toast(page, MSG.resetLinkInvalid)).toBeVisible();
    await expect(page).toHaveURL(resetUrl.pathname);
    await expect(apiLogin({ email: user.email, password: 'Third-password-3' })).rejects.toThrow(
      /401/,
    );
  });
});
