/**
 * The verdict on a parsed material declaration (IPC-1752A, DESIGN.md §9.3): stored with the
 * declaration by the server and shown in the RoHS dialog by the web app.
 */
import { z } from 'zod';

export const VERDICT_RESULTS = ['compliant', 'compliant-with-exemptions', 'not-compliant'] as const;

export const VerdictFindingSchema = z.object({
  /** The Annex II substance (or group) or the candidate-list substance. */
  substance: z.string(),
  /** Its CAS number, when it has one (a group such as PBDE has none). */
  cas: z.string().nullable(),
  /** The homogeneous material; null for a candidate-list substance, measured on the article. */
  material: z.string().nullable(),
  /** Concentration in percent by weight: of the material (RoHS) or of the article (REACH). */
  concentration: z.number(),
  /** The limit in percent by weight. */
  limit: z.number(),
  /** The exemption that allows it (canonical id); null when none applies. */
  exemption: z.string().nullable(),
  text: z.string(),
});

export const DeclarationVerdictSchema = z.object({
  result: z.enum(VERDICT_RESULTS),
  /** Exemptions the verdict relies on (Class D: those applied; Class C: those declared). */
  exemptions: z.array(z.string()),
  /** Substances over a limit, exempted or not. */
  findings: z.array(VerdictFindingSchema),
  /** What could not be checked or was decided without figures (Class C), in words. */
  notes: z.array(z.string()),
});

export type VerdictFinding = z.infer<typeof VerdictFindingSchema>;
export type DeclarationVerdict = z.infer<typeof DeclarationVerdictSchema>;
