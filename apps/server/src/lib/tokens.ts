/**
 * Access tokens: a JWT carrying only the user id and token version (DESIGN.md §4); and the
 * signed file links. Each signs with its own key derived from the server secret (lib/keys.ts).
 */
import { createHash, createHmac, randomBytes, timingSafeEqual, webcrypto } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { LIMITS } from '@partproof/shared';
import { deriveKey } from './keys.js';
import { LruCache } from './lru-cache.js';

export interface TokenClaims {
  userId: number;
  version: number;
}

export async function signAccessToken(secret: string, claims: TokenClaims): Promise<string> {
  return new SignJWT({ ver: claims.version })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(claims.userId))
    .setIssuedAt()
    .setExpirationTime(`${LIMITS.accessTokenHours}h`)
    .sign(await accessTokenKey(secret));
}

const accessTokenKeys = new Map<string, Promise<webcrypto.CryptoKey>>();

/**
 * The access-token key as a WebCrypto key, imported once: jose imports raw key bytes again
 * on every call, which was a tenth of the CPU a short API request costs (issue 19 profile).
 */
function accessTokenKey(secret: string): Promise<webcrypto.CryptoKey> {
  let key = accessTokenKeys.get(secret);
  if (!key) {
    key = webcrypto.subtle.importKey(
      'raw',
      deriveKey(secret, 'access-token'),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
    accessTokenKeys.set(secret, key);
  }
  return key;
}

/** A valid token's claims, and when it expires (milliseconds since the epoch). */
export interface VerifiedToken extends TokenClaims {
  expiresAt: number;
}

/**
 * Tokens whose signature was checked: a signed token's claims never change, and a session
 * sends the same token with every request, so the HMAC is checked once per token (it was
 * ~4 % of a short loaded request, issue 19). Keyed by secret and token; an entry lives no
 * longer than its token. Revocation is unaffected: it bumps the user's token version, which
 * is read from the database on every request.
 */
const verifiedTokens = new LruCache<VerifiedToken>(10_000);

/** The claims of a valid token, or null when it is malformed, forged or expired. */
export async function verifyAccessToken(
  secret: string,
  token: string,
): Promise<VerifiedToken | null> {
  const key = `${secret}\0${token}`;
  const known = verifiedTokens.get(key);
  if (known) return known;
  const claims = await checkAccessToken(secret, token);
  if (claims) verifiedTokens.set(key, claims, claims.expiresAt - Date.now());
  return claims;
}

async function checkAccessToken(secret: string, token: string): Promise<VerifiedToken | null> {
  try {
    const { payload } = await jwtVerify(token, await accessTokenKey(secret), {
      algorithms: ['HS256'],
    });
    const userId = Number(payload.sub);
    const version = payload.ver;
    // Every token is signed with an expiry; one without is not ours.
    if (!Number.isInteger(userId) || typeof version !== 'number' || payload.exp === undefined)
      return null;
    return { userId, version, expiresAt: payload.exp * 1000 };
  } catch {
    return null;
  }
}

/** A random secret for links (password reset); only its hash is stored. */
export function randomSecret(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/**
 * Signed URLs for files shown in <img>, <iframe> or a new tab, which carry no
 * Authorization header: `?exp=<unix seconds>&sig=<hmac>`.
 */
function linkSignature(secret: string, pathname: string, exp: number | string): Buffer {
  return createHmac('sha256', deriveKey(secret, 'file-link')).update(`${pathname}:${exp}`).digest();
}

export function signPath(
  secret: string,
  pathname: string,
  ttlSeconds: number,
  now = Date.now(),
): string {
  // Round expiry up to the hour so the same file keeps the same URL and browsers can cache it.
  const exp = Math.ceil((now / 1000 + ttlSeconds) / 3600) * 3600;
  const sig = linkSignature(secret, pathname, exp).toString('base64url');
  return `${pathname}?exp=${exp}&sig=${sig}`;
}

export function verifySignedPath(
  secret: string,
  pathname: string,
  exp: string | undefined,
  sig: string | undefined,
  now = Date.now(),
): boolean {
  if (!exp || !sig || !/^\d+$/.test(exp) || Number(exp) * 1000 < now) return false;
  const expected = linkSignature(secret, pathname, exp);
  const given = Buffer.from(sig, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
