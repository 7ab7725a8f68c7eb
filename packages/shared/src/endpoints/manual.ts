/**
 * The user manual (DESIGN.md §4): the manual module's one call. Its query lives here rather
 * than in schemas/: it is the endpoint's only schema and nothing else uses it.
 */
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { LANGUAGES } from '../i18n/languages.js';

/**
 * `GET /manual.pdf?lang`: the edition asked for (the manual is written in every language
 * PartProof speaks); without it the request's Accept-Language picks, and English when that
 * names none of them.
 */
export const ManualQuerySchema = z.strictObject({ lang: z.enum(LANGUAGES).optional() });

/** The manual module's endpoints. */
export const manualApi = {
  /** The user manual PDF behind the header's User Manual button. */
  pdf: defineEndpoint({
    method: 'GET',
    path: '/manual.pdf',
    query: ManualQuerySchema,
    hidden: true,
    access: { can: 'public', scope: 'none' },
  }),
};
