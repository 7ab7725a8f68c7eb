/**
 * The supplier upload link of a request (DESIGN.md §9.7): `PUBLIC_URL/supply/<secret>`, the
 * secret 32 random bytes (base64url, 43 characters). Only its SHA-256 is stored, so a leaked
 * database holds no working link; the mail carries the secret sealed (mails.service secrets).
 */
import { createHash, randomBytes } from 'node:crypto';
import { REQUEST_LIMITS } from '@partproof/shared';
import type { Config } from '../../config.js';

/** What stands for the link in a stored letter, the outbox and the preview. */
export const SUPPLY_LINK_PLACEHOLDER = '[upload link: sent by mail only]';

export const hashSupplySecret = (secret: string) =>
  createHash('sha256').update(secret).digest('hex');

export function newSupplyLink(config: Config, now = new Date()) {
  const secret = randomBytes(32).toString('base64url');
  return {
    secret,
    hash: hashSupplySecret(secret),
    url: supplyUrl(config, secret),
    expiresAt: new Date(now.getTime() + REQUEST_LIMITS.linkDays * 24 * 3600 * 1000),
  };
}

export const supplyUrl = (config: Config, secret: string) => `${config.publicUrl}/supply/${secret}`;
