/**
 * The health check (DESIGN.md §4): the health module's one call.
 */
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';

/** The health module's endpoints. */
export const healthApi = {
  check: defineEndpoint({
    method: 'GET',
    path: '/health',
    response: z.object({ status: z.literal('ok') }),
    access: { can: 'public', scope: 'none' },
  }),
};
