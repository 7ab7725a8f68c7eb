import { z } from 'zod';
import {
  ProductIdSchema,
  ProductListQuerySchema,
  ProductListSchema,
  ProductSaveSchema,
  ProductSchema,
  ProductStatusUpdateSchema,
  ProductUpdateSchema,
  ResultMessageSchema,
} from '@partproof/shared';
import type { ApiRoutes } from '../../app.js';
import { requireActor } from '../../plugins/auth.js';
import { downloadBom, productZip } from './product-export.js';
import { customerProductStatus, updateProductStatus } from './product-status.service.js';
import {
  deleteProduct,
  getProduct,
  listProducts,
  saveProduct,
  updateProduct,
} from './products.service.js';

export const productRoutes: ApiRoutes = (app, ctx) => {
  app.post(
    '/product/getAll',
    { schema: { body: ProductListQuerySchema.nullish(), response: { 200: ProductListSchema } } },
    (request) =>
      listProducts(ctx, requireActor(request), request.body ?? ProductListQuerySchema.parse({})),
  );

  app.post(
    '/product/get',
    { schema: { body: ProductIdSchema, response: { 200: ProductSchema } } },
    (request) => getProduct(ctx, requireActor(request), request.body.id),
  );

  app.post(
    '/product/save',
    {
      // A 2,000-component BOM is about 1 MB of JSON; allow headroom for 20,000.
      bodyLimit: 16 * 1024 * 1024,
      schema: {
        body: ProductSaveSchema,
        response: { 201: z.object({ id: z.number().int(), message: z.string() }) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await saveProduct(ctx, requireActor(request), request.body)),
  );

  app.post(
    '/product/update',
    { schema: { body: ProductUpdateSchema, response: { 200: ProductSchema } } },
    (request) => updateProduct(ctx, requireActor(request), request.body),
  );

  app.post(
    '/product/updateStatus',
    { schema: { body: ProductStatusUpdateSchema, response: { 200: ResultMessageSchema } } },
    (request) =>
      updateProductStatus(
        ctx,
        requireActor(request),
        request.body.productId,
        request.body.statusId,
      ),
  );

  app.post(
    '/product/customerProductStatus',
    { schema: { body: ProductIdSchema, response: { 200: ResultMessageSchema } } },
    (request) => customerProductStatus(ctx, requireActor(request), request.body.id),
  );

  app.post(
    '/product/delete',
    { schema: { body: ProductIdSchema, response: { 200: ResultMessageSchema } } },
    (request) => deleteProduct(ctx, requireActor(request), request.body.id),
  );

  const idParams = z.object({ id: z.coerce.number().int().positive() });
  const attachment = (name: string) =>
    `attachment; filename="${name.replace(/"/g, '')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

  app.get('/product/downloadCSV/:id', { schema: { params: idParams } }, async (request, reply) => {
    const file = await downloadBom(ctx, requireActor(request), request.params.id);
    return reply
      .header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('Content-Disposition', attachment(file.name))
      .send(file.bytes);
  });

  app.get('/product/zip/:id', { schema: { params: idParams } }, async (request, reply) => {
    const zip = await productZip(ctx, requireActor(request), request.params.id);
    return reply
      .header('Content-Type', 'application/zip')
      .header('Content-Disposition', attachment(zip.name))
      .send(zip.stream);
  });
};
