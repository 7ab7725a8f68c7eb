/**
 * The built web app (apps/web/dist) at / (issue 19). Vite names every file under assets/
 * after a hash of its content, so a browser may keep those for a year without asking again;
 * index.html and the other files at the top (the favicon) keep their names from one release
 * to the next, so the browser revalidates them on each visit (an ETag makes that a 304).
 * The build writes a .br and a .gz beside each text file; the one the browser accepts is
 * sent as it is, with no compression work per request.
 */
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { SpaShell } from './errors.js';

const HASHED = 'public, max-age=31536000, immutable';
const REVALIDATED = 'no-cache';

/** The Cache-Control of a file of the build; `file` is the one sent (maybe its .br). */
export function webCacheControl(root: string, file: string): string {
  const relative = path.relative(root, file);
  return relative.startsWith(`assets${path.sep}`) ? HASHED : REVALIDATED;
}

export async function registerWebApp(
  app: FastifyInstance,
  webDist: string,
  spaShell: SpaShell,
): Promise<void> {
  const root = path.resolve(webDist);
  await app.register(fastifyStatic, {
    root,
    // One route per file of the build, read at start-up: anything else is the SPA shell.
    wildcard: false,
    preCompressed: true,
    // The compressed siblings are chosen by Accept-Encoding, never asked for by name.
    globIgnore: ['**/*.br', '**/*.gz'],
    // setHeaders writes the one Cache-Control; send's default (max-age=0) would be replaced anyway.
    cacheControl: false,
    setHeaders: (reply, file) => {
      void reply.header('Cache-Control', webCacheControl(root, file));
    },
  });
  // Client-side routes: any GET outside /api that is not a file gets the shell.
  spaShell.serve = (reply) => reply.sendFile('index.html');
}
