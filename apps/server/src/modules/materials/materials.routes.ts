import { z } from 'zod';
import {
  MATERIAL_STATUSES,
  MaterialDeleteResultSchema,
  MaterialDeleteSchema,
  MaterialSaveResultSchema,
  MaterialStatusListSchema,
  MaterialSaveSchema,
  MaterialSchema,
  MaterialStatusUpdateSchema,
  MaterialUpdateSchema,
  ProductIdSchema,
} from '@partproof/shared';
import type { ApiRoutes } from '../../app.js';
import { requireActor } from '../../plugins/auth.js';
import {
  deleteMaterials,
  getMaterial,
  saveMaterial,
  updateMaterial,
  updateMaterialStatus,
} from './materials.service.js';

export const materialRoutes: ApiRoutes = (app, ctx) => {
  app.post(
    '/material/get',
    { schema: { body: ProductIdSchema, response: { 200: MaterialSchema } } },
    (request) => getMaterial(ctx, requireActor(request), request.body.id),
  );

  app.post(
    '/material/save',
    {
      schema: {
        body: MaterialSaveSchema,
        response: { 201: MaterialSaveResultSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await saveMaterial(ctx, requireActor(request), request.body)),
  );

  app.post(
    '/material/update',
    { schema: { body: MaterialUpdateSchema, response: { 200: MaterialSchema } } },
    (request) => updateMaterial(ctx, requireActor(request), request.body),
  );

  app.post(
    '/material/delete',
    {
      schema: {
        body: MaterialDeleteSchema,
        response: { 200: MaterialDeleteResultSchema },
      },
    },
    (request) => deleteMaterials(ctx, requireActor(request), request.body),
  );

  app.get('/material-status', { schema: { response: { 200: MaterialStatusListSchema } } }, () => ({
    data: MATERIAL_STATUSES.map(({ id, label }) => ({ id, label })),
    total: MATERIAL_STATUSES.length,
  }));

  app.patch(
    '/material/update-material-status/:id',
    {
      schema: {
        params: z.object({ id: z.coerce.number().int().positive() }),
        body: MaterialStatusUpdateSchema,
        response: { 200: MaterialSchema },
      },
    },
    (request) =>
      updateMaterialStatus(
        ctx,
        requireActor(request),
        request.params.id,
        request.body.materialStatus.id,
      ),
  );
};
