import { z } from 'zod';
import { EmptyBodySchema, LookupListsSchema, LookupSchema } from '@partproof/shared';
import type { ApiRoutes } from '../../app.js';
import { allLookupLists, listLookups } from './lookups.service.js';

export const lookupRoutes: ApiRoutes = (app, ctx) => {
  app.post(
    '/standard-substitutions/all',
    { schema: { body: EmptyBodySchema, response: { 200: LookupListsSchema } } },
    () => allLookupLists(ctx.db),
  );

  /** The certificate kinds a component may need (its requiredCertificates). */
  app.get(
    '/required-certificate',
    {
      schema: {
        response: { 200: z.object({ data: z.array(LookupSchema), total: z.number().int() }) },
      },
    },
    async () => {
      const data = await listLookups(ctx.db, 'certificateKind');
      return { data, total: data.length };
    },
  );
};
