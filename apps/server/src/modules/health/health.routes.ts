import { sql } from 'drizzle-orm';
import { healthApi } from '@partproof/shared';
import type { ApiRoutes } from '../../lib/route.js';
import { route } from '../../lib/route.js';

/** `{status: 'ok'}` once the database answers (DESIGN.md §4). */
export const healthRoutes: ApiRoutes = (app, ctx) => {
  route(app, healthApi.check, async () => {
    await ctx.db.execute(sql`select 1`);
    return { status: 'ok' as const };
  });
};
