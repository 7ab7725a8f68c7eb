/**
 * Remembering where an unauthenticated user was going (spec §2) and sending them back there
 * after sign-in. Only same-origin app paths are accepted, never guest pages.
 */
export interface LocationLike {
  pathname: string;
  search?: string;
  hash?: string;
}

/** The navigation state the guards hand to /login. */
export interface LoginState {
  from: string;
}

const GUEST_PREFIXES = ['/login', '/forget-password', '/reset-password', '/sign-out'];

export function isGuestPath(pathname: string): boolean {
  return GUEST_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

export function originOf(location: LocationLike): string {
  return `${location.pathname}${location.search ?? ''}${location.hash ?? ''}`;
}

export function loginState(location: LocationLike): LoginState | undefined {
  if (isGuestPath(location.pathname) || location.pathname === '/') return undefined;
  return { from: originOf(location) };
}

function isSafeAppPath(path: string): boolean {
  // "//host" and "/\host" would leave the app; so would anything not starting with "/".
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return false;
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  return !isGuestPath(pathname);
}

/** Where to go once signed in: the remembered origin when it is a safe app path, else "/". */
export function redirectTarget(state: unknown): string {
  if (typeof state !== 'object' || state === null || !('from' in state)) return '/';
  const { from } = state;
  return typeof from === 'string' && isSafeAppPath(from) ? from : '/';
}
