import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { manualApi, type Language } from '@partproof/shared';
import type { ApiRoutes } from '../../lib/route.js';
import { SERVER_ROOT } from '../../config.js';
import { contentDisposition } from '../../lib/content-disposition.js';
import { MANUAL_EDITIONS, renderManual } from '../../lib/manual-pdf.js';
import { requestLanguage, varyByLanguage } from '../../lib/request-language.js';
import { route } from '../../lib/route.js';

/**
 * The user manual PDF behind the header's User Manual button, in the language asked for,
 * else the request's (Accept-Language), else English; public (DESIGN.md §4).
 */
export const manualRoutes: ApiRoutes = (app) => {
  const cached = new Map<Language, Promise<Buffer>>();
  const pdfOf = (language: Language): Promise<Buffer> => {
    // Built at build time; rendered on first use when running from source.
    const built = path.join(SERVER_ROOT, 'dist', MANUAL_EDITIONS[language].builtAs);
    const pdf =
      cached.get(language) ??
      (existsSync(built) ? Promise.resolve(readFileSync(built)) : renderManual(language));
    cached.set(language, pdf);
    return pdf;
  };

  route(app, manualApi.pdf, async ({ query, request, reply }) => {
    // Without ?lang the answer depends on the header: a cache must not mix the editions.
    if (!query.lang) varyByLanguage(reply);
    const language = query.lang ?? requestLanguage(request);
    return reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Language', language)
      .header(
        'Content-Disposition',
        contentDisposition('inline', MANUAL_EDITIONS[language].fileName),
      )
      .send(await pdfOf(language));
  });
};
