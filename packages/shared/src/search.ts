/**
 * Search normalisation shared by the BOM search, the documents search and certificate
 * matching (spec §5): lower-case, with punctuation, hyphens, asterisks and whitespace
 * removed, so "RC0603FR-07 10K" and "rc0603fr0710k" compare equal.
 */
export function normalise(text: string | null | undefined): string {
  return (text ?? '')
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s\p{P}\p{S}]+/gu, '');
}

/** True when `query` (already typed by a user) occurs in `value`, both normalised. */
export function matchesQuery(value: string | null | undefined, query: string): boolean {
  const q = normalise(query);
  return q.length > 0 && normalise(value).includes(q);
}
