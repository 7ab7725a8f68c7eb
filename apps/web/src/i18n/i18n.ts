/**
 * The web app's languages (issue 22): English — the spec's texts, which are also the keys —
 * and German. Texts go through `t('English text')`; English needs no catalogue (a key is its
 * own English), so the German one is loaded only for a German reader and /login carries no
 * translation. The language is the user's choice (Account Setting), else the browser's first
 * supported one (language.ts, which the sign-in pages load without this library); the API is
 * asked in the same language (api-client's Accept-Language). The sign-in pages translate
 * through light-translation.ts, which this library takes over once it is loaded.
 */
import { DEFAULT_LANGUAGE, type Language } from '@partproof/shared';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { currentLanguage, setCurrentLanguage } from './language';
import { addFormats } from './formats';
import { attachLibrary } from './light-translation';

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
addFormats(i18next);
attachLibrary(i18next);

// One catalogue file per area of the app (locales/de/*.json), so areas are translated apart.
const GERMAN = import.meta.glob<Record<string, string>>('./locales/de/*.json', {
  import: 'default',
});

/** The catalogue files already added; a file's name is its area (sign-in, products…). */
const added = new Set<string>();
const areaOf = (file: string) => file.replace(/^.*\/|\.json$/g, '');

/**
 * The web app's own texts, and the shared messages it shows as they are (`t(MSG.required)`):
 * those come from the server's catalogue, its entries without `{placeholders}` (a built text
 * reaches the screens through the server, already in the reader's language). `areas` limits
 * the files to those areas (a sign-in page needs its own only); the rest follow later.
 */
async function loadCatalogue(language: Language, areas?: readonly string[]): Promise<void> {
  if (language === DEFAULT_LANGUAGE) return;
  const files = Object.entries(GERMAN).filter(
    ([file]) => !added.has(file) && (!areas || areas.includes(areaOf(file))),
  );
  if (files.length === 0) return;
  const first = added.size === 0;
  const [parts, shared] = await Promise.all([
    Promise.all(files.map(([, load]) => load())),
    first
      ? import('@partproof/shared/messages-de').then(({ MESSAGES_DE }) =>
          Object.fromEntries(
            Object.entries(MESSAGES_DE).filter(([english]) => !english.includes('{')),
          ),
        )
      : {},
  ]);
  i18next.addResourceBundle(language, 'translation', Object.assign(shared, ...parts), true, true);
  for (const [file] of files) added.add(file);
}

// One change of language at a time, in the order asked: a sign-in page's reader language
// must not land after the user's own choice that followed it.
let queue: Promise<unknown> = Promise.resolve();
function inTurn(change: () => Promise<void>): Promise<void> {
  const run = queue.then(change);
  queue = run.catch(() => undefined);
  return run;
}

/** Switches every text (and `<html lang>`) to `language`, loading its catalogue first. */
export function applyLanguage(language: Language): Promise<void> {
  return inTurn(async () => {
    await loadCatalogue(language);
    if (i18next.language !== language) await i18next.changeLanguage(language);
    setCurrentLanguage(language);
  });
}

/**
 * For a reader without a session (the sign-in pages, the supplier page): the language the
 * screens are in (language.ts: the browser's), with the catalogues of `areas` only. Read when
 * its turn comes, so a user's choice made meanwhile wins; not remembered on this browser.
 */
export function showLanguage(areas: readonly string[]): Promise<void> {
  return inTurn(async () => {
    const language = currentLanguage();
    await loadCatalogue(language, areas);
    if (i18next.language !== language) await i18next.changeLanguage(language);
    document.documentElement.lang = language;
  });
}

/**
 * Marks an English text kept in data (a table of labels) that is translated where it is
 * drawn, `t(label)`: it returns the text unchanged, and the catalogue check finds it.
 */
export const msg = (text: string): string => text;
