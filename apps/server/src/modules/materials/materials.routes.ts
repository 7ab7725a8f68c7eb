import { MATERIAL_STATUSES, materialApi } from '@partproof/shared';
import type { ApiRoutes } from '../../lib/route.js';
import { route } from '../../lib/route.js';
import {
  deleteMaterials,
  getMaterial,
  saveMaterial,
  updateMaterial,
  updateMaterialStatus,
} from './materials.service.js';

export const materialRoutes: ApiRoutes = (app, ctx) => {
  route(app, materialApi.get, ({ actor, body }) => getMaterial(ctx, actor, body.id));
  route(app, materialApi.save, ({ actor, body }) => saveMaterial(ctx, actor, body));
  route(app, materialApi.update, ({ actor, body }) => updateMaterial(ctx, actor, body));
  route(app, materialApi.delete, ({ actor, body }) => deleteMaterials(ctx, actor, body));
  route(app, materialApi.statuses, () => ({
    data: MATERIAL_STATUSES.map(({ id, label }) => ({ id, label })),
    total: MATERIAL_STATUSES.length,
  }));
  route(app, materialApi.updateStatus, ({ actor, params, body }) =>
    updateMaterialStatus(ctx, actor, params.id, body.materialStatus.id),
  );
};
