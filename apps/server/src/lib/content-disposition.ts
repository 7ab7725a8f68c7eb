/**
 * A Content-Disposition header for any file name. Node refuses header values outside
 * Latin-1 (a product named '电源 Prüfgerät' answered 500 on Download CSV), so the plain
 * `filename` is an ASCII fallback — accents dropped, other characters and quotes as '_' —
 * and `filename*` (RFC 6266 / 5987) carries the real name in UTF-8 for every current browser.
 */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii =
    name
      .normalize('NFKD')
      .replace(/\p{M}+/gu, '')
      .replace(/[^\x20-\x7e]|["\\]/g, '_')
      .trim() || 'download';
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
