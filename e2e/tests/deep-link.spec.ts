import { expect, test } from './support/fixtures.js';
import { loginForm } from './support/ui.js';

test.describe('deep links while signed out', () => {
  for (const target of ['/outbox?x=1', '/products?x=1']) {
    test(`${target} goes to /login and, after signing in, back to ${target}`, async ({
      page,
      admin,
    }) => {
      await page.goto(target);
      await expect(page).toHaveURL(/\/login$/);

      const form = loginForm(page);
      await form.email.fill(admin.email);
      await form.password.fill(admin.password);
      await form.submit.click();

      await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === target);
    });
  }
});
