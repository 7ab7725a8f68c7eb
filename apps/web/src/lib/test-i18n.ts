/**
 * For unit tests of helpers that take the reader's `t`: an i18next instance in English with
 * no catalogue, the app's settings (English texts are the keys), so `t` gives the spec's text
 * with its values filled in.
 */
import i18next from 'i18next';

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
