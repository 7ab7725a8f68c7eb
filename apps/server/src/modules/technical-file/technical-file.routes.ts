import { technicalFileApi } from '@partproof/shared';
import type { ApiRoutes } from '../../lib/route.js';
import { route } from '../../lib/route.js';
import { technicalFile } from './technical-file.service.js';

export const technicalFileRoutes: ApiRoutes = (app, ctx) => {
  route(app, technicalFileApi.get, ({ actor, params }) => technicalFile(ctx, actor, params.id));
};
