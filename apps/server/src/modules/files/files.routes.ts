import { systemApi } from '@partproof/shared';
import type { ApiRoutes } from '../../app.js';
import { refuse } from '../../access/can.js';
import { AppError } from '../../lib/app-error.js';
import { route } from '../../lib/route.js';
import { filePathname, findFile, openFile } from '../../lib/storage.js';
import { verifySignedPath } from '../../lib/tokens.js';
import { contentDisposition } from '../../lib/content-disposition.js';

/**
 * Serves stored files to <img>, <iframe> and new tabs through short-lived signed URLs,
 * since those requests carry no Authorization header (DESIGN.md §4).
 */
export const fileRoutes: ApiRoutes = (app, ctx) => {
  route(app, systemApi.signedFile, async ({ params, query, reply }) => {
    const { id } = params;
    const { exp, sig } = query;
    if (!verifySignedPath(ctx.config.jwtSecret, filePathname(id), exp, sig)) {
      throw refuse('This link has expired');
    }
    const file = await findFile(ctx.db, id);
    if (!file) throw new AppError('NOT_FOUND', 'File not found');
    // A datasheet is opened by every company's users whose products use the part: it is shown
    // as a sandboxed document (no script, no same-origin access), never sniffed, and only the
    // app itself may frame it (the view dialog embeds it).
    if (file.kind === 'datasheet') {
      void reply
        .header('Content-Security-Policy', "sandbox; frame-ancestors 'self'")
        .header('X-Frame-Options', 'SAMEORIGIN');
    }
    return reply
      .header('Content-Type', file.mime)
      .header('Content-Disposition', contentDisposition('inline', file.originalName))
      .header('Cache-Control', 'private, max-age=3600')
      .header('X-Content-Type-Options', 'nosniff')
      .send(openFile(ctx.config.dataDir, id));
  });
};
