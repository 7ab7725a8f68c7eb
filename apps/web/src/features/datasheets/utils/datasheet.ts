/**
 * What a component's datasheet link is (DESIGN.md §9.1, §9.8): the server answers a signed
 * `/api/files/…` link for a stored PDF, which the view dialog embeds (it is served sandboxed),
 * or the external http(s) address someone gave, which only opens in a new tab (another site
 * may refuse to be framed, and we vouch for nothing it serves).
 */
import { isFileLink } from '@partproof/shared';

export type DatasheetLink =
  { kind: 'file'; url: string } | { kind: 'external'; url: string } | { kind: 'none' };

export function datasheetLink(datasheetURL: string | null | undefined): DatasheetLink {
  if (!datasheetURL) return { kind: 'none' };
  if (isFileLink(datasheetURL)) return { kind: 'file', url: datasheetURL };
  if (/^https?:\/\//i.test(datasheetURL)) return { kind: 'external', url: datasheetURL };
  // Anything else (a relative or odd scheme) is not shown rather than guessed at.
  return { kind: 'none' };
}
