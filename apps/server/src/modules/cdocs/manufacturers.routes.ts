import {
  CreateManufacturerResultSchema,
  CreateManufacturerSchema,
  ManufacturerListSchema,
} from '@partproof/shared';
import type { ApiRoutes } from '../../app.js';
import { requireActor } from '../../plugins/auth.js';
import { createManufacturer, listManufacturers } from './manufacturers.service.js';

export const manufacturerRoutes: ApiRoutes = (app, ctx) => {
  app.get('/manufacturer', { schema: { response: { 200: ManufacturerListSchema } } }, () =>
    listManufacturers(ctx),
  );

  app.post(
    '/manufacturer',
    {
      schema: {
        body: CreateManufacturerSchema,
        response: { 201: CreateManufacturerResultSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createManufacturer(ctx, requireActor(request), request.body)),
  );
};
