/**
 * The suite's `test`: a server of its own for each worker (stack.ts) and baseURL from it, the
 * admin ready to use (terms accepted through the API so the modal only appears where a spec
 * asks for it), and `signIn`, which signs in through the login form as a user would.
 */
import { test as base, expect, type Page } from '@playwright/test';
import { acceptTermsViaApi, adminToken } from './api.js';
import { e2eEnv, setStack, type Credentials } from './env.js';
import { startStack, type Stack } from './stack.js';
import { loginForm } from './ui.js';

export interface Fixtures {
  /** Signs in through /login and waits until the app has left the login page. */
  signIn: (credentials: Credentials, page?: Page) => Promise<void>;
}

export interface WorkerFixtures {
  /** This worker's own server, SMTP server and failing directory (stack.ts). */
  stack: Stack;
  admin: Credentials;
}

// Playwright reads a fixture's dependencies from its first parameter, which must be an
// object pattern even when it needs none: hence the empty patterns below.
export const test = base.extend<Fixtures, WorkerFixtures>({
  stack: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const stack = await startStack();
      setStack(stack);
      await use(stack);
      setStack(undefined);
      await stack.stop();
    },
    // Booting a server on a fresh database takes seconds, more on a busy machine.
    { scope: 'worker', auto: true, timeout: 120_000 },
  ],

  baseURL: async ({ stack }, use) => {
    await use(stack.baseUrl);
  },

  admin: [
    async ({ stack: _stack }, use) => {
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
