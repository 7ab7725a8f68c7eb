/**
 * Switching the screens' language (issue 22): English needs nothing loaded; another language
 * loads the translation library and its catalogue first. Apart from language.ts, which the
 * library itself reads, so the two do not import each other.
 */
import { DEFAULT_LANGUAGE, type Language } from '@partproof/shared';
import { currentLanguage, setCurrentLanguage } from './language';

// Set as the library starts loading, so a switch asked meanwhile goes through it too.
let library: Promise<typeof import('./i18n')> | undefined;
const loadLibrary = () =>
  (library ??= import('./i18n').catch((error: unknown) => {
    library = undefined;
    throw error;
  }));

/** Switches the screens to `language`; the translation library loads only when needed. */
export async function switchLanguage(language: Language): Promise<void> {
  // English needs no catalogue: unless the library already shows another language, it can
  // wait for the first translated screen (which starts it in `current`).
  if (language === DEFAULT_LANGUAGE && !library) return setCurrentLanguage(language);
  const { applyLanguage } = await loadLibrary();
  await applyLanguage(language);
}

/**
 * Before a sign-in page or the supplier page shows (router.tsx): a reader of another language
 * than English gets the library and the catalogues of `areas` first, so the page opens in
 * that language; an English reader waits for nothing.
 */
export async function showReaderLanguage(areas: readonly string[]): Promise<void> {
  if (currentLanguage() === DEFAULT_LANGUAGE && !library) return;
  const { showLanguage } = await loadLibrary();
  await showLanguage(areas);
}

/**
 * A guest screen's code (router.tsx) fetched together with its catalogues: its loader shows
 * until both are there, so it opens in the reader's language. Texts that cannot be fetched
 * leave it in English rather than failing the page.
 */
export function withReaderLanguage<M>(
  load: () => Promise<M>,
  areas: readonly string[],
): () => Promise<M> {
  return async () => {
    const [screen] = await Promise.all([load(), showReaderLanguage(areas).catch(() => undefined)]);
    return screen;
  };
}
