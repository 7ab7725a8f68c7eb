/**
 * The lookup lists (spec §7 standard-substitutions, required-certificate): standards, product
 * types, markets, development statuses and certificate kinds. Registered by
 * apps/server/src/modules/lookups/.
 */
import { defineEndpoint } from '../endpoint.js';
import { EmptyBodySchema } from '../schemas/common.js';
import { LookupListsSchema, RequiredCertificateListSchema } from '../schemas/lookups.js';

export const lookupApi = {
  all: defineEndpoint({
    method: 'POST',
    path: '/standard-substitutions/all',
    body: EmptyBodySchema,
    response: LookupListsSchema,
    // The seeded entries plus those the caller's company typed.
    access: { can: 'signed-in', scope: 'company' },
  }),
  /** The certificate kinds a component may need (its requiredCertificates). */
  requiredCertificates: defineEndpoint({
    method: 'GET',
    path: '/required-certificate',
    response: RequiredCertificateListSchema,
    access: { can: 'signed-in', scope: 'global' },
  }),
};
