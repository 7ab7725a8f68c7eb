/**
 * `t` for the screens that come before the translation library (issue 22): the sign-in pages
 * and the frame every page starts in (loaders, the error page). /login must stay within its
 * budget (vite-plugins/route-budget.ts), and i18next with react-i18next would not fit, so
 * these screens load neither. In English a text is its own key and needs nothing; for a
 * reader of another language the route loads the library and its catalogue before the
 * screen shows (router.tsx, switch-language.ts `showReaderLanguage`). Once loaded, i18n.ts
 * attaches the library here and every `t` below is i18next's own, following its language.
 * The texts are ordinary `t('English text')` calls with no values, in the catalogues
 * (locales/<language>/sign-in.json) like every other.
 */
import type { i18n as I18n } from 'i18next';
import { useSyncExternalStore } from 'react';

/** A text without values: the English text is the key. */
export type LightT = (text: string) => string;

const english: LightT = (text) => text;
let translate: LightT = english;
const listeners = new Set<() => void>();

function changed(library: I18n): void {
  translate = (text) => library.t(text);
  for (const listener of listeners) listener();
}

/** Called by i18n.ts as the library starts: from then on it translates these screens too. */
export function attachLibrary(library: I18n): void {
  library.on('languageChanged', () => changed(library));
  // A catalogue added to the language in use (the store's event; the instance has none).
  library.store.on('added', () => changed(library));
  changed(library);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => translate;

/** Outside a component (a toast's fallback text): the text in the language in use now. */
export const translateNow: LightT = (text) => translate(text);

/** The reader's `t`; the screen draws again when the language or its catalogue changes. */
export function useLightTranslation(): { t: LightT } {
  return { t: useSyncExternalStore(subscribe, snapshot, snapshot) };
}
