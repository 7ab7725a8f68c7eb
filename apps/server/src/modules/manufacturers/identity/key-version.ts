/**
 * A fingerprint of everything `resolveManufacturer` depends on. Stored keys
 * (cdocs.holder_key, manufacturers.key) computed under another fingerprint are stale and
 * are recomputed at start-up (../refresh-manufacturer-keys.ts). The tables are hashed; a
 * change to the normaliser's code needs NORMALISER_REVISION raised by hand.
 */
import { createHash } from 'node:crypto';
import { MANUFACTURER_ALIASES } from './manufacturer-aliases.js';
import { GENERIC_WORDS, JOINED_PHRASES, LEGAL_FORMS, PLACES } from './manufacturer-words.js';

/**
 * Raise when manufacturer.ts computes keys differently for the same tables, or when the
 * parts' part-number key (`normalise`, parts/part-keys.ts) changes.
 */
const NORMALISER_REVISION = 3;

export function resolverVersion(): string {
  const tables = JSON.stringify([
    NORMALISER_REVISION,
    MANUFACTURER_ALIASES,
    [...LEGAL_FORMS],
    [...GENERIC_WORDS],
    [...PLACES],
    JOINED_PHRASES.map(([phrase, word]) => [phrase.source, word]),
  ]);
  return createHash('sha256').update(tables).digest('hex').slice(0, 16);
}
