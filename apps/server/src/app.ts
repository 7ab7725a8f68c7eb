/** Builds the Fastify app: plugins, the API under /api, the web UI at /. */
import path from 'node:path';
import { existsSync } from 'node:fs';
import Fastify from 'fastify';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import websocket from '@fastify/websocket';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import { API_PREFIX, LIMITS } from '@partproof/shared';
import type { Config } from './config.js';
import type { Ctx } from './context.js';
import { openApiTransform, type ApiRoutes, type App } from './lib/route.js';
import type { Database } from './db/client.js';
import { registerAuth, requireSignInByDefault } from './plugins/auth.js';
import { registerCompression } from './plugins/compression.js';
import { registerQueryOrder } from './plugins/query-order.js';
import { registerErrorHandler, type SpaShell } from './plugins/errors.js';
import { loggerOptions } from './plugins/request-log.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { compiledSerializerCompiler } from './plugins/serializer.js';
import { refuseUnstorableText } from './plugins/storable-text.js';
import { registerWebApp } from './plugins/web-app.js';
import type { Jobs } from './plugins/jobs.js';
import { auditRoutes } from './modules/audit/audit.routes.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { bomRoutes } from './modules/bom/bom.routes.js';
import { certificateSearchRoutes } from './modules/certificate-search/certificate-search.routes.js';
import { loadLiveRef } from './modules/certificate-search/temp-certificate-dto.js';
import { registerLiveFeed } from './modules/live/live-feed.js';
import { cdocRoutes } from './modules/cdocs/cdocs.routes.js';
import { certificateReviewRoutes } from './modules/certificate-review/certificate-review.routes.js';
import { commentRoutes } from './modules/comments/comments.routes.js';
import { loadCommentRef } from './modules/comments/comment-live.js';
import { companyRoutes } from './modules/companies/companies.routes.js';
import { datasheetRoutes } from './modules/datasheets/datasheets.routes.js';
import { declarationRoutes } from './modules/declarations/declarations.routes.js';
import { fileRoutes } from './modules/files/files.routes.js';
import { flagRoutes } from './modules/flags/flags.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { lookupRoutes } from './modules/lookups/lookups.routes.js';
import { mailRoutes } from './modules/mails/mails.routes.js';
import { manufacturerRoutes } from './modules/manufacturers/manufacturers.routes.js';
import { manualRoutes } from './modules/manual/manual.routes.js';
import { materialRoutes } from './modules/materials/materials.routes.js';
import { partRoutes } from './modules/parts/parts.routes.js';
import { productRoutes } from './modules/products/products.routes.js';
import { technicalFileRoutes } from './modules/technical-file/technical-file.routes.js';
import { homeRoutes } from './modules/home/home.routes.js';
import { requestRoutes } from './modules/requests/requests.routes.js';
import { supplyRoutes } from './modules/supply/supply.routes.js';
import { userRoutes } from './modules/users/users.routes.js';

export interface BuildOptions {
  config: Config;
  database: Database;
  jobs: Jobs;
  logger?: boolean;
  /** Where log lines go instead of stdout (tests read them back). */
  logStream?: DestinationStream;
}

export async function buildApp(options: BuildOptions): Promise<{ app: App; ctx: Ctx }> {
  const { config, database, jobs } = options;
  const app = Fastify({
    logger: options.logger === false ? false : loggerOptions(config.logLevel, options.logStream),
    bodyLimit: 1024 * 1024,
    // X-Forwarded-For only from a proxy on this host or a private network: trusting it from
    // anyone would let a client pick its own IP and dodge the per-IP sign-in limits.
    trustProxy: 'loopback, linklocal, uniquelocal',
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(compiledSerializerCompiler);
  // The one not-found handler (Fastify allows one per prefix) also serves the SPA shell.
  registerQueryOrder(app, database);
  const spaShell: SpaShell = {};
  registerErrorHandler(app, spaShell);
  registerSecurityHeaders(app);

  await app.register(swagger, {
    openapi: { info: { title: 'PartProof API', version: '0.1.0' } },
    transform: openApiTransform,
  });
  // No validator badge: it would fetch an image from a third-party host on every visit.
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { validatorUrl: null } });
  await app.register(multipart, {
    limits: { fileSize: LIMITS.uploadBytes, files: 1, fields: 20, fieldSize: 10_000 },
    // File names as sent, so that lib/multipart.ts can refuse one with folders in it.
    preservePath: true,
  });

  const ctx: Ctx = { db: database.db, config, jobs };
  registerAuth(app, ctx.db, config.jwtSecret);
  // The live feed at /socket (outside /api): 64 KiB is plenty for an auth frame.
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  await registerLiveFeed(app, {
    database,
    config,
    loadRef: (db, cfg, ref) =>
      ref.type === 'materialComment' ? loadCommentRef(db, cfg, ref) : loadLiveRef(db, cfg, ref),
  });

  const api: ApiRoutes[] = [
    healthRoutes,
    authRoutes,
    userRoutes,
    companyRoutes,
    mailRoutes,
    fileRoutes,
    manualRoutes,
    lookupRoutes,
    productRoutes,
    materialRoutes,
    partRoutes,
    declarationRoutes,
    commentRoutes,
    datasheetRoutes,
    auditRoutes,
    bomRoutes,
    cdocRoutes,
    certificateReviewRoutes,
    manufacturerRoutes,
    certificateSearchRoutes,
    requestRoutes,
    supplyRoutes,
    flagRoutes,
    technicalFileRoutes,
    homeRoutes,
  ];
  await app.register(
    async (scoped) => {
      await registerCompression(scoped);
      requireSignInByDefault(scoped);
      refuseUnstorableText(scoped);
      for (const routes of api) routes(scoped, ctx);
      scoped.get('/openapi.json', { schema: { hide: true }, config: { public: true } }, () =>
        app.swagger(),
      );
    },
    { prefix: API_PREFIX },
  );

  if (config.webDist && existsSync(path.join(config.webDist, 'index.html'))) {
    await registerWebApp(app, config.webDist, spaShell);
  }

  await app.ready();
  return { app, ctx };
}
