import { z } from 'zod';
import { RecordIdSchema } from './common.js';

/** An entry of a lookup list (standards, product types, markets, development statuses). */
export const LookupSchema = z.object({ id: z.number().int(), title: z.string() });
export type Lookup = z.infer<typeof LookupSchema>;

/** A lookup chosen in a form: an existing one, or a new one typed by the user (id null). */
export const LookupInputSchema = z.strictObject({
  id: RecordIdSchema.nullable(),
  title: z.string().trim().min(1).max(120),
});
export type LookupInput = z.infer<typeof LookupInputSchema>;

export const LookupListsSchema = z.object({
  standards: z.array(LookupSchema),
  productTypes: z.array(LookupSchema),
  markets: z.array(LookupSchema),
  developmentStatuses: z.array(LookupSchema),
});
export type LookupLists = z.infer<typeof LookupListsSchema>;

/** `GET /required-certificate`: the certificate kinds a component may need. */
export const RequiredCertificateListSchema = z.object({
  data: z.array(LookupSchema),
  total: z.number().int(),
});
export type RequiredCertificateList = z.infer<typeof RequiredCertificateListSchema>;

export const LOOKUP_KINDS = [
  'standard',
  'productType',
  'market',
  'developmentStatus',
  'certificateKind',
] as const;
export type LookupKind = (typeof LOOKUP_KINDS)[number];
