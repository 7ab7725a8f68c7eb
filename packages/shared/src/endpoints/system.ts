/** Calls outside any domain (DESIGN.md §4): health, signed file links, the user manual. */
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';

export const systemApi = {
  health: defineEndpoint({
    method: 'GET',
    path: '/health',
    response: z.object({ status: z.literal('ok') }),
    public: true,
    access: { can: 'public', scope: 'none' },
  }),
  /** A stored file through a short-lived signed URL (`?sig=…&exp=…`). */
  signedFile: defineEndpoint({
    method: 'GET',
    path: '/files/:id',
    params: z.object({ id: z.string() }),
    query: z.object({ exp: z.string().optional(), sig: z.string().optional() }),
    public: true,
    // The signature is the credential: whoever holds a valid link gets the file.
    access: { can: 'public', scope: 'none' },
  }),
  /** The user manual PDF behind the header's User Manual button. */
  manual: defineEndpoint({
    method: 'GET',
    path: '/manual.pdf',
    public: true,
    hidden: true,
    access: { can: 'public', scope: 'none' },
  }),
};
