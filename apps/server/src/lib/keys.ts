/**
 * One server secret (JWT_SECRET), a separate key per use. Each key is derived with HKDF under
 * its own label, so what one key signs or seals means nothing to another: a file link's
 * signature can never pass for an access token, and neither opens a sealed mail.
 */
import { hkdfSync } from 'node:crypto';

export type KeyPurpose = 'access-token' | 'file-link' | 'mail-seal';

// Fixed and public: HKDF's salt only separates this application's keys from any other use
// of the same secret; the labels separate the keys from each other.
const SALT = 'partproof-keys-v1';

const cache = new Map<string, Buffer>();

/** The 256-bit key for `purpose`, derived from the server secret (cached: HKDF per call is waste). */
export function deriveKey(secret: string, purpose: KeyPurpose): Buffer {
  const id = `${purpose}\0${secret}`;
  let key = cache.get(id);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', secret, SALT, purpose, 32));
    cache.set(id, key);
  }
  return key;
}
