import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ApiRoutes } from '../../app.js';

export const healthRoutes: ApiRoutes = (app, ctx) => {
  app.get(
    '/health',
    {
      config: { public: true },
      schema: { response: { 200: z.object({ status: z.literal('ok') }) } },
    },
    async () => {
      await ctx.db.execute(sql`select 1`);
      return { status: 'ok' as const };
    },
  );
};
