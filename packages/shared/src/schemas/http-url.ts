/**
 * Links: what users enter (a certificate's source and document links), imports bring and
 * directories answer is opened by other users' browsers, so only absolute http(s)
 * addresses are stored. `z.url()` alone accepts `javascript:`, `data:` and `vbscript:`
 * links, which would run in the session of whoever clicks them.
 */
import { z } from 'zod';

export const HTTP_URL_MESSAGE = 'Enter a link starting with http:// or https://';

/** Whether a text is an absolute http(s) address: the only links PartProof stores or follows. */
export function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** The schema of every link field a client sends. */
export function httpUrl(max = 2000) {
  return z
    .string()
    .trim()
    .max(max, { error: `At most ${max} characters` })
    .refine(isHttpUrl, { error: HTTP_URL_MESSAGE });
}
