/**
 * Stored files through short-lived signed links (DESIGN.md §4): the files module's one call,
 * and the link helpers derived from its definition.
 */
import { z } from 'zod';
import { API_PREFIX, defineEndpoint, endpointPath } from '../endpoint.js';

/** The files module's endpoints. */
export const fileApi = {
  /** A stored file through a short-lived signed URL (`?sig=…&exp=…`). */
  signedFile: defineEndpoint({
    method: 'GET',
    path: '/files/:id',
    params: z.object({ id: z.string() }),
    query: z.object({ exp: z.string().optional(), sig: z.string().optional() }),
    // The signature is the credential: whoever holds a valid link gets the file.
    access: { can: 'public', scope: 'none' },
  }),
};

/**
 * The unsigned path of a stored file (`/api/files/<id>`), from the signed-file endpoint's own
 * definition: what the server signs and verifies, and what tells the web app a link is one
 * of ours.
 */
export function fileLinkPath(id: string): string {
  return `${API_PREFIX}${endpointPath(fileApi.signedFile.path, { id })}`;
}

const FILE_LINK_PREFIX = fileLinkPath('');

/** Whether a link points at a stored file of this server (and not at another site). */
export function isFileLink(link: string): boolean {
  return link.startsWith(FILE_LINK_PREFIX) && link.length > FILE_LINK_PREFIX.length;
}
