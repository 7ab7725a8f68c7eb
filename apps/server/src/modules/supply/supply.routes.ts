/** The supplier link's page and upload (definitions in packages/shared/src/endpoints/supply.ts). */
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { supplyApi as api } from '@partproof/shared';
import type { ApiRoutes } from '../../lib/route.js';
import { route } from '../../lib/route.js';
import { linkGone, openLink } from './supply-link.queries.js';
import { assertLinkRoom, limitUploads, receiveUploads, supplyInfo } from './supply.service.js';

export const supplyRoutes: ApiRoutes = (app, ctx) => {
  void app.register((scoped, _opts, done) => {
    // A malformed secret is a link like any unknown one: the same 404 and text, not a 400
    // (a thrown error goes on to the app's error handler, which renders it).
    scoped.setErrorHandler((error) => {
      if (hasZodFastifySchemaValidationErrors(error) && error.validationContext === 'params') {
        throw linkGone();
      }
      throw error;
    });
    route(scoped, api.info, ({ params }) => supplyInfo(ctx, params.secret));
    route(
      scoped,
      api.upload,
      async ({ params, files }) =>
        receiveUploads(ctx, await openLink(ctx.db, params.secret), files),
      {
        // A gone, full or busy link is refused before its files are read.
        beforeForm: async (request) => {
          const { secret } = request.params as { secret: string };
          const link = await openLink(ctx.db, secret);
          assertLinkRoom(ctx, link.request, 0, 0);
          await limitUploads(ctx, link, request.ip);
        },
      },
    );
    done();
  });
};
