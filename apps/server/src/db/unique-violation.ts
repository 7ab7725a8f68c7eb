/** Recognising a PostgreSQL unique violation (23505), to answer 409 instead of 500. */

/** Whichever driver raised it: pg puts the code on the error, drizzle wraps it in `cause`. */
export function isUniqueViolation(err: unknown): boolean {
  let e: unknown = err;
  for (let i = 0; i < 3 && e; i++) {
    if (typeof e === 'object' && e !== null && 'code' in e && e.code === '23505') {
      return true;
    }
    e = typeof e === 'object' && e !== null && 'cause' in e ? e.cause : undefined;
  }
  return false;
}
