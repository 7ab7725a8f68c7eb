/**
 * The web app's languages (issue 22): English — the spec's texts, which are also the keys —
 * and German. Texts go through `t('English text')`; English needs no catalogue (a key is its
 * own English), so the German one is loaded only for a German reader and /login carries no
 * translation. The language is the user's choice (Account Setting), else the browser's first
 * supported one (language.ts, which the sign-in pages load without this library); the API is
 * asked in the same language (api-client's Accept-Language).
 */
import { DEFAULT_LANGUAGE, type Language } from '@partproof/shared';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { currentLanguage, setCurrentLanguage } from './language';

void i18next.use(initReactI18next).init({
  lng: currentLanguage(),
  fallbackLng: false,
  resources: {},
  // Keys are English sentences: dots and colons in them are text, not paths.
  keySeparator: false,
  nsSeparator: false,
  // React escapes what it renders.
  interpolation: { escapeValue: false },
  returnEmptyString: false,
});

export const i18n = i18next;

// One catalogue file per area of the app (locales/de/*.json), so areas are translated apart.
const GERMAN = import.meta.glob<Record<string, string>>('./locales/de/*.json', {
  import: 'default',
});

/**
 * The web app's own texts, and the shared messages it shows as they are (`t(MSG.required)`):
 * those come from the server's catalogue, its entries without `{placeholders}` (a built text
 * reaches the screens through the server, already in the reader's language).
 */
async function loadCatalogue(language: Language): Promise<void> {
  if (language === DEFAULT_LANGUAGE || i18next.hasResourceBundle(language, 'translation')) return;
  const [parts, { MESSAGES_DE }] = await Promise.all([
    Promise.all(Object.values(GERMAN).map((load) => load())),
    import('@partproof/shared/messages-de'),
  ]);
  const shared = Object.fromEntries(
    Object.entries(MESSAGES_DE).filter(([english]) => !english.includes('{')),
  );
  i18next.addResourceBundle(language, 'translation', Object.assign(shared, ...parts));
}

/** Switches every text (and `<html lang>`) to `language`, loading its catalogue first. */
export async function applyLanguage(language: Language): Promise<void> {
  await loadCatalogue(language);
  if (i18next.language !== language) await i18next.changeLanguage(language);
  setCurrentLanguage(language);
}

/**
 * Marks an English text kept in data (a table of labels) that is translated where it is
 * drawn, `t(label)`: it returns the text unchanged, and the catalogue check finds it.
 */
export const msg = (text: string): string => text;
