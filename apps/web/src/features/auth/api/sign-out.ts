/** POST /user/sign-out: ends every session of the token's user on the server. */
import { authApi } from '@partproof/shared';
import { call } from '@/lib/api-client';
import { clearToken, getToken } from '@/lib/token-store';

/** Takes the token explicitly: the stored one is cleared before the answer arrives. */
export function signOut(token: string) {
  return call(authApi.signOut, {}, { token });
}

/**
 * Signs out here at once (token and cached answers gone), then tells the server so the token
 * stops working everywhere. Never fails: when the server cannot be reached (offline, down),
 * this browser is signed out all the same.
 */
export async function signOutEverywhere(clearCache: () => void): Promise<void> {
  const token = getToken();
  clearToken();
  clearCache();
  if (!token) return;
  await signOut(token).catch(() => undefined);
}
