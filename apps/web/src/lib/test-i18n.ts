/**
 * For unit tests of helpers that take the reader's `t`: an i18next instance in English with
 * no catalogue, the app's settings (English texts are the keys), so `t` gives the spec's text
 * with its values filled in.
 */
import i18next from 'i18next';
import { addFormats } from '@/i18n/formats';

const english = i18next.createInstance();
void english.init({
  lng: 'en',
  resources: {},
  initAsync: false,
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
});

export const englishT = english.t.bind(english);

/** The same in German, with every German catalogue of the web app (locales/de/*.json). */
const german = i18next.createInstance();
const GERMAN = import.meta.glob<Record<string, string>>('../i18n/locales/de/*.json', {
  import: 'default',
  eager: true,
});
const germanCatalogue: Record<string, string> = {};
for (const part of Object.values(GERMAN)) Object.assign(germanCatalogue, part);
void german.init({
  lng: 'de',
  resources: { de: { translation: germanCatalogue } },
  initAsync: false,
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
});

addFormats(german);

export const germanT = german.t.bind(german);
