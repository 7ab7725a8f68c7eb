/**
 * Which language the screens are in, without the translation library (issue 22): the API
 * client asks the server in it, and sign-in pages load no more than this. `applyLanguage`
 * (i18n.ts, through switch-language.ts) sets it once the texts have switched.
 */
import { isLanguage, pickLanguage, type Language } from '@partproof/shared';

const STORAGE_KEY = 'language';

/** The language last used on this browser, else the browser's preference. */
export function browserLanguage(): Language {
  // Outside a browser (unit tests under Node) there is neither: English.
  if (typeof localStorage === 'undefined' || typeof navigator === 'undefined') return 'en';
  const stored = localStorage.getItem(STORAGE_KEY);
  return isLanguage(stored) ? stored : pickLanguage(navigator.languages);
}

// Until a user is signed in, the browser's: the server answers a sign-in page's calls in it.
// Read on first use, not when the module loads.
let current: Language | null = null;

export function currentLanguage(): Language {
  current ??= browserLanguage();
  return current;
}

/** Remembers `language` as the one in use, on this browser too (for the next sign-in page). */
export function setCurrentLanguage(language: Language): void {
  current = language;
  localStorage.setItem(STORAGE_KEY, language);
  document.documentElement.lang = language;
}
