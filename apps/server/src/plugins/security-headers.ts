/**
 * Security headers on every response (DESIGN.md §6): the web app, the API, signed files
 * and the API docs. Written here rather than taken from a package: four headers do not
 * need a dependency. A route that sets its own Content-Security-Policy keeps it.
 */
import type { FastifyInstance } from 'fastify';

/**
 * What the web app (a Vite build: scripts and styles from its own origin only) needs:
 * - style-src 'unsafe-inline': Mantine writes its theme's CSS variables into <style>
 *   elements at run time; scripts stay 'self' only, so no injected script runs;
 * - img-src data: blob: — images a page builds itself; avatars and certificates come
 *   from /api/files, the same origin;
 * - connect-src ws: wss: — the live feed's websocket (older Safari does not count a
 *   same-host ws:// as 'self');
 * - frame-ancestors 'none': no other site frames PartProof (clickjacking).
 * The API docs (Swagger UI at /api/docs) load their scripts and styles from /api/docs
 * too and render under the same policy.
 */
const APP_POLICY = {
  'default-src': "'self'",
  'script-src': "'self'",
  'style-src': "'self' 'unsafe-inline'",
  'img-src': "'self' data: blob:",
  'font-src': "'self' data:",
  'connect-src': "'self' ws: wss:",
  'object-src': "'none'",
  'base-uri': "'self'",
  'form-action': "'self'",
  'frame-ancestors': "'none'",
};

/**
 * A PDF opened in a tab (certificates, datasheets, the user manual): Chrome shows it in a
 * plugin document whose <embed> of the PDF itself counts as an object, so object-src
 * 'none' would leave the tab blank (crbug.com/271452).
 */
const PDF_POLICY = { ...APP_POLICY, 'object-src': "'self'" };

const serialize = (policy: Record<string, string>) =>
  Object.entries(policy)
    .map(([directive, sources]) => `${directive} ${sources}`)
    .join('; ');

const CONTENT_SECURITY_POLICY = serialize(APP_POLICY);
const PDF_CONTENT_SECURITY_POLICY = serialize(PDF_POLICY);

const HEADERS: Record<string, string> = {
  // Signed file links carry their signature in the URL: no page sends it on.
  'Referrer-Policy': 'no-referrer',
  'X-Content-Type-Options': 'nosniff',
  // frame-ancestors for browsers that predate it.
  'X-Frame-Options': 'DENY',
};

export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (!reply.hasHeader('Content-Security-Policy')) {
      const pdf = String(reply.getHeader('Content-Type') ?? '').startsWith('application/pdf');
      void reply.header(
        'Content-Security-Policy',
        pdf ? PDF_CONTENT_SECURITY_POLICY : CONTENT_SECURITY_POLICY,
      );
    }
    for (const [name, value] of Object.entries(HEADERS))
      if (!reply.hasHeader(name)) void reply.header(name, value);
    done(null, payload);
  });
}
