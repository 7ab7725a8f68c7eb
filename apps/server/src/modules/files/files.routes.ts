import { fileApi, fileLinkPath } from '@partproof/shared';
import type { ApiRoutes } from '../../lib/route.js';
import { refuse } from '../../access/can.js';
import { AppError } from '../../lib/app-error.js';
import { route } from '../../lib/route.js';
import { findFile, openFile } from '../../lib/storage.js';
import { verifySignedPath } from '../../lib/tokens.js';
import { contentDisposition } from '../../lib/content-disposition.js';

/** Types a browser shows without running a document of ours: its PDF viewer, an image. */
const INLINE_TYPES = new Set([
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
]);

/**
 * How a stored file is served. Uploads come from anyone (a supplier's link, a customer),
 * and a type the browser renders as a document of its own (XML, HTML, SVG) would run with
 * the app's origin, so:
 * - nothing is sniffed (`nosniff`): the stored type, found by magic bytes, is the type;
 * - a PDF or an image opens in the tab or frame (certificates, avatars, datasheets); every
 *   other file downloads as an attachment;
 * - every file is under `sandbox` (no script, no same-origin access), whatever a browser
 *   makes of it: a PDF from a supplier's link is no more trusted than its XML. Only the app
 *   itself may frame a datasheet (the view dialog embeds it); nothing else is framed.
 *   (Safari draws a sandboxed PDF as an empty page; its users download it instead —
 *   DESIGN-NOTES "Stored files".)
 */
function storedFileHeaders(file: { kind: string; mime: string; originalName: string }) {
  const inline = INLINE_TYPES.has(file.mime);
  const framed = inline && file.kind === 'datasheet';
  return {
    'Content-Type': file.mime,
    'Content-Disposition': contentDisposition(inline ? 'inline' : 'attachment', file.originalName),
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': `sandbox; frame-ancestors ${framed ? "'self'" : "'none'"}`,
    'X-Frame-Options': framed ? 'SAMEORIGIN' : 'DENY',
  };
}

/**
 * Serves stored files to <img>, <iframe> and new tabs through short-lived signed URLs,
 * since those requests carry no Authorization header (DESIGN.md §4).
 */
export const fileRoutes: ApiRoutes = (app, ctx) => {
  route(app, fileApi.signedFile, async ({ params, query, reply }) => {
    const { id } = params;
    const { exp, sig } = query;
    if (!verifySignedPath(ctx.config.jwtSecret, fileLinkPath(id), exp, sig)) {
      throw refuse('This link has expired');
    }
    const file = await findFile(ctx.db, id);
    if (!file) throw new AppError('NOT_FOUND', 'File not found');
    return reply
      .headers(storedFileHeaders(file))
      .header('Cache-Control', 'private, max-age=3600')
      .send(openFile(ctx.config.dataDir, id));
  });
};
