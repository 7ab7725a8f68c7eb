/**
 * The suite's `test`: baseURL from global setup, the admin ready to use (terms accepted
 * through the API so the modal only appears where a spec asks for it), and `signIn`, which
 * signs in through the login form as a user would.
 */
import { test as base, expect, type Page } from '@playwright/test';
import { acceptTermsViaApi, adminToken } from './api.js';
import { e2eEnv, type Credentials } from './env.js';
import { loginForm } from './ui.js';

export interface Fixtures {
  /** Signs in through /login and waits until the app has left the login page. */
  signIn: (credentials: Credentials, page?: Page) => Promise<void>;
}

export interface WorkerFixtures {
  admin: Credentials;
}

// Playwright reads a fixture's dependencies from its first parameter, which must be an
// object pattern even when it needs none: hence the empty patterns below.
export const test = base.extend<Fixtures, WorkerFixtures>({
  // Global setup sets BASE_URL before the worker starts; read it here explicitly.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => {
    await use(e2eEnv.baseUrl);
  },

  admin: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      await acceptTermsViaApi(await adminToken());
      await use(e2eEnv.admin);
    },
    { scope: 'worker' },
  ],

  signIn: async ({ page }, use) => {
    await use(async (credentials, target = page) => {
      await target.goto('/login');
      const form = loginForm(target);
      await form.email.fill(credentials.email);
      await form.password.fill(credentials.password);
      await form.submit.click();
      await expect(target).not.toHaveURL(/\/login(\?|$)/);
    });
  },
});

export { expect };
