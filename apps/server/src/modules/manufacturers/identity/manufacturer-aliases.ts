/**
 * Manufacturers that certificates and BOMs name differently: legal entities, subsidiaries,
 * brand changes, acquisitions and house abbreviations. Canonical display name → the other
 * names it appears under. Names are compared after `normaliseManufacturer`, so legal forms,
 * generic words, leading places, punctuation, spacing and accents need no entries of their
 * own ('Suzhou Good-Ark Electronics Co., Ltd.' already equals 'Good-Ark'); the real legal
 * names are listed anyway where they document the group. Keep separately traded companies
 * apart even when they share a name part: TDK-Lambda (power supplies) is not TDK's
 * component business, Samsung Electro-Mechanics is not Samsung Electronics.
 *
 * The groups live in three files by kind of part. Changing them changes resolved keys:
 * stored cdocs.holder_key values are brought up to date at start-up
 * (../refresh-manufacturer-keys.ts).
 */
import { ELECTROMECHANICAL_MAKERS } from './aliases-electromechanical.js';
import { PASSIVE_MAKERS } from './aliases-passive.js';
import { SEMICONDUCTOR_MAKERS } from './aliases-semiconductor.js';
import type { AliasGroups } from './alias-groups.js';

export const MANUFACTURER_ALIASES: AliasGroups = {
  ...PASSIVE_MAKERS,
  ...SEMICONDUCTOR_MAKERS,
  ...ELECTROMECHANICAL_MAKERS,
};

/** How many groups the three files hold (a canonical name repeated would be lost above). */
export const ALIAS_GROUP_COUNT =
  Object.keys(PASSIVE_MAKERS).length +
  Object.keys(SEMICONDUCTOR_MAKERS).length +
  Object.keys(ELECTROMECHANICAL_MAKERS).length;
