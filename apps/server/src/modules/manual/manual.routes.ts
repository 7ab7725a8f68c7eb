import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { manualApi } from '@partproof/shared';
import type { ApiRoutes } from '../../lib/route.js';
import { SERVER_ROOT } from '../../config.js';
import { renderManual } from '../../lib/manual-pdf.js';
import { route } from '../../lib/route.js';

const BUILT = path.join(SERVER_ROOT, 'dist', 'user-manual.pdf');

/** The user manual PDF behind the header's User Manual button; public (DESIGN.md §4). */
export const manualRoutes: ApiRoutes = (app) => {
  let cached: Promise<Buffer> | undefined;
  route(app, manualApi.pdf, async ({ reply }) => {
    // Built at build time; rendered on first use when running from source.
    cached ??= existsSync(BUILT) ? Promise.resolve(readFileSync(BUILT)) : renderManual();
    return reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', 'inline; filename="PartProof-user-manual.pdf"')
      .send(await cached);
  });
};
