/** Parts (definitions in packages/shared/src/endpoints/parts.ts): the Components screen, where-used. */
import { partApi } from '@partproof/shared';
import type { ApiRoutes } from '../../lib/route.js';
import { route } from '../../lib/route.js';
import { listComponents } from './components.service.js';
import { whereUsed } from './where-used.service.js';

export const partRoutes: ApiRoutes = (app, ctx) => {
  route(app, partApi.components, ({ actor, body }) => {
    const { page = 1, size = 100, sortBy, sortDir = 'asc' } = body ?? {};
    return listComponents(ctx, actor, { page, size, sortDir, ...(sortBy ? { sortBy } : {}) });
  });
  route(app, partApi.whereUsed, ({ actor, params }) => whereUsed(ctx, actor, params.id));
};
