/**
 * Products (spec §7 product calls; DESIGN.md §10.1): list, detail, a page of the components,
 * save, update, status, delete, downloads. Registered by apps/server/src/modules/products/.
 */
import { defineEndpoint } from '../endpoint.js';
import { IdParamsSchema, ResultMessageSchema } from '../schemas/common.js';
import {
  BomPageQuerySchema,
  BomPageSchema,
  ProductIdSchema,
  ProductListQuerySchema,
  ProductListSchema,
  ProductSaveResultSchema,
  ProductSaveSchema,
  ProductSchema,
  ProductStatusUpdateSchema,
  ProductUpdateSchema,
} from '../schemas/products.js';

export const productApi = {
  getAll: defineEndpoint({
    method: 'POST',
    path: '/product/getAll',
    body: ProductListQuerySchema.nullish(),
    response: ProductListSchema,
    access: { can: 'signed-in', scope: 'company' },
  }),
  get: defineEndpoint({
    method: 'POST',
    path: '/product/get',
    body: ProductIdSchema,
    response: ProductSchema,
    access: { can: 'signed-in', scope: 'company' },
  }),
  /** One page of the product's components (DESIGN.md §10.1); the same access as `get`. */
  components: defineEndpoint({
    method: 'GET',
    path: '/product/:id/components',
    params: IdParamsSchema,
    query: BomPageQuerySchema,
    response: BomPageSchema,
    description:
      "One page of a product's top-level component rows, each with its alternatives in " +
      '`variations`, sorted, searched (normalised as the BOM search) and paged by the server. ' +
      '`limit` is at most 100.',
    access: { can: 'signed-in', scope: 'company' },
  }),
  save: defineEndpoint({
    method: 'POST',
    path: '/product/save',
    body: ProductSaveSchema,
    response: ProductSaveResultSchema,
    status: 201,
    // Every role creates products (an engineer without a company: their own).
    access: { can: 'signed-in', scope: 'none' },
  }),
  update: defineEndpoint({
    method: 'POST',
    path: '/product/update',
    body: ProductUpdateSchema,
    response: ProductSchema,
    access: { can: 'product.edit', scope: 'company' },
  }),
  updateStatus: defineEndpoint({
    method: 'POST',
    path: '/product/updateStatus',
    body: ProductStatusUpdateSchema,
    response: ResultMessageSchema,
    // Which move: the workflow table.
    access: { can: 'product.changeStatus', scope: 'company' },
  }),
  customerProductStatus: defineEndpoint({
    method: 'POST',
    path: '/product/customerProductStatus',
    body: ProductIdSchema,
    response: ResultMessageSchema,
    access: { can: 'product.notifyCustomer', scope: 'company' },
  }),
  delete: defineEndpoint({
    method: 'POST',
    path: '/product/delete',
    body: ProductIdSchema,
    response: ResultMessageSchema,
    access: { can: 'product.delete', scope: 'company' },
  }),
  /** The BOM as xlsx (bytes). */
  downloadCsv: defineEndpoint({
    method: 'GET',
    path: '/product/downloadCSV/:id',
    params: IdParamsSchema,
    access: { can: 'product.export', scope: 'company' },
  }),
  /** The evidence zip (bytes). */
  zip: defineEndpoint({
    method: 'GET',
    path: '/product/zip/:id',
    params: IdParamsSchema,
    access: { can: 'signed-in', scope: 'company' },
  }),
};
