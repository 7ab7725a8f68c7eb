/**
 * Sealing short secrets kept in the database (a reset link in the mail outbox): AES-256-GCM
 * under the 'mail-seal' key, so a database dump or the outbox screen never shows them.
 * Format: `v1.<iv>.<tag>.<ciphertext>`, each part base64url.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { deriveKey } from './keys.js';

const VERSION = 'v1';

export function seal(secret: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', deriveKey(secret, 'mail-seal'), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url'));
  return [VERSION, ...parts].join('.');
}

/** The sealed text; throws when it was sealed under another secret or tampered with. */
export function unseal(secret: string, sealed: string): string {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== VERSION || iv === undefined || tag === undefined || body === undefined) {
    throw new Error('Unknown sealed format');
  }
  // A fixed tag length: without it Node accepts a shortened tag, which weakens the check.
  const decipher = createDecipheriv(
    'aes-256-gcm',
    deriveKey(secret, 'mail-seal'),
    Buffer.from(iv, 'base64url'),
    { authTagLength: 16 },
  );
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  const plain = Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]);
  return plain.toString('utf8');
}
