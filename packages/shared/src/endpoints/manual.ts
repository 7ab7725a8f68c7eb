/**
 * The user manual (DESIGN.md §4): the manual module's one call.
 */
import { defineEndpoint } from '../endpoint.js';

/** The manual module's endpoints. */
export const manualApi = {
  /** The user manual PDF behind the header's User Manual button. */
  pdf: defineEndpoint({
    method: 'GET',
    path: '/manual.pdf',
    hidden: true,
    access: { can: 'public', scope: 'none' },
  }),
};
