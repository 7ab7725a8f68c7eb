/**
 * The supplier link (DESIGN.md §9.7): the public page's secret, what it shows and what an
 * upload answers. Its limits and texts are in REQUEST_LIMITS / REQUEST_MSG (requests.ts).
 */
import { z } from 'zod';
import { REQUEST_MSG } from './requests.js';

/** The secret in `/supply/{secret}`: 32 random bytes, base64url (43 characters). */
export const SupplySecretParamsSchema = z.object({
  secret: z.string().regex(/^[A-Za-z0-9_-]{43}$/, { error: REQUEST_MSG.linkGone }),
});

/** What the supplier page shows: the provider (never the customer) and the part numbers. */
export const SupplyInfoSchema = z.object({
  provider: z.string(),
  manufacturer: z.string(),
  parts: z.array(z.string()),
  expiresAt: z.string(),
  /** Files already received through this link. */
  received: z.number().int(),
});
export type SupplyInfo = z.infer<typeof SupplyInfoSchema>;

export const SupplyUploadResultSchema = z.object({
  received: z.array(z.object({ file: z.string(), declarationId: z.number().int() })),
});
export type SupplyUploadResult = z.infer<typeof SupplyUploadResultSchema>;
