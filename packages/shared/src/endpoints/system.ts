/** Calls outside any domain (DESIGN.md §4): health, signed file links, the user manual. */
import { z } from 'zod';
import { defineEndpoint, endpointPath } from '../endpoint.js';

export const systemApi = {
  health: defineEndpoint({
    method: 'GET',
    path: '/health',
    response: z.object({ status: z.literal('ok') }),
    access: { can: 'public', scope: 'none' },
  }),
  /** A stored file through a short-lived signed URL (`?sig=…&exp=…`). */
  signedFile: defineEndpoint({
    method: 'GET',
    path: '/files/:id',
    params: z.object({ id: z.string() }),
    query: z.object({ exp: z.string().optional(), sig: z.string().optional() }),
    // The signature is the credential: whoever holds a valid link gets the file.
    access: { can: 'public', scope: 'none' },
  }),
  /** The user manual PDF behind the header's User Manual button. */
  manual: defineEndpoint({
    method: 'GET',
    path: '/manual.pdf',
    hidden: true,
    access: { can: 'public', scope: 'none' },
  }),
};

/** Where the server mounts every endpoint; paths in the definitions are below it. */
export const API_PREFIX = '/api';

/**
 * The unsigned path of a stored file (`/api/files/<id>`), from the signed-file endpoint's own
 * definition: what the server signs and verifies, and what tells the web app a link is one
 * of ours.
 */
export function fileLinkPath(id: string): string {
  return `${API_PREFIX}${endpointPath(systemApi.signedFile.path, { id })}`;
}

const FILE_LINK_PREFIX = fileLinkPath('');

/** Whether a link points at a stored file of this server (and not at another site). */
export function isFileLink(link: string): boolean {
  return link.startsWith(FILE_LINK_PREFIX) && link.length > FILE_LINK_PREFIX.length;
}
