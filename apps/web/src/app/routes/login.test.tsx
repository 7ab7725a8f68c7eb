/**
 * The sign-in page in the reader's language (issue 22), drawn to HTML under Node: English
 * with no translation library at all, German once the route has fetched its texts.
 */
import { LoginSchema, MSG } from '@partproof/shared';
import { schemaResolver } from '@mantine/form';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { stubBrowserStorage } from '@/lib/test-browser';
import { translatedErrors } from '@/features/auth/utils/translated-errors';

const stored = stubBrowserStorage();
const { LoginRoute } = await import('./login');
const { AppProvider } = await import('../providers');
const { withReaderLanguage } = await import('@/i18n/switch-language');

function render(screen: ReactNode): string {
  const html = renderToStaticMarkup(
    <AppProvider>
      <MemoryRouter>{screen}</MemoryRouter>
    </AppProvider>,
  );
  // React separates neighbouring texts with empty comments.
  return html.replaceAll('<!-- -->', '');
}

afterAll(() => vi.unstubAllGlobals());

describe('the sign-in page', () => {
  it('is in English, the spec’s words, before any translation library is loaded', () => {
    const html = render(<LoginRoute />);
    for (const text of [
      'Sign in to your account',
      '>Email<',
      '>Password<',
      '>Remember me<',
      '>Forgot password?<',
      '>Sign in<',
      'aria-label="Show or hide the text"',
    ])
      expect(html).toContain(text);
  });

  it('is in German for a reader whose browser asks for German', async () => {
    vi.stubGlobal('navigator', { languages: ['de-DE', 'de', 'en'] });
    vi.stubGlobal('document', { documentElement: { lang: 'en' } });

    // As the router loads the page: its code and its texts together.
    const { LoginRoute: GermanLoginRoute } = await withReaderLanguage(
      () => import('./login'),
      ['sign-in'],
    )();
    const html = render(<GermanLoginRoute />);
    for (const text of [
      'Melden Sie sich bei Ihrem Konto an',
      '>E-Mail<',
      '>Passwort<',
      '>Angemeldet bleiben<',
      '>Passwort vergessen?<',
      '>Anmelden<',
      'aria-label="Text anzeigen oder verbergen"',
    ])
      expect(html).toContain(text);
    for (const english of ['Remember me', 'Forgot password?', '>Sign in<'])
      expect(html).not.toContain(english);
    expect(document.documentElement.lang).toBe('de');
    // The browser's language is followed, not remembered as a choice.
    expect(stored.has('language')).toBe(false);
  });

  it('shows the shared validation messages in German', async () => {
    const { i18n } = await import('@/i18n/i18n');
    const resolve = schemaResolver(LoginSchema, { sync: true });
    const errors = resolve({ email: '', password: '' });
    expect(errors).toMatchObject({ email: MSG.emailRequired, password: MSG.passwordRequired });
    const translate = translatedErrors((text) => i18n.t(text));
    expect(translate({ inputProps: { onChange: null, error: errors.email } })).toEqual({
      error: 'E-Mail-Adresse ist erforderlich',
    });
    expect(translate({ inputProps: { onChange: null, error: errors.password } })).toEqual({
      error: 'Passwort ist erforderlich',
    });
    expect(translate({ inputProps: { onChange: null } })).toBeUndefined();
    // A failure the server did not word (offline): the toast's fallback text in German too.
    const { errorMessage } = await import('@/lib/notify');
    expect(errorMessage(new TypeError('Failed to fetch'))).toBe('Fehler');
  });
});
