/** Flags on components (definitions in packages/shared/src/endpoints/flags.ts). */
import { flagApi as api } from '@partproof/shared';
import type { ApiRoutes } from '../../lib/route.js';
import { route } from '../../lib/route.js';
import { flagMaterial, resolveFlag } from './flags.service.js';

export const flagRoutes: ApiRoutes = (app, ctx) => {
  route(app, api.flag, ({ actor, body }) => flagMaterial(ctx, actor, body));
  route(app, api.resolve, ({ actor, body }) => resolveFlag(ctx, actor, body));
};
