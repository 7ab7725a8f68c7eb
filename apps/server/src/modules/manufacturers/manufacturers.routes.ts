/** Manufacturers (definitions in packages/shared/src/endpoints/manufacturers.ts). */
import { manufacturerApi } from '@partproof/shared';
import type { ApiRoutes } from '../../lib/route.js';
import { route } from '../../lib/route.js';
import { createManufacturer, listManufacturers } from './manufacturers.service.js';

export const manufacturerRoutes: ApiRoutes = (app, ctx) => {
  route(app, manufacturerApi.list, ({ actor, query }) => listManufacturers(ctx, actor, query));
  route(app, manufacturerApi.create, ({ actor, body }) => createManufacturer(ctx, actor, body));
};
