import { homeApi as api } from '@partproof/shared';
import type { ApiRoutes } from '../../lib/route.js';
import { route } from '../../lib/route.js';
import { home, homeQueue } from './home.service.js';

export const homeRoutes: ApiRoutes = (app, ctx) => {
  route(app, api.get, ({ actor }) => home(ctx, actor));
  route(app, api.queue, ({ query }) => homeQueue(ctx, query));
};
