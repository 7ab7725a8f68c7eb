/** Parts (DESIGN.md §9.1): where a part is used. The Components screen's call lives with products' paths. */
import { IdSchema, WhereUsedListSchema } from '@partproof/shared';
import { z } from 'zod';
import type { ApiRoutes } from '../../app.js';
import { requireActor } from '../../plugins/auth.js';
import { whereUsed } from './where-used.service.js';

export const partRoutes: ApiRoutes = (app, ctx) => {
  app.get(
    '/part/:id/where-used',
    {
      schema: {
        description: 'The products and components using a part, as far as the caller may see.',
        params: z.object({ id: IdSchema }),
        response: { 200: WhereUsedListSchema },
      },
    },
    (request) => whereUsed(ctx, requireActor(request), request.params.id),
  );
};
