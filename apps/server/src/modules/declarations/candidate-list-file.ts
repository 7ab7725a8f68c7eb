// TEMPORARY until the rules branch is merged.
export function readCandidateList(
  _b: Buffer,
  _n: string,
): Promise<
  Array<{ name: string; ec: string | null; cas: string | null; dateOfInclusion: string | null }>
> {
  return Promise.reject(new Error('not merged'));
}
