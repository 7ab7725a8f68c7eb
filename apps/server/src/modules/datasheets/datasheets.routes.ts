/** Datasheets of parts (definitions in packages/shared/src/endpoints/datasheets.ts). */
import { datasheetApi as api } from '@partproof/shared';
import type { ApiRoutes } from '../../lib/route.js';
import { route } from '../../lib/route.js';
import { deleteDatasheet, setDatasheet } from './datasheets.service.js';

export const datasheetRoutes: ApiRoutes = (app, ctx) => {
  // A link alone may also come as JSON (the form's alsoJson, DESIGN.md §9.10).
  route(app, api.set, ({ actor, fields, files }) => setDatasheet(ctx, actor, fields, files[0]));
  route(app, api.remove, ({ actor, body }) => deleteDatasheet(ctx, actor, body.materialId));
};
