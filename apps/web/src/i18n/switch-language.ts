/**
 * Switching the screens' language (issue 22): English needs nothing loaded; another language
 * loads the translation library and its catalogue first. Apart from language.ts, which the
 * library itself reads, so the two do not import each other.
 */
import { DEFAULT_LANGUAGE, type Language } from '@partproof/shared';
import { setCurrentLanguage } from './language';

let libraryLoaded = false;

/** Switches the screens to `language`; the translation library loads only when needed. */
export async function switchLanguage(language: Language): Promise<void> {
  // English needs no catalogue: unless the library already shows another language, it can
  // wait for the first translated screen (which starts it in `current`).
  if (language === DEFAULT_LANGUAGE && !libraryLoaded) return setCurrentLanguage(language);
  const { applyLanguage } = await import('./i18n');
  libraryLoaded = true;
  await applyLanguage(language);
}
