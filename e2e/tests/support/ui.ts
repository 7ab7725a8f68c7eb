/**
 * Locators for the shell and the foundation's screens, by what a user sees: labels,
 * button texts, dialog titles. One place to keep them in step with apps/web.
 */
import type { Page } from '@playwright/test';

export function loginForm(page: Page) {
  return {
    title: page.getByRole('heading', { name: 'Sign in to your account' }),
    // The fields and the button in English or German: a German browser gets German pages.
    email: page.getByLabel(/^(Email|E-Mail)$/),
    password: page.getByLabel(/^(Password|Passwort)$/),
    submit: page.getByRole('button', { name: /^(Sign in|Anmelden)$/ }),
    forgotLink: page.getByRole('link', { name: 'Forgot password?' }),
  };
}

export function header(page: Page) {
  const banner = page.getByRole('banner');
  return {
    banner,
    nav: (name: string) => banner.getByRole('link', { name, exact: true }),
    // A link that looks like a button: it opens the PDF in a new tab.
    userManual: banner.getByRole('link', { name: 'User Manual' }),
    createCompany: banner.getByRole('button', { name: 'Create Company' }),
    createUser: banner.getByRole('button', { name: 'Create User' }),
    users: banner.getByRole('button', { name: 'Users', exact: true }),
    avatarMenu: banner.getByRole('button', { name: 'Account menu' }),
  };
}

export function dialog(page: Page, name: string | RegExp) {
  return page.getByRole('dialog', { name });
}

/** Mantine notifications render as role="alert" at the top center. */
export function toast(page: Page, text: string | RegExp) {
  return page.getByRole('alert').filter({ hasText: text });
}

/** Where apps/web/src/lib/token-store.ts keeps the access token (local or session storage). */
export const TOKEN_KEY = 'accessToken';

export function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(
    (key) => localStorage.getItem(key) ?? sessionStorage.getItem(key),
    TOKEN_KEY,
  );
}
